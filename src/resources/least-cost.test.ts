import { describe, expect, it } from 'vitest';
import {
  NO_CARRIER,
  chargedKg,
  chooseCarrier,
  formatCents,
  percentOf,
  priceParcel,
  type ClientRateRow,
  type RateTables,
} from './least-cost';

const zone = (carrierId: number, zoneCode: string) => ({
  clientId: 8,
  carrierId,
  zoneCode,
  name: `${zoneCode} metro`,
  routingGroupId: 1,
  postcodes: ['2000', '2010'],
  suburbs: ['Sydney', 'Surry Hills'],
});
const rate = (carrierId: number, zoneCode: string, more: Partial<ClientRateRow>): ClientRateRow => ({
  clientId: 8,
  carrierId,
  zoneCode,
  fromKg: 1,
  toKg: 5,
  baseCents: 0,
  perKgCents: 0,
  effectiveFrom: '2026-11-01',
  effectiveTo: null,
  ...more,
});

/** Two carriers cover Sydney 2000 for client 8; a third is switched off. */
function tables(): RateTables {
  return {
    carriers: [
      { id: 1, name: 'Bravo Freight', code: 'BRV', countryId: 1, active: true },
      { id: 2, name: 'Alpha Couriers', code: 'ALP', countryId: 1, active: true },
      { id: 3, name: 'Charlie Parcels', code: 'CHA', countryId: 1, active: false },
    ],
    zones: [zone(1, 'SYD1'), zone(2, 'S01'), zone(3, 'C1'), { ...zone(2, 'S01'), clientId: 14 }],
    rates: [
      rate(1, 'SYD1', { baseCents: 800, perKgCents: 50 }),
      rate(1, 'SYD1', { fromKg: 5, toKg: 10, baseCents: 1200, perKgCents: 50 }),
      // last period's card for carrier 1
      rate(1, 'SYD1', { baseCents: 700, perKgCents: 50, effectiveFrom: '2026-08-01', effectiveTo: '2026-10-31' }),
      rate(2, 'S01', { baseCents: 900, perKgCents: 40 }),
      rate(3, 'C1', { baseCents: 1, perKgCents: 1 }),
    ],
    fuel: [
      { carrierId: 1, percent: 12.5, effectiveFrom: '2026-11-01', effectiveTo: null },
      { carrierId: 1, percent: 10, effectiveFrom: '2026-08-01', effectiveTo: '2026-10-31' },
      { carrierId: 2, percent: 6.5, effectiveFrom: '2026-01-01', effectiveTo: null },
    ],
    lineHaul: [{ carrierId: 1, routingGroupId: 1, perKgCents: 12, minimumCents: 90, effectiveFrom: '2026-01-01' }],
    fees: [
      { carrierId: 1, name: 'Residential', amountCents: 180, zoneCode: null, overKg: null, active: true },
      { carrierId: 1, name: 'Heavy', amountCents: 850, zoneCode: null, overKg: 6, active: true },
      { carrierId: 1, name: 'Outer levy', amountCents: 420, zoneCode: 'SYD2', overKg: null, active: true },
      { carrierId: 2, name: 'Signature', amountCents: 295, zoneCode: null, overKg: null, active: false },
    ],
  };
}

