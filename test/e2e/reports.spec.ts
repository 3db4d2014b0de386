/**
 * Reports: three reports across 768 and 1280 px against the real server: Error Rate (filters in
 * the URL survive a reload), the ETA Report with the admins' client segment, and the Routing
 * Group Summary opened offline (the stored answer with its age).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appPath, signInAs } from './fixtures/auth';
import { waitForServiceWorker } from './fixtures/offline';

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

test('Error Rate at 1280 px: figures, chart, table; the routing group filter lives in the URL', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', '/d/error-rate');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Rate' })).toBeVisible();
  await expect(page.getByTestId('headline-drops')).not.toHaveText('–');
  await expect(page.getByTestId('chart-report')).toBeVisible();
  await expect(page.getByTestId('report-rows').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('report-stamp')).toContainText('Live');
  const allDrops = await page.getByTestId('headline-drops').textContent();
  await shot(page, 'error-rate-1280');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Routing group' }).selectOption({ index: 1 });
  await expect.poll(() => new URL(page.url()).hash).toMatch(/rg=\d+/);
  await expect(page.getByTestId('headline-drops')).not.toHaveText(allDrops ?? '');
  const oneGroup = await page.getByTestId('headline-drops').textContent();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Routing group' })).not.toHaveValue('');
  await expect(page.getByTestId('headline-drops')).toHaveText(oneGroup ?? '');
});

test('ETA Report at 768 px for one client through the admin client segment', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs(page, 'admin@demo.test', '/cd/8/d/eta');
  await expect(page.getByRole('heading', { level: 1, name: 'ETA Report' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('8');
  await expect(page.getByTestId('headline-measured')).not.toHaveText('–');
  await expect(page.getByTestId('chart-report')).toBeVisible();
  // nothing wider than the tablet: the table scrolls inside its own region
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await shot(page, 'eta-768');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Client' }).selectOption({ value: '14' });
  await expect.poll(() => appPath(page)).toBe('/cd/14/d/eta');
});

test.describe(() => {
  // goes offline: the service worker serves the app, as on a device (blocked by default: playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });

  test('Routing Group Summary opened offline shows the stored result with its age (768 and 1280 px)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInAs(page, 'admin@demo.test', '/d/rg-summary');
    await waitForServiceWorker(page);
    await expect(page.getByTestId('headline-total')).not.toHaveText('–');
    const total = await page.getByTestId('headline-total').textContent();
    // the persisted query cache is written within two seconds: wait until it holds this report
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('depot-console');
              open.onsuccess = () => {
                const get = open.result.transaction('queryCache').objectStore('queryCache').getAll();
                get.onsuccess = () => resolve(JSON.stringify(get.result).includes('reports/rg-summary'));
                get.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Routing Group Summary' })).toBeVisible();
    await expect(page.getByTestId('report-offline')).toBeVisible();
    await expect(page.getByTestId('report-stamp')).toContainText('Stored copy');
    await expect(page.getByTestId('report-stamp')).toContainText(/ today, (just now|\d+ min ago)/);
    await expect(page.getByTestId('headline-total')).toHaveText(total ?? '');
    await shot(page, 'rg-summary-offline-768');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('report-rows')).toBeVisible();
    await shot(page, 'rg-summary-offline-1280');
    // a period never fetched on this device says so instead of showing nothing
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page.getByTestId('report-offline-none')).toBeVisible();
    await context.setOffline(false);
  });
});
