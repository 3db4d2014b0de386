/**
 * Pallet Summary and Forecast Products over HTTP on seeded demo data (docs/warehouse.md): the
 * pallet summary's boxes per status add up to the pallets list; the forecast is gated as its
 * screen (admins, and client 341's client-tools users) and its expectation is the same weekday's
 * mean in the period.
 */
import { describe, expect, it } from 'vitest';
import { seedOptions } from '../seed/generate';
import { demoApp } from '../testing/helpers';
import { forecastOrders } from './warehouse-reports';

const TODAY = '2026-11-21';
const period = 'from=2026-11-01&to=2026-11-30';
const demo = demoApp(seedOptions({ today: TODAY, seed: 7, days: 3, deliveriesPerDay: 40 }), [
  'admin@demo.test',
  'client-admin@demo.test',
]);

type Pallet = { code: string; status: string; boxIds: number[]; dispatchedAt: string | null };

describe('Pallet Summary', () => {
  it('counts the boxes of every pallet at a depot, per pallet and per status, as the pallets list holds them', async () => {
    const r = await demo.report('admin@demo.test', 'pallet-summary', period);
    const { data } = await demo.list<Pallet>('admin@demo.test', 'pallet/pallets', 'limit=1000');
    const atDepot = data.filter((p) => p.status !== 'dispatched');
    for (const status of ['open', 'closed'] as const) {
      const of = data.filter((p) => p.status === status);
      expect(r.totals[`${status}Pallets`]).toBe(of.length);
      expect(r.totals[`${status}Boxes`]).toBe(of.reduce((n, p) => n + p.boxIds.length, 0));
    }
    expect(atDepot.length).toBeGreaterThan(0);
    const byCode = new Map(data.map((p) => [p.code, p.boxIds.length]));
    for (const row of r.rows) expect(row.boxes).toBe(byCode.get(String(row.pallet)));
    expect(r.chart?.rows.map((c) => c.status)).toEqual(['open', 'closed', 'dispatched']);
    expect(r.chart?.rows.reduce((n, c) => n + Number(c.boxes), 0)).toBe(r.totals.boxes);
  });

  it("reads each pallet's times on its depot's clock, not the operator's", async () => {
    const r = await demo.report('admin@demo.test', 'pallet-summary', period);
    type Depot = { name: string; routingGroupId: number };
    const depots = (await demo.list<Depot>('admin@demo.test', 'nv/depot', 'limit=-1')).data;
    const groups = (await demo.list<{ id: number; timezone: string }>('admin@demo.test', 'z/routing-group', 'limit=-1'))
      .data;
    const zoneOf = new Map(depots.map((d) => [d.name, groups.find((g) => g.id === d.routingGroupId)?.timezone]));
    expect(r.columns.filter((c) => c.type === 'datetime').map((c) => c.zoneKey)).toEqual(['zone', 'zone']);
    for (const row of r.rows) expect(row.zone).toBe(zoneOf.get(String(row.depot)));
    expect(new Set(r.rows.map((row) => row.zone)).size).toBeGreaterThan(1);
  });

  it('is for admin-type staff only', async () => {
    expect((await demo.get('client-admin@demo.test', `/api/reports/pallet-summary?${period}`)).status).toBe(403);
  });
});

describe('Forecast Products', () => {
  it('expects on each day the mean of the same weekday in the period, counting days without orders', () => {
    // 2026-11-02 and 2026-11-09 are Mondays; the period is two weeks from Monday 2 Nov
    const history = [
      { product: 'A', day: '2026-11-02', orders: 4 },
      { product: 'A', day: '2026-11-03', orders: 1 },
      { product: 'B', day: '2026-11-10', orders: 3 },
    ];
    const { days, perProduct } = forecastOrders(history, '2026-11-02', '2026-11-15');
    expect(days[0]).toBe('2026-11-16');
    expect(days).toHaveLength(7);
    // Mondays 4 and 0; Tuesdays 1 and 0
    expect(perProduct.get('A')?.slice(0, 3)).toEqual([2, 0.5, 0]);
    expect(perProduct.get('B')?.slice(0, 2)).toEqual([0, 1.5]);
    // a weekday the period does not hold: the mean of every day (4 and 1)
    expect(forecastOrders(history, '2026-11-02', '2026-11-03').perProduct.get('A')).toEqual([
      2.5, 2.5, 2.5, 2.5, 2.5, 4, 1,
    ]);
  });

  it('answers admins with a column per coming day and a chart per day that adds up to the total', async () => {
    const r = await demo.report('admin@demo.test', 'product-forecast', 'from=2026-11-01&to=2026-11-21');
    expect(r.columns.map((c) => c.label)).toContain('Sun 22 Nov');
    expect(r.rows.length).toBeGreaterThan(0);
    expect(r.chart?.rows).toHaveLength(7);
    const sum = r.chart?.rows.reduce((n, c) => n + Number(c.orders), 0) ?? 0;
    expect(sum).toBeCloseTo(Number(r.totals.expected), 5);
  });

  it('is refused to a client admin of another client than 341 (spec 6)', async () => {
    expect((await demo.get('client-admin@demo.test', `/api/reports/product-forecast?${period}`)).status).toBe(403);
  });
});
