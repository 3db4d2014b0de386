/**
 * Warehouse journeys (docs/warehouse.md): a purchase order upload with a bad line imports nothing
 * and names the line, the fixed file adds every line; an ordered order received by scanning two
 * lines on its Receive Goods page, and stock on hand follows; the warehouse lists and reports open with
 * names, with a screenshot of each (test-results/warehouse-*.png); the warehouse tablet (its own
 * browser profile): a stock adjustment scanned offline replays once and stock on hand follows.
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures/offline';
import { JOURNEY_OPTIONS, test as journey, unsentCount } from './fixtures/journey';
import { operatorToday } from '../../src/lib/calendar';

// the tablet journey's persistent profile cannot be traced (fixtures/journey.ts): the file's options are the journeys'
test.use(JOURNEY_OPTIONS);

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
  // an admin names the client the rows are for (the picker shows once the client list is in)
  await page.getByRole('combobox', { name: 'Client' }).selectOption(String(order.clientId));
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

  // an ordered PO received at the dock from its page: two lines scanned, received, and stock on hand follows
  type Line = { id: number; sku: string; productId: number; quantityReceived: number };
  const [po] = (
    await api.get<{ data: (Row & { warehouseId: number })[] }>('/po/purchase-orders?status=ordered&limit=1')
  ).data;
  if (!po) throw new Error('the seed has no ordered purchase order');
  const poLines = (await api.get<{ data: Line[] }>(`/po/purchase-order-lines?purchaseOrderId=${po.id}&limit=50`)).data;
  const barcodes = new Map<number, string | null>();
  for (const l of poLines.slice(0, 4))
    barcodes.set(
      l.productId,
      (await api.get<{ data: { barcode: string | null } }>(`/p/products/${l.productId}`)).data.barcode,
    );
  const [one, two] = poLines.filter((l) => barcodes.get(l.productId));
  if (!one || !two) throw new Error('the ordered purchase order has too few lines with barcodes');
  const onHand = async (productId: number) =>
    (await api.get<{ data: { quantity: number }[] }>(`/wh/stock?warehouseId=${po.warehouseId}&productId=${productId}`))
      .data[0]?.quantity ?? 0;
  const stockBefore = [await onHand(one.productId), await onHand(two.productId)];
  await page.goto(`/#/po/purchase-orders/${po.id}`);
  // the order's page lists its lines under its details
  const linesSection = page.getByRole('region', { name: /^Lines/ });
  await expect(linesSection.getByTestId('lines-count')).toHaveText(`(${String(poLines.length)})`);
  for (const line of [one, two]) await expect(linesSection).toContainText(line.sku);
  await page.getByRole('link', { name: 'Receive Goods' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receive ${po.number}`);
  const scanProduct = page.getByRole('textbox', { name: 'Scan a product' });
  await expect(scanProduct).toBeFocused();
  // a keyboard-wedge scanner types into the focused field and ends with Enter
  for (const line of [one, one, two]) {
    await page.keyboard.type(barcodes.get(line.productId) ?? '');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('textbox', { name: `This receipt of ${one.sku}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: `This receipt of ${two.sku}` })).toHaveValue('1');
  await page.screenshot({ path: 'test-results/warehouse-receive.png', fullPage: true });
  await page.getByRole('button', { name: 'Receive 3 units' }).click();
  await expect(page.getByTestId('receiving-said')).toHaveText('Received 3 units on 2 lines.');
  await expect(page.getByRole('row').filter({ hasText: one.sku }).getByRole('cell').nth(4)).toHaveText(
    String(one.quantityReceived + 2),
  );
  expect([await onHand(one.productId), await onHand(two.productId)]).toEqual([
    (stockBefore[0] ?? 0) + 2,
    (stockBefore[1] ?? 0) + 1,
  ]);
  await api.dispose();
});

test('the warehouse lists open and name what they show', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'superadmin@demo.test');
  // a client's recipes, the client named by the path: that client's alone, each with what it is made of
  const api = await apiAs(baseURL ?? '', 'superadmin@demo.test');
  type Recipe = { id: number; name: string; madeOf: string; clientId: number };
  const recipes = (await api.get<{ data: Recipe[] }>('/client-tools/recipes?clientId=8&limit=50')).data;
  const all = (await api.get<{ data: Recipe[]; count: number }>('/client-tools/recipes?limit=1')).count;
  await api.dispose();
  const [recipe] = recipes;
  if (!recipe || all <= recipes.length) throw new Error('the seed has no recipes of client 8 and others');
  await page.goto('/#/d/client-tools/8/orders/recipes');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Recipes');
  await expect(page.getByTestId('list-range')).toHaveText(`1–${recipes.length} of ${recipes.length}`);
  const row = page.getByRole('row').filter({ hasText: recipe.madeOf });
  await expect(row).toContainText(recipe.name);
  await page.screenshot({ path: 'test-results/warehouse-recipes.png' });
  await row.getByRole('link', { name: recipe.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(recipe.name);
  await expect(page.getByText(recipe.madeOf)).toBeVisible();
  // its components are edited as rows (a product picker and a count), not JSON text; one more of the first
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const firstCount = page.getByRole('textbox', { name: 'Quantity, line 1' });
  const count = Number(await firstCount.inputValue());
  const firstProduct = page.getByRole('combobox', { name: 'Product, line 1' });
  await expect(firstProduct).toHaveValue(/\S/);
  await expect(firstProduct).not.toHaveValue('Product, line 1');
  await firstCount.fill(String(count + 1));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(recipe.madeOf.replace(/^\d+/, String(count + 1)))).toBeVisible();
  for (const [path, name, title] of [
    ['/wh/inventory/all', 'inventory', 'Stock on hand'],
    ['/wh/stock-adjustment/all', 'adjustments', 'Stock adjustments'],
    ['/po/purchase-orders/all', 'purchase-orders', 'Purchase orders'],
    ['/p/products/all', 'products', 'Products'],
    ['/pallet/summary', 'pallet-summary', 'Pallet Summary'],
    ['/d/client-tools/orders/forecast', 'forecast', 'Forecast Products'],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `test-results/warehouse-${name}.png` });
  }
  // a client's pick sheet prints alone: the sheet on paper, the shell and the page's controls off it
  await page.goto('/#/client-tools/8/pick-sheet-order');
  await expect(page.getByTestId('pick-sheet-heading')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Lines of order / })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('pick-sheet-heading')).toBeVisible();
  await page.screenshot({ path: 'test-results/warehouse-pick-sheet-print.png', fullPage: true });
});

test('a pallet is built by scanning boxes, and the Pallet Summary counts them', async ({ page, context, baseURL }) => {
  const base = baseURL ?? '';
  await signIn(context, base, 'admin@demo.test');
  const api = await apiAs(base, 'admin@demo.test');
  type Pallet = { id: number; code: string; boxIds: number[] };
  const [pallet] = (await api.get<{ data: Pallet[] }>('/pallet/pallets?status=open&limit=1')).data;
  if (!pallet) throw new Error('the seed has no open pallet');
  const today = operatorToday();
  const boxes = (await api.get<{ data: { id: number; barcode: string }[] }>(`/boxes?date=${today}&limit=50`)).data
    .filter((b) => !pallet.boxIds.includes(b.id))
    .slice(0, 2);
  const [a, b] = boxes;
  if (!a || !b) throw new Error('the seed has too few boxes today');

  await page.goto(`/#/pallet/pallets/${pallet.id}`);
  const builder = page.getByRole('region', { name: 'Build the pallet' });
  await expect(builder.getByTestId('pallet-boxes')).toHaveText(`${pallet.boxIds.length} boxes on this pallet`);
  const scan = builder.getByRole('textbox', { name: 'Scan a box' });
  await expect(scan).toBeEnabled();
  const scanned = builder.getByRole('table', { name: 'Boxes scanned' });
  for (const [i, code] of [a.barcode, b.barcode].entries()) {
    // a keyboard-wedge scanner types into the focused field and ends with Enter
    await scan.focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(builder.getByTestId('pallet-boxes')).toHaveText(
      `${pallet.boxIds.length + i + 1} boxes on this pallet`,
    );
    await expect(scanned.getByRole('row').nth(1)).toContainText('sent');
  }
  await scan.fill(a.barcode);
  await scan.press('Enter');
  await expect(scanned.getByRole('row').nth(1)).toContainText('Already on this pallet.');
  await scan.fill('NO-SUCH-BOX');
  await scan.press('Enter');
  await expect(scanned.getByRole('row').nth(1)).toContainText('Not one of today’s boxes');
  await page.screenshot({ path: 'test-results/warehouse-pallet-builder.png', fullPage: true });
  const stored = (await api.get<{ data: Pallet }>(`/pallet/pallets/${pallet.id}`)).data;
  expect(stored.boxIds).toEqual([...pallet.boxIds, a.id, b.id]);

  await page.goto('/#/pallet/summary');
  // the Boxes column of the pallet's row (Pallet, Depot, Status, Boxes, ...)
  const row = page.getByRole('row').filter({ hasText: pallet.code });
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(pallet.boxIds.length + 2));
  await api.dispose();
});

type Stock = { id: number; productId: number; warehouseId: number; quantity: number };
type Product = { id: number; sku: string; barcode: string | null };

journey.describe('the warehouse tablet', () => {
  journey.use({ user: 'superadmin@demo.test' });

  journey(
    'a stock adjustment scanned offline waits on the tablet, replays once, and stock on hand follows',
    async ({ api, app }) => {
      journey.setTimeout(90_000);
      const levels = (await api.get<{ data: Stock[] }>('/wh/stock?limit=100&sort=id')).data;
      const products = (await api.get<{ data: Product[] }>('/p/products?limit=-1')).data;
      const byId = new Map(products.map((p) => [p.id, p]));
      const level = levels.find((l) => byId.get(l.productId)?.barcode);
      const product = level ? byId.get(level.productId) : undefined;
      if (!level || !product?.barcode) throw new Error('the seed has no stocked product with a barcode');
      const adjustments = async () =>
        (await api.get<{ count: number }>(`/wh/stock-adjustments?productId=${product.id}&limit=1`)).count;
      const before = await adjustments();

      const page = await app.open(`/#/wh/stock-adjustment-v2/all?warehouse=${level.warehouseId}`);
      await expect(page.getByTestId('as-of')).toContainText('Live');
      // offline, after a reload: the products and the stock come from the tablet's own copy
      await app.context.setOffline(true);
      await page.reload();
      const scan = page.getByRole('textbox', { name: 'Scan a product' });
      await expect(scan).toBeFocused();
      // a keyboard-wedge scanner types into the focused field and ends with Enter
      await page.keyboard.type(product.barcode);
      await page.keyboard.press('Enter');
      const result = page.getByRole('region', { name: 'Adjust stock' });
      await expect(result).toContainText(product.sku);
      await expect(page.getByTestId('on-hand')).toHaveText(`On hand in this warehouse: ${level.quantity}`);
      await result.getByRole('textbox', { name: 'Quantity' }).fill(`-${level.quantity + 1}`);
      await expect(result).toContainText('Stock may not go below zero');
      await result.getByRole('textbox', { name: 'Quantity' }).fill('3');
      await result.getByRole('combobox', { name: 'Reason' }).selectOption('found');
      await result.getByRole('button', { name: 'Adjust stock' }).click();
      await expect(page.getByRole('table', { name: 'Adjustments made on this tablet' })).toContainText(
        'on this device',
      );
      expect(await unsentCount(page)).toBe(1);
      await page.screenshot({ path: 'test-results/warehouse-scan-adjust-offline.png', fullPage: true });

      await app.context.setOffline(false);
      await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
      // sent once: one adjustment more, and the outbox holds nothing to send again
      expect(await adjustments()).toBe(before + 1);
      const now = (
        await api.get<{ data: Stock[] }>(`/wh/stock?warehouseId=${level.warehouseId}&productId=${product.id}`)
      ).data[0];
      expect(now?.quantity).toBe(level.quantity + 3);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByTestId('on-hand')).toHaveText(`On hand in this warehouse: ${level.quantity + 3}`);
    },
  );
});
