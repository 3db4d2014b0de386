/**
 * The inventory ledger over HTTP (docs/warehouse.md): stock on hand always equals the ledger's
 * sum (after the seed, after every kind of write, after refused ones and racing ones), a stock
 * adjustment needs its reason and may not take stock below zero, its reversal appends the
 * opposite movement, and the ledger and the balances take no write from anyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData, seedOptions } from '../seed/generate';
import { call, json, login, startTestServer, type TestServer } from '../testing/helpers';
import { ledgerMismatches } from './ledger';

const TODAY = '2026-11-21';
type Row = Record<string, unknown> & { id: number; version: number };

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({
    data: generateDemoData(seedOptions({ today: TODAY, seed: 7, days: 2, deliveriesPerDay: 40 })),
  });
  admin = await login(server, 'admin@demo.test');
});
afterAll(async () => {
  await server?.close();
});

async function list(path: string, token = admin): Promise<Row[]> {
  const res = await call(server, 'GET', `/api${path}`, { token });
  expect(res.status, path).toBe(200);
  return (await json<{ data: Row[] }>(res)).data;
}

async function level(warehouseId: number, productId: number): Promise<Row | undefined> {
  return (await list(`/wh/stock?warehouseId=${warehouseId}&productId=${productId}`))[0];
}

const adjust = (body: Record<string, unknown>, token = admin) =>
  call(server, 'POST', '/api/wh/stock-adjustments', { token, body: { status: 'applied', ...body } });

const errorsOf = async (res: Response) => (await json<{ errors: { field?: string; code: string }[] }>(res)).errors;

/** a stocked product with at least `min` on hand */
async function stocked(min: number): Promise<Row> {
  const found = (await list('/wh/stock?limit=200')).find((r) => Number(r.quantity) >= min);
  if (!found) throw new Error(`the seed has no stock of ${min} or more`);
  return found;
}

