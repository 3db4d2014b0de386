/**
 * Finance journeys (docs/finance.md), against the real server: upload rates with a bad line (nothing
 * imported, the line named; the fixed file imports), a bulk update previewed then applied, an
 * invoice whose itemised total equals its header (paged: the pager by keyboard, the export of
 * every page, a stored page offline), and a contractor who sees only their own pay;
 * and the other sheet made to print, Print Orders (a client's orders of a day).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { operatorToday } from '../../src/lib/calendar';
import { REPORT_PAGE_SIZE } from '../../src/resources/reports';
import { formatCents } from '../../src/ui/money';
import { signInAs } from './fixtures/auth';
import { apiAs } from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.setTimeout(90_000);

const FINANCE_ALL = 'superadmin@demo.test';
const HEADER =
  'zoneId,serviceType,weightFromKg,weightToKg,effectiveFrom,effectiveTo,fuelCategoryId,baseCents,perKgCents';

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `test-results/finance-${name}.png`, fullPage: true });
};

test('a rate upload with a bad line names it and imports nothing; the fixed file imports every line', async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', FINANCE_ALL);
  const count = async () => (await api.get<{ count: number }>('/b/client-rate?clientId=14&limit=0')).count;
  const before = await count();
  await signInAs(page, FINANCE_ALL, '/b/client-rate-upload');
  await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Greenleaf Organics' });
  const bad = [HEADER, ',home,0,5,2031-01-01,,1,1100,10', ',parcel,0,5,2031-01-01,,1,1100,10'].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByTestId('line-errors')).toContainText('Line 3');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await shot(page, 'upload-bad-line');
  expect(await count()).toBe(before);

  const good = [HEADER, ',home,0,5,2031-01-01,,1,1100,10', ',home,5,,2031-01-01,,1,1500,10'].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'rates-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(page.getByTestId('import-ready')).toContainText('2 client rates');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-result')).toContainText('2 client rates imported');
  expect(await count()).toBe(before + 2);
  await api.dispose();
});

test('a bulk update shows old and new prices first, then applies them as one change', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL ?? '', FINANCE_ALL);
  const cards = async () => (await api.get<{ count: number }>('/b/client-rate?clientId=8&limit=0')).count;
  const before = await cards();
  await signInAs(page, FINANCE_ALL, '/b/client-rate-bulk-update');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate Master Bulk Update' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).selectOption('8');
  await page.getByRole('combobox', { name: 'Service' }).selectOption('home');
  await page.getByLabel('Change (%)').fill('3.5');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('bulk-preview-summary')).toContainText('would change by 3.5%');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Per delivery now' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Per delivery new' })).toBeVisible();
  const previewed = await table.getByRole('row').count();
  expect(previewed).toBeGreaterThan(1);
  await shot(page, 'bulk-preview');
  expect(await cards()).toBe(before);

  await page.getByRole('button', { name: /^Apply to \d+ cards?$/ }).click();
  await expect(page.getByText(/rate cards? changed by 3\.5% from/)).toBeVisible();
  // every card in force started earlier: each ends the day before and a new card carries the price
  expect(await cards()).toBe(before + (previewed - 1));
  await api.dispose();
});

test("an invoice's itemised total equals its header on every page, its export holds every line, and it prints", async ({
  page,
  context,
}) => {
  // every client's invoices of the week: thousands of lines, more than a page
  await signInAs(page, FINANCE_ALL, '/b/client-invoicing');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Invoicing' })).toBeVisible();
  const header = page.getByTestId('headline-totalCents');
  await expect(header).toHaveText(/^\$[\d,]+\.\d\d$/);
  const total = await header.textContent();
  await shot(page, 'invoicing');
  await page.goto('/#/b/client-invoicing-itemised/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Invoicing Itemised' })).toBeVisible();
  await expect(page.getByTestId('headline-totalCents')).toHaveText(total ?? '');

  // the week's lines come a page at a time; the totals are the period's on every page
  const range = page.getByTestId('report-range');
  const size = REPORT_PAGE_SIZE;
  await expect(range).toHaveText(new RegExp(`^Lines 1-${size} of [\\d,]+$`));
  const lines = Number((await range.textContent())?.replace(/^.* of /, '').replace(/,/g, ''));
  expect(lines).toBeGreaterThan(2 * size);
  await expect(page.getByTestId('report-rows').locator('tbody tr')).toHaveCount(size);
  await page.screenshot({ path: 'test-results/finance-itemised-page-1.png' });
  await page.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(`Lines ${size + 1}-${2 * size} of ${lines.toLocaleString('en-AU')}`);
  await expect(page).toHaveURL(new RegExp(`offset=${size}\\b`));
  await expect(page.getByTestId('headline-totalCents')).toHaveText(total ?? '');

  // the export holds every line of the period, and they add up to the header
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(lines + 1);
  // the line total is the last column (text columns before it may hold quoted commas)
  const last = (line: string) => line.slice(line.lastIndexOf(',') + 1);
  expect(last(csv[0] ?? '')).toBe('Line total');
  const cents = csv.slice(1).reduce((n, l) => n + Math.round(Number(last(l)) * 100), 0);
  expect(formatCents(cents)).toBe(total);

  // offline: a page this device did not fetch gives way to the one it fetched last, saying so
  await context.setOffline(true);
  await page.goto(`/#/b/client-invoicing-itemised/all?offset=${3 * size}`);
  await expect(page.getByTestId('report-offline')).toContainText('the page of this report this device fetched last');
  await expect(range).toHaveText(`Lines ${size + 1}-${2 * size} of ${lines.toLocaleString('en-AU')}`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/finance-itemised-offline.png' });
  await context.setOffline(false);

  await page.emulateMedia({ media: 'print' });
  await shot(page, 'itemised-print');
});

test('a contractor sees only their own pay lines', async ({ page }) => {
  await signInAs(page, 'contractor@demo.test', '/ct/reports/pay-summary/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Summary' })).toBeVisible();
  const rows = page.getByTestId('report-rows').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const names = await page.getByTestId('report-rows').getByRole('row').locator('td:first-child').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names.filter((n) => n !== '' && n !== 'Total'))).toEqual(new Set(['Demo Contractor']));
  await shot(page, 'contractor-pay');
  await page.goto('/#/b/contractor-pay');
  await expect(page.getByText('Route Not Found')).toBeVisible();
});

test("Print Orders lists a client's orders of the day, every one, and prints the sheet alone", async ({
  page,
  baseURL,
}) => {
  const day = operatorToday();
  const api = await apiAs(baseURL ?? '', 'admin@demo.test');
  const { count } = await api.get<{ count: number }>(`/deliveries?clientId=8&date_from=${day}&date_to=${day}&limit=0`);
  expect(count).toBeGreaterThan(0);
  await signInAs(page, 'admin@demo.test', '/client-tools/print-orders');
  // Print Orders is a beta navigation page (spec 6): off, the page says so; on, it opens
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Beta navigation').click();
  await menu.getByRole('button', { name: 'Tools' }).click();
  await menu.getByRole('link', { name: 'Print Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Print Orders' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).selectOption('8');
  await expect(page.getByTestId('print-orders-count')).toHaveText(
    new RegExp(`^${count.toLocaleString('en-US')} orders · `),
  );
  const sheet = page.getByRole('table', { name: /^Orders of / });
  await expect(sheet.getByRole('row').nth(1)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // on paper: the sheet, not the page's controls
  await expect(page.getByTestId('print-orders-heading')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toBeHidden();
  await shot(page, 'print-orders');
  await api.dispose();
});
