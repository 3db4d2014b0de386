import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  invoiceLines,
  invoiceTotals,
  payLines,
  paySummaries,
  rateFor,
  surchargeKey,
  sumCents,
  weekStartOf,
  type BillableDelivery,
  type PayRate,
  type RateCard,
} from './model';

const card = (over: Partial<RateCard>): RateCard => ({
  id: 1,
  clientId: 8,
  zoneId: null,
  serviceType: 'home',
  weightFromKg: 0,
  weightToKg: null,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  fuelCategoryId: 1,
  baseCents: 1000,
  perKgCents: 0,
  ...over,
});

const delivery = (over: Partial<BillableDelivery>): BillableDelivery => ({
  id: 1,
  reference: 'D-1',
  clientId: 8,
  date: '2026-11-25',
  zoneId: 3,
  serviceType: 'home',
  weightKg: 4,
  ...over,
});

describe('weekStartOf', () => {
  it('gives the Monday of the week, Sunday belonging to the week before', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23'); // Friday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });
});

describe('rateFor', () => {
  it('prices by the card in force on the delivery date, not today', () => {
    const old = card({ id: 1, effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31', baseCents: 900 });
    const current = card({ id: 2, effectiveFrom: '2026-01-01', baseCents: 1000 });
    expect(rateFor([old, current], delivery({ date: '2025-12-31' }))?.id).toBe(1);
    expect(rateFor([old, current], delivery({ date: '2026-01-01' }))?.id).toBe(2);
    expect(rateFor([old, current], delivery({ date: '2024-06-01' }))).toBeNull();
  });

  it('prefers the zone card over the any-zone card, whatever their order', () => {
    const anyZone = card({ id: 5, effectiveFrom: '2026-06-01' });
    const zoned = card({ id: 4, zoneId: 3, effectiveFrom: '2026-01-01' });
    expect(rateFor([anyZone, zoned], delivery({}))?.id).toBe(4);
    expect(rateFor([zoned, anyZone], delivery({}))?.id).toBe(4);
    expect(rateFor([anyZone, zoned], delivery({ zoneId: 9 }))?.id).toBe(5);
  });

  it('reads weight bands as from inclusive, up to exclusive', () => {
    const light = card({ id: 1, weightFromKg: 0, weightToKg: 5 });
    const heavy = card({ id: 2, weightFromKg: 5, weightToKg: null });
    expect(rateFor([light, heavy], delivery({ weightKg: 4.99 }))?.id).toBe(1);
    expect(rateFor([light, heavy], delivery({ weightKg: 5 }))?.id).toBe(2);
  });

  it("never prices with another client's or another service's card", () => {
    expect(rateFor([card({ clientId: 14 })], delivery({}))).toBeNull();
    expect(rateFor([card({ serviceType: 'wholesale' })], delivery({}))).toBeNull();
  });
});

describe('invoices', () => {
  it('rounds the surcharge per line, so the lines sum to the header exactly', () => {
    const cards = [card({ baseCents: 999, perKgCents: 33 })];
    const fuel = new Map([[surchargeKey(1, '2026-11-23'), 1234]]);
    const ds = Array.from({ length: 37 }, (_, i) => delivery({ id: i + 1, reference: `D-${i}`, weightKg: 0.37 * i }));
    const lines = invoiceLines(ds, cards, fuel, [
      { id: 1, clientId: 8, date: '2026-11-24', description: 'Storage', amountCents: 42_000 },
      { id: 2, clientId: 8, date: '2026-11-24', description: 'Goodwill credit', amountCents: -7_500 },
    ]);
    const t = invoiceTotals(lines);
    expect(lines).toHaveLength(39);
    for (const l of lines) expect(Number.isInteger(l.totalCents)).toBe(true);
    expect(t.totalCents).toBe(lines.reduce((n, l) => n + l.totalCents, 0));
    expect(t.totalCents).toBe(t.deliveryCents + t.fuelCents + t.chargeCents);
    expect(t.chargeCents).toBe(34_500);
    // one line by hand: 999 + round(33 × 0.37) = 1011; 12.34% of it = 124.76 → 125
    expect(lines[1]).toMatchObject({ baseCents: 1011, fuelBp: 1234, fuelCents: 125, totalCents: 1136 });
  });

  it('keeps a delivery no card prices as a line at 0, counted as unpriced', () => {
    const lines = invoiceLines([delivery({ serviceType: 'wholesale' })], [card({})], new Map(), []);
    expect(lines[0]).toMatchObject({ rateId: null, totalCents: 0 });
    expect(invoiceTotals(lines).unpriced).toBe(1);
  });

  it('takes the fuel surcharge of the delivery week and the card category', () => {
    const fuel = new Map([
      [surchargeKey(1, '2026-11-16'), 1000],
      [surchargeKey(1, '2026-11-23'), 2000],
      [surchargeKey(2, '2026-11-23'), 5000],
    ]);
    const [last, next] = invoiceLines(
      [delivery({ id: 1, date: '2026-11-22' }), delivery({ id: 2, date: '2026-11-23' })],
      [card({})],
      fuel,
      [],
    );
    expect(last?.fuelCents).toBe(100);
    expect(next?.fuelCents).toBe(200);
  });

  it('rounds a share half away from zero, for credits too', () => {
    expect(basisPointsOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(basisPointsOf(-5, 1000)).toBe(-1);
    expect(() => sumCents([1, 0.5])).toThrow(/cents/);
  });
});

describe('contractor pay', () => {
  const rates: PayRate[] = [
    {
      id: 1,
      routingGroupId: 1,
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      perRunCents: 10_000,
      perDropCents: 350,
    },
  ];
  const runs = [
    { id: 1, code: 'SYD-1', date: '2026-11-23', contractorId: 5, routingGroupId: 1, dropsDone: 30 },
    { id: 2, code: 'SYD-2', date: '2026-11-24', contractorId: 5, routingGroupId: 1, dropsDone: 12 },
    { id: 3, code: 'SYD-3', date: '2026-11-30', contractorId: 5, routingGroupId: 1, dropsDone: 1 },
    { id: 4, code: 'MEL-1', date: '2026-11-24', contractorId: 6, routingGroupId: 2, dropsDone: 20 },
  ];
  const fines = [
    { id: 1, runId: 2, contractorId: 5, date: '2026-11-24', reason: 'Late back to depot', amountCents: 2500 },
  ];

  it('pays each run its rate per run plus per completed drop, less fines', () => {
    const lines = payLines(runs, rates, fines);
    expect(lines.find((l) => l.runId === 1 && l.kind === 'run')?.amountCents).toBe(10_000 + 30 * 350);
    expect(lines.find((l) => l.kind === 'fine')?.amountCents).toBe(-2500);
    // no pay rate for routing group 2: a line at 0, seen rather than left out
    expect(lines.find((l) => l.runId === 4)).toMatchObject({ rateId: null, amountCents: 0 });
  });

  it('sums each contractor-week from its lines: the summary equals the sum of its lines', () => {
    const lines = payLines(runs, rates, fines);
    const summaries = paySummaries(lines);
    const week = summaries.find((s) => s.contractorId === 5 && s.weekStart === '2026-11-23');
    expect(week).toMatchObject({ runs: 2, drops: 42, fineCents: -2500 });
    expect(week?.payCents).toBe(10_000 + 30 * 350 + 10_000 + 12 * 350 - 2500);
    expect(sumCents(summaries.map((s) => s.payCents))).toBe(sumCents(lines.map((l) => l.amountCents)));
    expect(summaries).toHaveLength(3);
  });
});