describe('the ledger and stock on hand', () => {
  it('the seed starts with every balance equal to the ledger sum', async () => {
    expect((await list('/wh/stock?limit=1')).length).toBe(1);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('an adjustment appends its movement and moves the balance in the same write', async () => {
    const start = await stocked(5);
    const res = await adjust({
      productId: start.productId,
      warehouseId: start.warehouseId,
      quantity: -3,
      reasonCode: 'damaged',
    });
    expect(res.status).toBe(201);
    const created = (await json<{ data: Row }>(res)).data;
    expect(created.adjustedAt).toEqual(expect.any(String));
    expect((await level(Number(start.warehouseId), Number(start.productId)))?.quantity).toBe(
      Number(start.quantity) - 3,
    );
    const [movement] = await list(`/wh/stock-movements?source=adjustment&sourceId=${created.id}`);
    expect(movement).toMatchObject({ kind: 'adjusted', quantity: -3, balanceAfter: Number(start.quantity) - 3 });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('refuses stock below zero with a 422 on quantity, saving neither the adjustment nor a movement', async () => {
    const start = await stocked(1);
    const before = (await list('/wh/stock-adjustments?limit=1')).length;
    const countBefore = (
      await json<{ count: number }>(await call(server, 'GET', '/api/wh/stock-movements?limit=1', { token: admin }))
    ).count;
    const res = await adjust({
      productId: start.productId,
      warehouseId: start.warehouseId,
      quantity: -(Number(start.quantity) + 1),
      reasonCode: 'lost',
    });
    expect(res.status).toBe(422);
    const [error] = await errorsOf(res);
    expect(error).toMatchObject({ field: 'quantity', code: 'BELOW_ZERO' });
    expect((await level(Number(start.warehouseId), Number(start.productId)))?.quantity).toBe(start.quantity);
    const countAfter = (
      await json<{ count: number }>(await call(server, 'GET', '/api/wh/stock-movements?limit=1', { token: admin }))
    ).count;
    expect(countAfter).toBe(countBefore);
    expect((await list('/wh/stock-adjustments?limit=1')).length).toBe(before);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('requires a reason code and a quantity other than 0', async () => {
    const start = await stocked(1);
    const noReason = await adjust({ productId: start.productId, warehouseId: start.warehouseId, quantity: 2 });
    expect(noReason.status).toBe(422);
    expect((await errorsOf(noReason)).map((e) => e.field)).toContain('reasonCode');
    const zero = await adjust({
      productId: start.productId,
      warehouseId: start.warehouseId,
      quantity: 0,
      reasonCode: 'stock-count',
    });
    expect(zero.status).toBe(422);
    expect((await errorsOf(zero))[0]?.field).toBe('quantity');
  });

  it('a reversal appends the opposite movement; one that would go below zero is refused on status', async () => {
    const start = await stocked(1);
    const w = Number(start.warehouseId);
    const p = Number(start.productId);
    const up = (
      await json<{ data: Row }>(await adjust({ productId: p, warehouseId: w, quantity: 4, reasonCode: 'found' }))
    ).data;
    const onHand = Number((await level(w, p))?.quantity);
    const reversed = await call(server, 'PATCH', `/api/wh/stock-adjustments/${up.id}`, {
      token: admin,
      body: { version: up.version, status: 'reversed' },
    });
    expect(reversed.status).toBe(200);
    expect((await json<{ data: Row }>(reversed)).data.reversedAt).toEqual(expect.any(String));
    expect((await level(w, p))?.quantity).toBe(onHand - 4);

    // stock added, then used: its reversal would leave less than nothing
    const added = (
      await json<{ data: Row }>(await adjust({ productId: p, warehouseId: w, quantity: 2, reasonCode: 'found' }))
    ).data;
    const all = Number((await level(w, p))?.quantity);
    expect((await adjust({ productId: p, warehouseId: w, quantity: -all, reasonCode: 'stock-count' })).status).toBe(
      201,
    );
    const refused = await call(server, 'PATCH', `/api/wh/stock-adjustments/${added.id}`, {
      token: admin,
      body: { version: added.version, status: 'reversed' },
    });
    expect(refused.status).toBe(422);
    expect((await errorsOf(refused))[0]?.field).toBe('status');
    expect((await level(w, p))?.quantity).toBe(0);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('racing adjustments never take stock below zero, and the balance still equals the ledger', async () => {
    const start = await stocked(4);
    const w = Number(start.warehouseId);
    const p = Number(start.productId);
    const have = 3;
    const down = Number(start.quantity) - have;
    expect((await adjust({ productId: p, warehouseId: w, quantity: -down, reasonCode: 'stock-count' })).status).toBe(
      201,
    );
    const results = await Promise.all(
      Array.from({ length: have + 3 }, () =>
        adjust({ productId: p, warehouseId: w, quantity: -1, reasonCode: 'lost' }),
      ),
    );
    expect(results.filter((r) => r.status === 201).length).toBe(have);
    expect(results.filter((r) => r.status === 422).length).toBe(3);
    expect((await level(w, p))?.quantity).toBe(0);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('the ledger and stock on hand take no write, from an admin either', async () => {
    const [movement] = await list('/wh/stock-movements?limit=1');
    const [onHand] = await list('/wh/stock?limit=1');
    if (!movement || !onHand) throw new Error('the seed has no ledger');
    const writes: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/wh/stock-movements', { ...movement, id: undefined }],
      ['PATCH', `/api/wh/stock-movements/${movement.id}`, { version: movement.version, quantity: 999 }],
      ['DELETE', `/api/wh/stock-movements/${movement.id}`, {}],
      ['PATCH', `/api/wh/stock/${onHand.id}`, { version: onHand.version, quantity: 999 }],
      ['POST', '/api/wh/stock', { productId: onHand.productId, warehouseId: onHand.warehouseId, quantity: 5 }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(server, method, path, { token: admin, body });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect((await level(Number(onHand.warehouseId), Number(onHand.productId)))?.quantity).toBe(onHand.quantity);
  });

  it('a client packer reads only their clients’ stock, and may not adjust without InventoryAdjustment', async () => {
    const token = await login(server, 'client-admin@demo.test');
    const rows = await list('/wh/stock?limit=500', token);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.clientId))).toEqual(
      new Set([8, 14].filter((c) => rows.some((r) => r.clientId === c))),
    );
    expect(rows.every((r) => r.clientId === 8 || r.clientId === 14)).toBe(true);
    const [first] = rows;
    const res = await adjust(
      { productId: first?.productId, warehouseId: first?.warehouseId, quantity: 1, reasonCode: 'found' },
      token,
    );
    expect(res.status).toBe(403);
  });
});

describe('purchase orders, the upload and receiving', () => {
  const lines = (number: string) => list(`/po/purchase-order-lines?poNumber=${number}&limit=50`);
  const importCsv = (csv: string, clientId?: number) =>
    call(server, 'POST', '/api/import/purchaseOrderLines', { token: admin, body: { csv, clientId } });

  async function openOrder(status: 'draft' | 'ordered'): Promise<Row> {
    const [order] = await list(`/po/purchase-orders?status=${status}&limit=1`);
    if (!order) throw new Error(`the seed has no ${status} order`);
    return order;
  }

  it('the seeded orders, lines and receipts agree, and over-receipt is flagged', async () => {
    const [over] = await list('/po/purchase-orders?overReceived=true&limit=1');
    expect(over?.status).toBe('received');
    const flagged = (await lines(String(over?.number))).filter((l) => l.overReceived === true);
    expect(flagged.length).toBe(1);
    expect(Number(flagged[0]?.quantityReceived)).toBeGreaterThan(Number(flagged[0]?.quantityOrdered));
  });

  it('an upload with a bad line imports nothing and names the line; a good one adds every line', async () => {
    const order = await openOrder('draft');
    const before = await lines(String(order.number));
    const [product] = await list(`/p/products?clientId=${order.clientId}&limit=50`);
    const taken = new Set(before.map((l) => l.sku));
    const free = (await list(`/p/products?limit=200`)).filter(
      (p) => p.clientId === order.clientId && !taken.has(p.sku),
    );
    expect(free.length).toBeGreaterThan(1);
    const [a, b] = free;
    const bad = `poNumber,sku,quantityOrdered\n${order.number},${a?.sku},12\n${order.number},NO-SUCH-SKU,5\n`;
    const refused = await importCsv(bad, Number(order.clientId));
    expect(refused.status).toBe(422);
    const body = await json<{ lineErrors: { line: number; message: string }[] }>(refused);
    expect(body.lineErrors).toHaveLength(1);
    expect(body.lineErrors[0]).toMatchObject({ line: 3 });
    expect(body.lineErrors[0]?.message).toContain('NO-SUCH-SKU');
    expect((await lines(String(order.number))).length).toBe(before.length);

    const good = `poNumber,sku,quantityOrdered\n${order.number},${a?.sku},12\n${order.number},${b?.sku},30\n`;
    expect((await importCsv(good, Number(order.clientId))).status).toBe(201);
    const after = await lines(String(order.number));
    expect(after.length).toBe(before.length + 2);
    expect(after.every((l) => l.purchaseOrderId === order.id && typeof l.productId === 'number')).toBe(true);
    const [stored] = await list(`/po/purchase-orders?number=${order.number}`);
    expect(stored?.unitsOrdered).toBe(after.reduce((n, l) => n + Number(l.quantityOrdered), 0));
    expect(product).toBeDefined();
  });

  it('receiving line by line adds stock through the ledger and flags an over-receipt', async () => {
    const order = await openOrder('ordered');
    const [line] = await lines(String(order.number));
    if (!line) throw new Error('the ordered order has no line');
    const w = Number(order.warehouseId);
    const p = Number(line.productId);
    const onHand = Number((await level(w, p))?.quantity ?? 0);
    const receive = (quantity: number) =>
      call(server, 'POST', '/api/po/receipts', { token: admin, body: { purchaseOrderLineId: line.id, quantity } });

    const first = await receive(Number(line.quantityOrdered) - 1);
    expect(first.status).toBe(201);
    // named as the dock knows it, by its order and SKU (what the outbox and its notices say)
    expect((await json<{ data: Row }>(first)).data).toMatchObject({
      overReceipt: false,
      line: `${String(order.number)} · ${String(line.sku)}`,
    });
    expect((await list(`/po/purchase-orders?number=${order.number}`))[0]?.status).toBe('receiving');

    const second = await receive(3);
    expect((await json<{ data: Row }>(second)).data.overReceipt).toBe(true);
    const [after] = await lines(String(order.number));
    expect(after).toMatchObject({ quantityReceived: Number(line.quantityOrdered) + 2, overReceived: true });
    expect((await list(`/po/purchase-orders?number=${order.number}`))[0]?.overReceived).toBe(true);
    expect((await level(w, p))?.quantity).toBe(onHand + Number(line.quantityOrdered) + 2);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('a draft takes no goods, and nobody moves an order to receiving by hand', async () => {
    const draft = await openOrder('draft');
    const [line] = await lines(String(draft.number));
    const res = await call(server, 'POST', '/api/po/receipts', {
      token: admin,
      body: { purchaseOrderLineId: line?.id, quantity: 1 },
    });
    expect(res.status).toBe(422);
    expect((await errorsOf(res))[0]?.field).toBe('purchaseOrderLineId');
    const ordered = await openOrder('ordered');
    const moved = await call(server, 'PATCH', `/api/po/purchase-orders/${ordered.id}`, {
      token: admin,
      body: { version: ordered.version, status: 'receiving' },
    });
    expect(moved.status).toBe(422);
    expect((await errorsOf(moved))[0]?.field).toBe('status');
  });
});

describe('pallets', () => {
  it('boxes are added while a pallet is open; closing stamps the time and fixes its boxes', async () => {
    const [open] = await list('/pallet/pallets?status=open&limit=1');
    const [box] = await list('/boxes?limit=1');
    if (!open || !box) throw new Error('the seed has no open pallet or no box');
    const boxIds = [...(open.boxIds as number[]), box.id];
    const added = await call(server, 'PATCH', `/api/pallet/pallets/${open.id}`, {
      token: admin,
      body: { version: open.version, boxIds },
    });
    expect(added.status).toBe(200);
    const grown = (await json<{ data: Row }>(added)).data;
    const closed = await call(server, 'PATCH', `/api/pallet/pallets/${open.id}`, {
      token: admin,
      body: { version: grown.version, status: 'closed' },
    });
    expect(closed.status).toBe(200);
    const shut = (await json<{ data: Row }>(closed)).data;
    expect(shut.closedAt).toEqual(expect.any(String));
    const refused = await call(server, 'PATCH', `/api/pallet/pallets/${open.id}`, {
      token: admin,
      body: { version: shut.version, boxIds: boxIds.slice(1) },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await errorsOf(refused))[0]?.field).toBe('boxIds');
  });
});
