/**
 * Warehouse journeys (docs/warehouse.md): a purchase order upload with a bad line imports nothing
 * and names the line, the fixed file adds every line; the warehouse lists open with names, with a
 * screenshot of each (test-results/warehouse-*.png).
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures/offline';

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

type Row = { id: number; number: string; clientId: number; sku: string };

test('a PO upload with a bad line imports nothing and names it; the fixed file adds every line', async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(context, base, 'admin@demo.test');
  const api = await apiAs(base, 'admin@demo.test');
  const [order] = (await api.get<{ data: Row[] }>('/po/purchase-orders?status=draft&limit=1')).data;
  if (!order) throw new Error('the seed has no draft purchase order');
  const lines = async () =>
    (await api.get<{ data: Row[] }>(`/po/purchase-order-lines?poNumber=${order.number}&limit=50`)).data;
  const before = await lines();
  const taken = new Set(before.map((l) => l.sku));
  const free = (await api.get<{ data: Row[] }>('/p/products?limit=500')).data.filter(
    (p) => p.clientId === order.clientId && !taken.has(p.sku),
  );
  const [a, b] = free;
  if (!a || !b) throw new Error('the client has too few products');

  await page.goto('/#/po/po-upload');
  const upload = (name: string, csv: string) =>
    page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await upload(
    'po-bad.csv',
    `poNumber,sku,quantityOrdered\n${order.number},${a.sku},12\n${order.number},NO-SUCH-SKU,5\n`,
  );
  await expect(page.getByTestId('import-ready')).toContainText('2 purchase order lines');
  await page.getByRole('button', { name: 'Import' }).click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('Nothing was imported');
  await expect(result).toContainText('Line 3');
  await expect(result).toContainText('NO-SUCH-SKU');
  await page.screenshot({ path: 'test-results/warehouse-po-upload-refused.png', fullPage: true });
  expect((await lines()).length).toBe(before.length);

  await upload(
    'po-good.csv',
    `poNumber,sku,quantityOrdered\n${order.number},${a.sku},12\n${order.number},${b.sku},30\n`,
  );
  // the new file is read before Import is offered again (on a busy machine the click came first)
  await expect(page.getByTestId('import-ready')).toContainText('2 purchase order lines');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(result).toContainText('2 purchase order lines imported');
  expect((await lines()).length).toBe(before.length + 2);
  await api.dispose();
});

test('the warehouse lists open and name what they show', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'superadmin@demo.test');
  for (const [path, name, title] of [
    ['/wh/inventory/all', 'inventory', 'Stock on hand'],
    ['/wh/stock-adjustment/all', 'adjustments', 'Stock adjustments'],
    ['/po/purchase-orders/all', 'purchase-orders', 'Purchase orders'],
    ['/p/products/all', 'products', 'Products'],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `test-results/warehouse-${name}.png` });
  }
});
