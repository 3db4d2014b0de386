/**
 * Revenue by Metric's per km (docs/finance.md, 'Per km'), worked by hand on a small case: one
 * routing group over two days. On 1 December an applied route plan drove 40 km and four drops
 * were delivered, three of client A's (1 box each, $10.00 a drop) and one of client B's (5 boxes,
 * $20.00); on 2 December two of A's drops were delivered, with only an unapplied plan and a
 * historical one. So: revenue $70.00, of which $50.00 on the planned day over 40 km = $1.25 a km,
 * covering 71.4% of the revenue. Client A's share of the 40 km is 3 of 4 drops, 30 km: $30.00 /
 * 30 km = $1.00 a km, covering $30.00 of $50.00 (60%); client B's is 10 km: $20.00 / 10 km =
 * $2.00 a km, all of its revenue. Split by boxes instead, A would get 15 km; counting the
 * unapplied plan, 2 December would be covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewOfScreen } from '../../src/features/reports/report-views';
import { permissionsOf } from '../../src/resources/index';
import type { AuthUser } from '../http/context';
import type { DemoData, SeedRecord } from '../seed/types';
import { CLIENT_A, CLIENT_B, fixtureData } from '../testing/fixture';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { revenueByMetric } from './finance-reports';
import type { ReportScope } from './kit';

const DAY_1 = '2026-12-01';
const DAY_2 = '2026-12-02';
const PERIOD = { from: DAY_1, to: DAY_2 };

function caseData(): DemoData {
  const data = fixtureData();
  const template = data.records.deliveries?.[0];
  if (!template) throw new Error('the fixture has no delivery');
  let id = 1000;
  const delivery = (clientId: number, date: string, boxCount: number, status = 'delivered'): SeedRecord => {
    id += 1;
    return {
      ...template,
      id,
      clientId,
      reference: `KM-${id}`,
      date,
      status,
      boxCount,
      weightKg: 1,
      routingGroupId: 1,
      runId: null,
    };
  };
  const card = (cardId: number, clientId: number, baseCents: number): SeedRecord => ({
    id: cardId,
    clientId,
    zoneId: null,
    serviceType: 'home',
    weightFromKg: 0,
    weightToKg: null,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    fuelCategoryId: null,
    baseCents,
    perKgCents: 0,
  });
  const plan = (planId: number, date: string, km: number, applied: number[], historical = false): SeedRecord => ({
    id: planId,
    clientId: null,
    historical,
    name: `MEL ${date} #${planId}`,
    date,
    routingGroupId: 1,
    depotId: 1,
    runs: [],
    distanceBeforeKm: km,
    distanceAfterKm: km,
    durationBeforeMin: 60,
    durationAfterMin: 60,
    appliedRunIds: applied,
  });
  data.records.deliveries = [
    ...(data.records.deliveries ?? []),
    delivery(CLIENT_A, DAY_1, 1),
    delivery(CLIENT_A, DAY_1, 1),
    delivery(CLIENT_A, DAY_1, 1),
    delivery(CLIENT_A, DAY_1, 4, 'failed'),
    delivery(CLIENT_B, DAY_1, 5),
    delivery(CLIENT_A, DAY_2, 1),
    delivery(CLIENT_A, DAY_2, 1),
  ];
  data.records.clientRates = [card(1, CLIENT_A, 1000), card(2, CLIENT_B, 2000)];
  data.records.routePlans = [plan(1, DAY_1, 40, [1]), plan(2, DAY_2, 100, []), plan(3, DAY_2, 70, [2], true)];
  return data;
}

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase({ seed: caseData() });
});
afterAll(async () => {
  await test.drop();
});

function scopeOf(clientIds: number[] | null): ReportScope {
  const user: AuthUser = {
    id: 1,
    email: 'superadmin@demo.test',
    name: 'Demo admin',
    role: 'admin',
    clientId: null,
    clientIds: clientIds ?? [],
    features: {},
    permissions: permissionsOf('admin'),
  };
  return { clientIds, contractorId: null, user };
}

const metrics = ({ km, perKm, kmCoverage, revenueCents }: Record<string, string | number | null>) => ({
  km,
  perKm,
  kmCoverage,
  revenueCents,
});

describe('Revenue by Metric per km', () => {
  it('divides the revenue of the days with an applied plan by their distance, and says what share that is', async () => {
    const answer = await revenueByMetric.run(test.db, PERIOD, scopeOf(null));
    expect(answer.rows).toHaveLength(1);
    const [row] = answer.rows;
    expect(row).toMatchObject({ routingGroup: 'Melbourne', drops: 6, boxes: 10, perDrop: 1167, perBox: 700 });
    expect(metrics(row ?? {})).toEqual({ km: 40, perKm: 125, kmCoverage: 71.4, revenueCents: 7000 });
    expect(metrics(answer.totals)).toEqual({ km: 40, perKm: 125, kmCoverage: 71.4, revenueCents: 7000 });
    expect(answer.columns.map((c) => [c.key, c.label, c.type])).toEqual(
      expect.arrayContaining([
        ['km', 'Planned distance (km)', 'decimal'],
        ['perKm', 'Per km', 'cents'],
        ['kmCoverage', 'Per km covers (% of revenue)', 'percent'],
      ]),
    );
    // the page's headline figures, per km and its share among them, are the answer's totals
    const headlines = viewOfScreen('b.revenue-metric')?.headlines ?? [];
    expect(headlines.map((h) => h.key)).toEqual(expect.arrayContaining(['perKm', 'kmCoverage']));
    for (const h of headlines) expect(answer.totals[h.key], h.key).not.toBeUndefined();
  });

  it("gives a client its drops' share of each planned day's distance", async () => {
    const a = await revenueByMetric.run(test.db, { ...PERIOD, client: CLIENT_A }, scopeOf(null));
    expect(metrics(a.totals)).toEqual({ km: 30, perKm: 100, kmCoverage: 60, revenueCents: 5000 });
    const b = await revenueByMetric.run(test.db, { ...PERIOD, client: CLIENT_B }, scopeOf(null));
    expect(metrics(b.totals)).toEqual({ km: 10, perKm: 200, kmCoverage: 100, revenueCents: 2000 });
    // a client user's own clients are counted the same way
    const own = await revenueByMetric.run(test.db, PERIOD, scopeOf([CLIENT_A]));
    expect(own.totals).toEqual(a.totals);
    expect(own.rows).toEqual(a.rows);
  });

  it('gives no figure when no day of the period has an applied plan', async () => {
    const answer = await revenueByMetric.run(test.db, { from: DAY_2, to: DAY_2 }, scopeOf(null));
    expect(metrics(answer.totals)).toEqual({ km: 0, perKm: null, kmCoverage: 0, revenueCents: 2000 });
  });
});
