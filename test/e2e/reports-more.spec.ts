/**
 * The reports of issue 13's second part against the real server: Customer Notification Settings
 * at 768 px (a setting changed in place through the outbox, then the counts), and at 1280 px
 * Routing Comparison (a path segment changed from the page), then the Customer Feedback chart in
 * the rating bands' colours with its legend, and Driver App Versions.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appPath, signInAs } from './fixtures/auth';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="offline-status"]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const shot = async (page: Page, name: string) => {
  if (process.env.REPORT_SHOTS)
    await page.screenshot({ path: `${process.env.REPORT_SHOTS}/${name}.png`, fullPage: true });
};

test('Customer Notification Settings at 768 px: an admin turns a channel on for one client, then reads the counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs(page, 'admin@demo.test', '/cs/8/cns');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Notification Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings of Harvest Box Meal Kits' })).toBeVisible();
  const sms = page.getByRole('checkbox', { name: 'Feedback request: SMS' });
  const was = await sms.isChecked();
  await sms.click({ force: true });
  await expect(page.getByTestId('cns-message')).toHaveText('Harvest Box Meal Kits, Feedback request saved.');
  await expect(sms).toBeChecked({ checked: !was });
  await expect(page.getByTestId('headline-sent')).not.toHaveText('–');
  await expect(page.getByTestId('chart-report')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await shot(page, 'cns-768');
  expect(await seriousViolations(page)).toEqual([]);
  // the change is on the server: a reload reads it back
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Feedback request: SMS' })).toBeChecked({ checked: !was });
});

test('Routing Comparison at 1280 px: a path segment changed from the page', async ({ page }) => {
  await signInAs(
    page,
    'admin@demo.test',
    '/r/routing/comparison/depot/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Routing Comparison' })).toBeVisible();
  await expect(page.getByTestId('headline-previousRoutedShare')).not.toHaveText('–');
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('client');
  await expect
    .poll(() => appPath(page))
    .toBe('/r/routing/comparison/client/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all');
  await expect(page.getByTestId('report-rows').getByRole('columnheader').first()).toHaveText(/Client/);
  await shot(page, 'routing-comparison-1280');
  expect(await seriousViolations(page)).toEqual([]);
});

test('Customer Feedback in the rating bands and Driver App Versions at 1280 px', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', '/d/customer-feedbackN/all');
  await expect(page.getByTestId('band-legend')).toContainText('5 · Excellent (8.1 and above)');
  await expect(page.getByTestId('report-table')).toContainText(/Band \(red 1 to green 5\)/);
  await shot(page, 'feedback-1280');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/#/ctr/reports/app-versions');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver App Versions' })).toBeVisible();
  await expect(page.getByTestId('chart-report')).toContainText('5.4.0 (current)');
  await expect(page.getByTestId('headline-outdated')).not.toHaveText('–');
  await shot(page, 'app-versions-1280');
  expect(await seriousViolations(page)).toEqual([]);
});