describe('least-cost routing (hand-worked)', () => {
  it('prices each carrier by the rate card and chooses the cheapest', () => {
    const answer = priceParcel(tables(), {
      clientId: 8,
      countryId: 1,
      locality: '2000',
      weightKg: 2.3,
      day: '2026-11-27',
    });
    // Bravo: 3 kg charged; freight 800 + 50 x 3 = 950; fuel 12.5% of 950 = 118.75 -> 119;
    // line haul max(90, 12 x 3 = 36) = 90; fees 180 (heavy is over 6 kg, the levy is SYD2's) -> 1339
    const bravo = answer.quotes.find((q) => q.carrierCode === 'BRV');
    expect(bravo).toMatchObject({
      chargedKg: 3,
      freightCents: 950,
      fuelCents: 119,
      lineHaulCents: 90,
      feesCents: 180,
      totalCents: 1339,
    });
    // Alpha: freight 900 + 40 x 3 = 1020; fuel 6.5% = 66.3 -> 66; no leg; the fee is off -> 1086
    const alpha = answer.quotes.find((q) => q.carrierCode === 'ALP');
    expect(alpha).toMatchObject({
      freightCents: 1020,
      fuelCents: 66,
      lineHaulCents: 0,
      feesCents: 0,
      totalCents: 1086,
    });
    expect(answer.cheapest?.carrier).toBe('Alpha Couriers');
    expect(answer.quotes.map((q) => q.carrierCode)).toEqual(['ALP', 'BRV']);
    // the switched-off carrier is not offered, even at a cent
    expect(answer.quotes.some((q) => q.carrierCode === 'CHA')).toBe(false);
  });

  it("prices only the carriers of the locality's country", () => {
    const t = tables();
    const nz: RateTables = { ...t, carriers: t.carriers.map((c) => (c.id === 2 ? { ...c, countryId: 2 } : c)) };
    const answer = priceParcel(nz, { clientId: 8, countryId: 1, locality: '2000', weightKg: 2.3, day: '2026-11-27' });
    expect(answer.quotes.map((q) => q.carrierCode)).toEqual(['BRV']);
  });

  it('finds the zone by suburb as by postcode, in any case', () => {
    const byName = priceParcel(tables(), {
      clientId: 8,
      countryId: 1,
      locality: ' surry hills ',
      weightKg: 2.3,
      day: '2026-11-27',
    });
    expect(byName.cheapest?.totalCents).toBe(1086);
  });

  it('uses the band holding the weight and the period holding the day', () => {
    // 7 kg: Bravo's 5-10 band, 1200 + 50 x 7 = 1550; fuel 193.75 -> 194; leg max(90, 84) = 90;
    // fees 180 + 850 (over 6 kg) -> 2864. Alpha has no band over 5 kg: unpriced, with the reason.
    const heavy = priceParcel(tables(), {
      clientId: 8,
      countryId: 1,
      locality: '2010',
      weightKg: 7,
      day: '2026-11-27',
    });
    expect(heavy.cheapest).toMatchObject({ carrierCode: 'BRV', freightCents: 1550, fuelCents: 194, totalCents: 2864 });
    expect(heavy.unpriced).toEqual([
      { carrierId: 2, carrier: 'Alpha Couriers', zoneCode: 'S01', reason: 'No rate for 7 kg in S01 on 2026-11-27.' },
    ]);
    // in October, Bravo's old card and 10% fuel: 700 + 150 = 850; fuel 85; leg 90; fee 180 -> 1205
    const october = priceParcel(tables(), {
      clientId: 8,
      countryId: 1,
      locality: '2000',
      weightKg: 2.3,
      day: '2026-10-15',
    });
    expect(october.quotes.find((q) => q.carrierCode === 'BRV')?.totalCents).toBe(1205);
  });

  it('breaks ties by freight, then by carrier code', () => {
    const t = tables();
    // both 1000 in total with equal freight: the code decides (ALP before BRV)
    const even: RateTables = {
      ...t,
      rates: [rate(1, 'SYD1', { baseCents: 1000 }), rate(2, 'S01', { baseCents: 1000 })],
      fuel: [],
      lineHaul: [],
      fees: [],
    };
    const tie = priceParcel(even, { clientId: 8, countryId: 1, locality: '2000', weightKg: 2, day: '2026-11-27' });
    expect(tie.cheapest?.carrierCode).toBe('ALP');
    // equal totals, Bravo's freight lower (900 + a 100 fee against 1000): Bravo
    const byFreight: RateTables = {
      ...even,
      rates: [rate(1, 'SYD1', { baseCents: 900 }), rate(2, 'S01', { baseCents: 1000 })],
      fees: [{ carrierId: 1, name: 'Fee', amountCents: 100, active: true }],
    };
    const second = priceParcel(byFreight, {
      clientId: 8,
      countryId: 1,
      locality: '2000',
      weightKg: 2,
      day: '2026-11-27',
    });
    expect(second.quotes.map((q) => q.totalCents)).toEqual([1000, 1000]);
    expect(second.cheapest?.carrierCode).toBe('BRV');
  });

  it("answers only from the client's own zones", () => {
    const other = priceParcel(tables(), {
      clientId: 14,
      countryId: 1,
      locality: '2000',
      weightKg: 2,
      day: '2026-11-27',
    });
    expect(other.quotes).toEqual([]);
    expect(other.unpriced.map((u) => u.carrierId)).toEqual([2]);
    expect(
      priceParcel(tables(), { clientId: 8, countryId: 1, locality: '3000', weightKg: 2, day: '2026-11-27' }).cheapest,
    ).toBe(null);
  });

  it('charges whole kilograms and rounds percentages half up', () => {
    expect([chargedKg(0.2), chargedKg(1), chargedKg(1.001), chargedKg(0.1 + 0.2 + 1.7)]).toEqual([1, 1, 2, 2]);
    expect([percentOf(1000, 14.35), percentOf(1, 50), percentOf(950, 12.5), percentOf(1020, 6.5)]).toEqual([
      144, 1, 119, 66,
    ]);
    expect([formatCents(1339), formatCents(5), formatCents(123456)]).toEqual(['$13.39', '$0.05', '$1,234.56']);
  });
});

describe('chooseCarrier', () => {
  const delivery = { countryId: 1, postcode: '2000', suburb: 'Sydney', weightKg: 2.3, date: '2026-11-21' };
  it("records the cheapest quote's carrier, zone and total", () => {
    const cheapest = priceParcel(tables(), {
      clientId: 8,
      countryId: 1,
      locality: '2000',
      weightKg: 2.3,
      day: '2026-11-21',
    }).cheapest!;
    expect(chooseCarrier(tables(), 8, delivery)).toEqual({
      carrierId: cheapest.carrierId,
      carrierZone: cheapest.zoneCode,
      carrierQuoteCents: cheapest.totalCents,
    });
  });
  it('reads the suburb when there is no postcode, and chooses none it cannot price', () => {
    expect(chooseCarrier(tables(), 8, { ...delivery, postcode: '' }).carrierId).not.toBeNull();
    expect(chooseCarrier(tables(), 8, { ...delivery, postcode: '9999', suburb: '' })).toEqual(NO_CARRIER);
    expect(chooseCarrier(tables(), 8, { ...delivery, weightKg: 0 })).toEqual(NO_CARRIER);
    expect(chooseCarrier(tables(), 8, { ...delivery, weightKg: 40 })).toEqual(NO_CARRIER);
    expect(chooseCarrier(tables(), 99, delivery)).toEqual(NO_CARRIER);
  });
});
