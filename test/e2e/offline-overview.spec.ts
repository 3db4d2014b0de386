/**
 * The offline Overview's figures say what they cover (issue 32 item 1): offline with only part of
 * today on the device, the figures say '0 of N deliveries stored' with the server's total; once
 * today is stored whole ('Store today now' on the Available offline page, as a supervisor's device
 * does by itself), the offline Overview shows the online figures and says it is the whole day.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  countPageWrites,
  dayTablesWrittenByPage,
  launchApp,
  newProfileDir,
  openControlled,
  removeProfileDir,
  signIn,
} from './fixtures/offline';

// These journeys launch their own persistent browser profile, which the runner's tracing cannot follow across close and relaunch.
test.use({ trace: 'off' });
test.setTimeout(180_000);

const USER = 'admin@demo.test';
const SLOW = { timeout: 60_000 };

async function figure(page: Page, name: string): Promise<string> {
  const el = page.getByTestId(`overview-${name}`);
  await expect(el).toHaveText(/^[\d,]+$/, SLOW);
  return (await el.textContent()) ?? '';
}

test('offline, the Overview says what its figures cover, and equals the online one once today is stored', async ({
  baseURL,
}) => {
  const dir = newProfileDir();
  const context = await launchApp(dir, baseURL ?? '');
  try {
    await countPageWrites(context);
    await signIn(context, baseURL ?? '', USER);
    const page = await openControlled(context, '/#/d/overview?country=all');
    const deliveries = await figure(page, 'deliveries');
    const failed = await figure(page, 'failed');
    const total = Number(deliveries).toLocaleString('en-AU');
    expect(Number(deliveries)).toBeGreaterThan(0);
    await expect(page.getByTestId('overview-coverage')).toHaveCount(0);

    // Offline with none of today's deliveries stored: the figures say what they cover.
    await context.setOffline(true);
    await page.reload();
    const coverage = page.getByTestId('overview-coverage');
    await expect(coverage).toContainText(`0 of ${total} deliveries stored`, SLOW);
    await expect(coverage).toContainText('count the stored deliveries only');
    await expect(page.getByRole('link', { name: `Deliveries: 0, of ${total} on the server` })).toBeVisible();
    await expect(page.getByTestId('as-of').first()).toContainText(/as of \d\d:\d\d today, (just now|\d+ min ago)/);
    await page.screenshot({ path: test.info().outputPath('overview-offline-part.png'), fullPage: true });

    // Online again, today is stored whole on the Available offline page, with progress and size,
    // by the data worker: the page writes none of the day's tables.
    await context.setOffline(false);
    await page.goto('/#/offline');
    const keep = page.getByRole('checkbox', { name: 'Keep today on this device automatically' });
    await expect(keep).not.toBeChecked();
    await page.getByText('Keep today on this device automatically').click();
    await expect(keep).toBeChecked();
    await page.getByRole('button', { name: 'Store today now' }).click();
    await expect(page.getByTestId('keep-today')).toContainText(`${total} deliveries`, SLOW);
    await expect(page.getByTestId('keep-today')).toContainText(/about [\d.]+ MB, as of \d\d:\d\d today/);
    await expect(page.getByTestId('stored-day')).toHaveCount(1);
    expect(await dayTablesWrittenByPage(page)).toEqual([]);

    // Offline again: the Overview is the whole day, the same figures as online.
    await context.setOffline(true);
    await page.goto('/#/d/overview?country=all');
    await expect(page.getByTestId('overview-coverage')).toContainText(`All ${total} deliveries stored`, SLOW);
    await expect(page.getByTestId('overview-deliveries')).toHaveText(deliveries);
    await expect(page.getByTestId('overview-failed')).toHaveText(failed);
    await page.screenshot({ path: test.info().outputPath('overview-offline-whole.png'), fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: test.info().outputPath('overview-offline-whole-768.png'), fullPage: true });
    await context.close();
  } finally {
    removeProfileDir(dir);
  }
});
