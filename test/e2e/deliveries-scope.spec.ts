/**
 * A client-user sees only its clients' deliveries: in the list, in the detail (another client's
 * delivery reads 'not found') and in the CSV export. Box load check is client 888's (spec 6).
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { api, ymd } from './fixtures/api';
import { signIn, tokenFor } from './fixtures/offline';

interface Delivery {
  id: number;
  reference: string;
  clientId: number;
}

test('a client-user sees only its clients’ deliveries in the list, the detail and the export', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const base = baseURL ?? '';
  const admin = await tokenFor(base, 'admin@demo.test');
  const userToken = await signIn(context, base, 'client-user@demo.test');
  const today = ymd(new Date());
  const mine = await api<{ data: Delivery[]; count: number }>(request, userToken, `/deliveries?date=${today}&limit=-1`);
  const myClients = new Set(mine.data.map((d) => d.clientId));
  expect(mine.count).toBeGreaterThan(0);
  const everyone = await api<{ data: Delivery[] }>(request, admin, `/deliveries?date=${today}&limit=200&sort=id`);
  const foreign = everyone.data.find((d) => !myClients.has(d.clientId));
  expect(foreign, 'another client’s delivery today').toBeTruthy();
  if (!foreign) return;

  await page.goto('/#/d/deliveries/all');
  await expect(page.getByTestId('delivery-count')).toHaveText(mine.count.toLocaleString('en-US'));
  await page.getByRole('searchbox', { name: 'Search' }).fill(foreign.reference);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await page.goto(`/#/run/r/delivery/${foreign.id}`);
  await expect(page.getByRole('heading', { name: 'Delivery not found' })).toBeVisible();
  await expect(page.getByText(foreign.reference)).toHaveCount(0);

  await page.goto(`/#/d/deliveries-export-csv?date=${today}`);
  await expect(page.getByTestId('export-count')).toContainText(
    `${mine.count.toLocaleString('en-US')} deliveries match`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  expect(rows).toHaveLength(mine.count);
  expect(new Set(rows.map((r) => Number(r.clientId)))).toEqual(myClients);
  expect(rows.some((r) => r.reference === foreign.reference)).toBe(false);
});

test('box load check is for client 888: others get no access, 888 marks a box load-checked', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL ?? '';
  const other = await browser.newContext({ baseURL: base });
  await signIn(other, base, 'client-user@demo.test');
  const denied = await other.newPage();
  await denied.goto('/#/d/box-load-check');
  await expect(denied.getByRole('heading', { name: 'No access' })).toBeVisible();
  await other.close();

  const context = await browser.newContext({ baseURL: base });
  const token = await signIn(context, base, 'stores@demo.test');
  const page = await context.newPage();
  await page.goto('/#/d/box-load-check');
  await expect(page.getByRole('heading', { name: 'Box load check' })).toBeVisible();
  const mark = page.getByRole('button', { name: /^Mark .+ load-checked$/ }).first();
  await expect(mark).toBeVisible();
  const barcode = ((await mark.getAttribute('aria-label')) ?? '').replace(/^Mark (.+) load-checked$/, '$1');
  await mark.click();
  await expect(page.getByRole('status').filter({ hasText: `${barcode} checked` })).toBeVisible();
  // the scanner answers at once; the check reaches the server as a scan moments later
  const box = async () =>
    (
      await api<{ data: { barcode: string; loadChecked: boolean; clientId: number }[] }>(
        request,
        token,
        `/boxes?barcode=${barcode}`,
      )
    ).data[0];
  await expect.poll(box).toMatchObject({ barcode, loadChecked: true, clientId: 888 });
  await context.close();
});
