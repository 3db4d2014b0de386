/**
 * The Pick/Pack reports over HTTP on seeded demo data (docs/warehouse.md): gated by packer and
 * the acting client's report flag, and reconciled with the pick/pack orders list and its lines
 * for the same period; lines per hour is lines over the hours with a pick.
 */
import { describe, expect, it } from 'vitest';
import { seedOptions } from '../seed/generate';
import { call, demoApp } from '../testing/helpers';
import { linesPerHour } from './pick-pack-reports';

const TODAY = '2026-11-21';
const period = 'from=2026-11-01&to=2026-11-30';
const EMAILS = ['admin@demo.test', 'client-admin@demo.test', 'client-user@demo.test'];
const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 3, deliveriesPerDay: 40 }), EMAILS);

type Order = { id: number; status: string; lines: number; units: number; pickedAt: string | null; picker: string };
type Line = { pickOrderId: number; quantity: number };

describe('the Pick/Pack reports', () => {
  it('are gated by packer and the acting client’s flag (spec 6)', async () => {
    const status = async (email: string, id: string, acting?: number) =>
      (await demo.get(email, `/api/reports/${id}?${period}${acting ? `&acting=${acting}` : ''}`)).status;
    // client 8 has every report flag on; client 14 only the summary's
    expect(await status('client-admin@demo.test', 'picker-performance', 8)).toBe(200);
    expect(await status('client-admin@demo.test', 'pick-pack-products', 8)).toBe(200);
    expect(await status('client-admin@demo.test', 'pick-pack-summary', 14)).toBe(200);
    expect(await status('client-admin@demo.test', 'picker-performance', 14)).toBe(403);
    expect(await status('client-admin@demo.test', 'pick-pack-products', 14)).toBe(403);
    // a client user holds no packer permission
    expect(await status('client-user@demo.test', 'pick-pack-summary')).toBe(403);
    expect(await status('admin@demo.test', 'picker-performance')).toBe(200);
  });

  it('the summary’s totals equal the orders list over the same days', async () => {
    const r = await demo.report('admin@demo.test', 'pick-pack-summary', period);
    const { data } = await demo.list<Order>('admin@demo.test', 'p/pick-orders', 'limit=1000');
    expect(r.totals?.received).toBe(data.length);
    expect(r.totals?.picked).toBe(data.filter((o) => o.pickedAt !== null).length);
    expect(r.totals?.waiting).toBe(data.filter((o) => o.status === 'received').length);
    expect(r.totals?.units).toBe(data.reduce((n, o) => n + o.units, 0));
    expect(r.totals?.received).toBeGreaterThan(0);
  });

  it('product summary and picker performance count the picked orders’ lines', async () => {
    const { data: orders } = await demo.list<Order>('admin@demo.test', 'p/pick-orders', 'limit=1000');
    const { data: lines } = await demo.list<Line>('admin@demo.test', 'p/pick-order-lines', 'limit=1000');
    const picked = new Set(orders.filter((o) => o.pickedAt !== null).map((o) => o.id));
    const pickedLines = lines.filter((l) => picked.has(l.pickOrderId));
    const products = await demo.report('admin@demo.test', 'pick-pack-products', period);
    expect(products.totals?.lines).toBe(pickedLines.length);
    expect(products.totals?.units).toBe(pickedLines.reduce((n, l) => n + l.quantity, 0));
    const pickers = await demo.report('admin@demo.test', 'picker-performance', period);
    expect(pickers.totals?.lines).toBe(pickedLines.length);
    expect(pickers.rows.map((r) => r.picker)).toEqual(
      expect.arrayContaining([...new Set(orders.filter((o) => o.pickedAt !== null).map((o) => o.picker))]),
    );
  });

  it('keep their answers until a table they read changes: a cancelled order, a stock adjustment', async () => {
    const admin = 'admin@demo.test';
    const token = demo.tokens[admin];
    const summary = await demo.report(admin, 'pick-pack-summary', period);
    expect((await demo.report(admin, 'pick-pack-summary', period)).totals).toEqual(summary.totals);
    const { data: orders } = await demo.list<Order & { version: number }>(admin, 'p/pick-orders', 'status=received');
    const order = orders[0];
    if (!order) throw new Error('the seed has orders waiting to be picked');
    const cancel = await call(demo.server, 'PATCH', `/api/p/pick-orders/${order.id}`, {
      token,
      body: { version: order.version, status: 'cancelled' },
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const after = await demo.report(admin, 'pick-pack-summary', period);
    expect(after.totals).toMatchObject({
      cancelled: Number(summary.totals.cancelled) + 1,
      waiting: Number(summary.totals.waiting) - 1,
    });

    // Product Summary's on hand is read from stock on hand, which an adjustment moves
    const products = await demo.report(admin, 'pick-pack-products', period);
    const sku = String(products.rows[0]?.sku);
    const { data: levels } = await demo.list<{ productId: number; warehouseId: number }>(
      admin,
      'wh/stock',
      `sku=${encodeURIComponent(sku)}`,
    );
    const level = levels[0];
    if (!level) throw new Error(`${sku} is on a shelf`);
    const adjust = await call(demo.server, 'POST', '/api/wh/stock-adjustments', {
      token,
      body: {
        status: 'applied',
        productId: level.productId,
        warehouseId: level.warehouseId,
        quantity: 5,
        reasonCode: 'found',
      },
    });
    expect(adjust.status, await adjust.clone().text()).toBe(201);
    const moved = await demo.report(admin, 'pick-pack-products', period);
    expect(moved.rows.find((r) => r.sku === sku)?.onHand).toBe(Number(products.rows[0]?.onHand) + 5);
  });

  it('lines per hour is lines over hours, none without hours', () => {
    expect(linesPerHour(45, 3)).toBe(15);
    expect(linesPerHour(10, 3)).toBe(3.3);
    expect(linesPerHour(4, 0)).toBeNull();
  });
});
