/**
 * Deliveries half of issue 5, read side: filter and sort the list (filters and sort kept in the
 * URL), open a delivery's detail from it; the 768 px screenshot of the list.
 */
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { api, ymd } from './fixtures/api';
import { signIn } from './fixtures/offline';

interface Delivery {
  id: number;
  reference: string;
  recipientName: string;
  status: string;
  clientId: number;
}

test('filter and sort the deliveries list, then open a delivery', async ({ page, context, baseURL, request }) => {
  const token = await signIn(context, baseURL ?? '', 'admin@demo.test');
  const today = ymd(new Date());
  const expected = await api<{ data: Delivery[]; count: number }>(
    request,
    token,
    `/deliveries?date=${today}&status=delivered&sort=recipientName,date&limit=5`,
  );
  expect(expected.count, 'delivered deliveries today in the seed').toBeGreaterThan(0);

  await page.goto('/#/d/deliveries/all');
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  await expect(page.getByTestId('list-range')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('delivered');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.getByTestId('delivery-count')).toHaveText(expected.count.toLocaleString('en-US'));

  const table = page.getByRole('table', { name: 'Deliveries' });
  await table.getByRole('button', { name: 'Recipient' }).click();
  await expect(table.getByRole('columnheader', { name: /Recipient/ })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: /Date/ }).click({ modifiers: ['Shift'] });
  await expect(page).toHaveURL(/sort=recipientName%2Cdate|sort=recipientName,date/);
  await expect(page.getByTestId('sort-summary')).toHaveText('Sorted by Recipient, then Date');

  const first = expected.data[0] as Delivery;
  const firstRow = page.getByTestId('resource-rows').getByRole('row').first();
  await expect(firstRow).toContainText(first.reference);
  await expect(firstRow).toContainText('delivered');

  await page.reload();
  await expect(page.getByTestId('resource-rows').getByRole('row').first()).toContainText(first.reference);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('list-range')).toBeVisible();
  await page.screenshot({ path: join(test.info().project.outputDir, 'deliveries-list-768.png') });

  await firstRow.getByRole('link', { name: first.reference }).click();
  await expect(page.getByRole('heading', { name: `Delivery ${first.reference}` })).toBeVisible();
  await expect(page).toHaveTitle(/Delivery Detail/);
  await expect(page.getByTestId('status-history')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Boxes/ })).toBeVisible();
  const thumbnails = page.getByTestId('pod-thumbnail');
  if ((await thumbnails.count()) > 0) {
    await thumbnails.first().click();
    await expect(page.getByTestId('lightbox-tag')).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('a link from the overview (?status=&date=) opens the list filtered', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'admin@demo.test');
  const today = ymd(new Date());
  await page.goto(`/#/d/deliveries/all?status=failed&date=${today}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today);
  const rows = page.getByTestId('resource-rows').getByRole('row');
  const empty = page.getByTestId('empty-state');
  await expect(rows.first().or(empty)).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain('failed');
});

test('back from a delivery opened far down the list, the rows are where the dispatcher left them', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '', 'admin@demo.test');
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/#/d/deliveries/all');
  const rows = page.getByTestId('resource-rows');
  await expect(rows.getByRole('row').first()).toBeVisible();
  expect(await rows.evaluate((el) => el.scrollHeight - el.clientHeight), 'a list taller than its area').toBeGreaterThan(
    1200,
  );
  await rows.evaluate((el) => {
    el.scrollTop = 1200;
  });
  // the row at the top of the area once scrolled: row 31 (aria-rowindex counts the header row)
  const link = rows.locator('[aria-rowindex="32"]').getByRole('link');
  await expect(link).toBeVisible();
  const reference = (await link.textContent()) ?? '';
  // a click that does not scroll the row into view first, as Playwright's own click would
  await link.evaluate((a: HTMLElement) => a.click());
  await expect(
    page.getByRole('heading', { name: new RegExp(reference) }).or(page.getByText(reference).first()),
  ).toBeVisible();
  await page.goBack();
  await expect(rows.locator('[aria-rowindex="32"]').getByRole('link')).toHaveText(reference);
  expect(await rows.evaluate((el) => el.scrollTop)).toBe(1200);
});
