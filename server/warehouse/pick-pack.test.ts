/**
 * Pick/pack orders over HTTP (docs/warehouse.md): the seed's orders add up with the ledger, the
 * move to picked appends one 'picked' movement per line in the same write and is refused with
 * nothing saved when a shelf is short, lines are fixed once picked, a line's product and location
 * must fit its order, and the declared moves and their requirements hold.
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
const errorsOf = async (res: Response) => (await json<{ errors: { field?: string; code: string }[] }>(res)).errors;
const onHand = async (warehouseId: unknown, productId: unknown) =>
  Number((await list(`/wh/stock?warehouseId=${String(warehouseId)}&productId=${String(productId)}`))[0]?.quantity ?? 0);

/** a new received order of the client of a stocked shelf, with one line of `quantity` from that shelf */
async function orderWithLine(quantity: (stock: number) => number, number: string) {
  const shelf = (await list('/wh/stock?limit=200')).find((r) => Number(r.quantity) >= 3);
  if (!shelf) throw new Error('the seed has no stocked shelf');
  const created = await call(server, 'POST', '/api/p/pick-orders', {
    token: admin,
    body: { number, clientId: shelf.clientId, warehouseId: shelf.warehouseId, status: 'received' },
  });
  expect(created.status).toBe(201);
  const order = (await json<{ data: Row }>(created)).data;
  const line = await call(server, 'POST', '/api/p/pick-order-lines', {
    token: admin,
    body: { pickOrderId: order.id, productId: shelf.productId, quantity: quantity(Number(shelf.quantity)) },
  });
  expect(line.status).toBe(201);
  const fresh = (await list(`/p/pick-orders?number=${number}`))[0];
  if (!fresh) throw new Error('the order is gone');
  return { shelf, order: fresh, line: (await json<{ data: Row }>(line)).data };
}

describe('pick/pack orders', () => {
  it('the seed has orders at every stage, each picked one with its picked movements, and balance = ledger', async () => {
    const orders = await list('/p/pick-orders?limit=500');
    const statuses = new Set(orders.map((o) => o.status));
    for (const s of ['received', 'picked', 'packed', 'dispatched']) expect(statuses).toContain(s);
    const picked = orders.find((o) => o.status === 'dispatched');
    expect(picked?.deliveryId).toEqual(expect.any(Number));
    const moves = await list(`/wh/stock-movements?source=pick&sourceId=${String(picked?.id)}`);
    expect(moves.length).toBe(picked?.lines);
    expect(moves.every((m) => m.kind === 'picked' && Number(m.quantity) < 0)).toBe(true);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('takes an order in as received with its counts kept by the server', async () => {
    const { order, line } = await orderWithLine(() => 2, 'SO-TEST-1');
    expect(order).toMatchObject({ status: 'received', lines: 1, units: 2 });
    expect(order.receivedAt).toEqual(expect.any(String));
    expect(line.sku).toEqual(expect.any(String));
  });

  it('marking it picked needs a picker, then takes the lines off the shelf in the same write', async () => {
    const { shelf, order } = await orderWithLine(() => 2, 'SO-TEST-2');
    const before = await onHand(shelf.warehouseId, shelf.productId);
    const noPicker = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: order.version, status: 'picked' },
    });
    expect(noPicker.status).toBe(422);
    expect((await errorsOf(noPicker)).map((e) => e.field)).toContain('picker');

    const res = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: order.version, status: 'picked', picker: 'Aroha Ngata' },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: Row }>(res)).data.pickedAt).toEqual(expect.any(String));
    expect(await onHand(shelf.warehouseId, shelf.productId)).toBe(before - 2);
    const [move] = await list(`/wh/stock-movements?source=pick&sourceId=${order.id}`);
    expect(move).toMatchObject({ kind: 'picked', quantity: -2, balanceAfter: before - 2 });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('a short shelf refuses the move on status and saves nothing', async () => {
    const { shelf, order } = await orderWithLine((stock) => stock + 1, 'SO-TEST-3');
    const before = await onHand(shelf.warehouseId, shelf.productId);
    const res = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: order.version, status: 'picked', picker: 'Ben Carter' },
    });
    expect(res.status).toBe(422);
    expect((await errorsOf(res))[0]).toMatchObject({ field: 'status', code: 'BELOW_ZERO' });
    expect((await list(`/p/pick-orders?number=SO-TEST-3`))[0]?.status).toBe('received');
    expect(await onHand(shelf.warehouseId, shelf.productId)).toBe(before);
    expect(await list(`/wh/stock-movements?source=pick&sourceId=${order.id}`)).toEqual([]);
  });

  it('lines are fixed once the order is picked; its warehouse too (a declared rule)', async () => {
    const { order, line } = await orderWithLine(() => 1, 'SO-TEST-4');
    const picked = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: order.version, status: 'picked', picker: 'Mei Lin' },
    });
    expect(picked.status).toBe(200);
    const after = (await json<{ data: Row }>(picked)).data;
    const change = await call(server, 'PATCH', `/api/p/pick-order-lines/${line.id}`, {
      token: admin,
      body: { version: line.version, quantity: 3 },
    });
    expect(change.status).toBe(422);
    expect((await errorsOf(change))[0]?.field).toBe('pickOrderId');
    const warehouse = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: after.version, warehouseId: Number(order.warehouseId) === 1 ? 2 : 1 },
    });
    expect(warehouse.status).toBe(422);
    expect((await errorsOf(warehouse))[0]?.field).toBe('warehouseId');
  });

  it('dispatch needs the delivery the order becomes; a move past a stage is refused', async () => {
    const { order } = await orderWithLine(() => 1, 'SO-TEST-5');
    const jump = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: order.version, status: 'dispatched' },
    });
    expect(jump.status).toBe(422);
    let current = order;
    for (const status of ['picked', 'packed'])
      current = (
        await json<{ data: Row }>(
          await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
            token: admin,
            body: { version: current.version, status, picker: 'Liam Nguyen' },
          }),
        )
      ).data;
    expect(current.status).toBe('packed');
    const noDelivery = await call(server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token: admin,
      body: { version: current.version, status: 'dispatched' },
    });
    expect(noDelivery.status).toBe(422);
    expect((await errorsOf(noDelivery)).map((e) => e.field)).toContain('deliveryId');
  });

  it('a line’s product is the order’s client’s', async () => {
    const { order } = await orderWithLine(() => 1, 'SO-TEST-6');
    const other = (await list('/p/products?limit=200')).find((p) => p.clientId !== order.clientId);
    const res = await call(server, 'POST', '/api/p/pick-order-lines', {
      token: admin,
      body: { pickOrderId: order.id, productId: other?.id, quantity: 1 },
    });
    expect(res.status).toBe(422);
    expect((await errorsOf(res))[0]?.field).toBe('productId');
  });
});
