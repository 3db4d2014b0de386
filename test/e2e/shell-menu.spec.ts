import { expect, test } from '@playwright/test';
import { demoEmail, signInAs, type DemoRole } from './fixtures/auth';
import { TABLET, headingNames, openMenu } from './fixtures/menu';

interface RoleRow {
  role: DemoRole;
  headings: string[];
  /** links in the Deliveries section (open by default) or outside any heading */
  present: string[];
  absent: string[];
  queueInfo: boolean;
}

/**
 * The menu of every role is checked without a browser: exact sets per role in
 * src/features/menu/menu-gating.test.ts, and menu = gate = server for every demo user in
 * test/contract/access.test.ts (a client user's and a driver's, an empty one, included). In the
 * browser, the two that differ in kind: staff with every heading, and a contractor (own landing
 * page).
 */
const rows: RoleRow[] = [
  {
    role: 'admin',
    headings: [
      'Deliveries',
      'Delivery Confirmations',
      'Reports',
      'Admin',
      'Drivers/Contractors',
      'Line Haul',
      'Operations',
      'Routing',
      'Pick/Pack',
      'RDS',
      'Tools',
      'Settings',
    ],
    present: ['Order Search', 'Overview', 'Deliveries Grid Edit', 'My Account', 'Documentation'],
    absent: ['Run Rules'],
    queueInfo: true,
  },
  {
    role: 'contractor',
    headings: ['Deliveries', 'Reports', 'Drivers/Contractors'],
    present: ['Run Summary', 'Runs'],
    absent: ['Order Search', 'Overview', 'Drops'],
    queueInfo: false,
  },
];

test.describe('shell: side menu per role at 768 px', () => {
  test.use({ viewport: TABLET });

  for (const row of rows) {
    test(`${row.role}`, async ({ page }) => {
      await signInAs(page, demoEmail(row.role), row.role === 'contractor' ? '/' : '/no-access');
      const menu = await openMenu(page);
      const headings = await headingNames(menu);
      for (const heading of row.headings) expect(headings, `heading ${heading}`).toContain(heading);
      if (row.headings.length === 0) expect(headings).toEqual([]);
      for (const name of row.present)
        await expect(menu.getByRole('link', { name, exact: true }).first(), name).toBeVisible();
      for (const name of row.absent) await expect(menu.getByRole('link', { name, exact: true }), name).toHaveCount(0);
      await expect(menu.getByRole('group', { name: 'Queue Info' })).toHaveCount(row.queueInfo ? 1 : 0);
      await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
      if (row.role === 'contractor') await expect(menu.getByText('Beta navigation')).toHaveCount(0);
    });
  }
});

test.describe('shell: side menu behaviour', () => {
  test('search filters labels across sections and the clear button restores the menu', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    const menu = await openMenu(page);
    const search = menu.getByRole('textbox', { name: 'Search Menu' });
    await search.fill('TRAILER');
    await expect(menu.getByRole('link', { name: 'Trailers' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveCount(0);
    await search.fill('zzzz');
    await expect(menu.getByText('No menu items match.')).toBeVisible();
    await menu.getByRole('button', { name: 'Clear menu search' }).click();
    await expect(search).toHaveValue('');
    await expect(menu.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Trailers' })).toHaveCount(0);
  });

  test('sections expand and stay expanded after a reload; the label set switches; the menu collapses to icons', async ({
    page,
  }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Operations' }).click();
    await expect(menu.getByRole('link', { name: 'Undated Deliveries Manage' })).toBeVisible();
    await expect(menu.getByLabel("Was titled 'Pre-Deliveries Manage'")).toBeVisible();
    await page.reload();
    const again = await openMenu(page);
    await expect(again.getByRole('link', { name: 'Undated Deliveries Manage' })).toBeVisible();
    await again.getByText('New menu labels').click();
    await expect(again.getByRole('link', { name: 'Pre-Deliveries Manage' })).toBeVisible();
    await again.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(again.getByRole('textbox', { name: 'Search Menu' })).toHaveCount(0);
    await again.getByRole('button', { name: 'Operations' }).hover();
    await expect(page.getByRole('link', { name: 'Pre-Deliveries Manage' })).toBeVisible();
    await again.getByRole('button', { name: 'Expand menu' }).click();
    await expect(again.getByRole('textbox', { name: 'Search Menu' })).toBeVisible();
  });

  test('the Deliveries submenu lists routing groups (admin links carry the client segment)', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/no-access');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Show routing groups' }).click();
    const groups = menu.getByRole('list', { name: 'Routing groups' });
    await expect(groups.getByRole('link').first()).toBeVisible();
    await expect(groups.getByRole('link').first()).toHaveAttribute('href', /#\/cd\/-?\d+\/d\/rg\/\d+$/);
  });
});
