import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editInstructions, signIn, waitForServiceWorker } from './fixtures/offline';

// Goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Checks this layer's UI: the page content and the header status badge (the rest of the shell has its own suite). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('main')
    .include('[data-testid="offline-status"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// The journey once, at a tablet's 768 px; the pages it visits are checked again at 1280 px at the
// end (more columns and the side menu open), without walking the journey twice.
test('offline pages pass axe at 768 and 1280 px and work by keyboard', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn(context, baseURL ?? '', 'client-admin@demo.test');

  await page.goto('/#/d/deliveries/all');
  const rows = page.locator('[data-testid^="row-"]');
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Sort by keyboard: focus the Reference header button and press Enter.
  await page.getByRole('button', { name: /^Reference/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=reference$/);
  await expect(page.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute('aria-sort', 'ascending');
  // A second Enter on the re-sorted header (same focus, rows re-rendered) reverses the sort.
  await expect(page.getByRole('button', { name: /^Reference/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=-reference$/);
  await expect(page.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute('aria-sort', 'descending');
  // Two quick Enters on another header: the second builds on the first even before the URL commits.
  await page.getByRole('button', { name: /^Recipient/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=-recipientName$/);
  await expect(page.getByRole('columnheader', { name: /Recipient/ })).toHaveAttribute('aria-sort', 'descending');

  const id = Number((await rows.first().getAttribute('data-testid'))?.replace('row-', ''));
  // the delivery's page is loaded offline from the service worker's precache: it must be in control first
  await waitForServiceWorker(page);
  await context.setOffline(true);
  // unique per run: an unchanged value leaves Save disabled
  const stamp = Date.now();
  await editInstructions(page, id, `a11y 768 ${stamp}`);
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('offline-status').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByTestId('outbox-entry')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(page.getByTestId('outbox-empty')).toBeVisible();

  await context.setOffline(false);
  // Sent online, the change is listed as sent; its title opens the delivery by keyboard.
  await editInstructions(page, id, `a11y 768 sent ${stamp}`);
  await page.goto('/#/outbox');
  await expect(page.getByTestId('outbox-empty')).toHaveText(/^All changes sent · 1 sent at \d{2}:\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('sent-change').getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/run/r/delivery/${id}$`));

  await page.goto('/#/offline');
  await expect(page.getByRole('heading', { name: 'Available offline' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await context.setOffline(true);
  await editInstructions(page, id, `a11y 1280 ${stamp}`);
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/outbox');
  await expect(page.getByTestId('outbox-entry')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/d/deliveries/all');
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
