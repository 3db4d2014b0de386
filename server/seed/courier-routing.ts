/**
 * Courier Routing demo data (docs/courier-routing.md): five carriers (four Australian, one New
 * Zealand), and for every client with least-cost routing on, each carrier's zones over the
 * routing groups the client ships to (metro: the group's first half of zones, outer: the rest,
 * their postcodes and suburbs taken from the reference zones), the client's rates by weight band
 * in each zone (the current period, plus last quarter's for the first carrier), the carriers'
 * fuel surcharges, line-haul legs and fees. Pure and deterministic; money is integer cents.
 */
import { shiftDay } from '../../src/lib/calendar';
import { chargedKg, chooseCarrier, reconcileBilledWeight, type RateTables } from '../../src/resources/least-cost';
import type { ClientProfile } from './clients';
import type { Random } from './random';
import type { DeliveryRecord } from './records';
import type { GroupInfo, Reference } from './reference';
import type { SeedTable } from './seed-table';
import type { SeedRecord } from './types';

interface CarrierDef {
  code: string;
  name: string;
  countryId: number;
  services: string[];
  /** price level against the others (1 = average) */
  level: number;
  /** cost rise per kg against the others */
  perKg: number;
  fuelPercent: number;
}

const CARRIERS: readonly CarrierDef[] = [
  {
    code: 'AUP',
    name: 'Australia Post',
    countryId: 1,
    services: ['Parcel Post', 'Express Post'],
    level: 1,
    perKg: 1,
    fuelPercent: 6.5,
  },
  {
    code: 'STE',
    name: 'StarTrack',
    countryId: 1,
    services: ['Road Express', 'Premium'],
    level: 1.15,
    perKg: 0.7,
    fuelPercent: 18.45,
  },
  {
    code: 'CPL',
    name: 'Couriers Please',
    countryId: 1,
    services: ['Standard', 'Authority to Leave'],
    level: 0.9,
    perKg: 1.2,
    fuelPercent: 14,
  },
  {
    code: 'ARA',
    name: 'Aramex',
    countryId: 1,
    services: ['Standard', 'Signature'],
    level: 0.95,
    perKg: 1.1,
    fuelPercent: 12.5,
  },
  {
    code: 'NZP',
    name: 'NZ Post',
    countryId: 2,
    services: ['Parcel', 'Courier'],
    level: 1,
    perKg: 1,
    fuelPercent: 9.75,
  },
];

/** The weight bands every client rate card has: over `from` up to `to` kg. */
const BANDS: readonly [number, number][] = [
  [0, 1],
  [1, 5],
  [5, 10],
  [10, 25],
];

interface CarrierZone {
  carrierId: number;
  carrier: CarrierDef;
  group: GroupInfo;
  code: string;
  outer: boolean;
  postcodes: string[];
  suburbs: string[];
}

function carrierZones(ref: Reference, client: ClientProfile): CarrierZone[] {
  const out: CarrierZone[] = [];
  CARRIERS.forEach((carrier, i) => {
    for (const group of ref.groups) {
      if (group.countryId !== carrier.countryId || !client.groups.includes(group.code)) continue;
      const half = Math.ceil(group.zones.length / 2);
      for (const outer of [false, true]) {
        const zones = outer ? group.zones.slice(half) : group.zones.slice(0, half);
        const pairs = zones.flatMap((z) => z.suburbs);
        out.push({
          carrierId: i + 1,
          carrier,
          group,
          code: `${group.code}${outer ? 2 : 1}`,
          outer,
          postcodes: [...new Set(pairs.map(([, postcode]) => postcode))].sort(),
          suburbs: pairs.map(([suburb]) => suburb),
        });
      }
    }
  });
  return out;
}

const lcrClients = (clients: readonly ClientProfile[]) =>
  clients.filter((c) => c.record.configuration?.leastCostRoutingEnabled === true);

/** The first day of the current rate period: the first of this month. */
const periodStart = (today: string) => `${today.slice(0, 7)}-01`;

export function buildCarriers(): SeedRecord[] {
  return CARRIERS.map((c, i) => ({
    id: i + 1,
    clientId: null,
    name: c.name,
    code: c.code,
    services: c.services,
    countryId: c.countryId,
    active: true,
    accountNumber: `${c.code}-${String(40_000 + i * 137)}`,
  }));
}

export function buildClientZones(ref: Reference, clients: readonly ClientProfile[]): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const client of lcrClients(clients))
    for (const z of carrierZones(ref, client))
      out.push({
        id: out.length + 1,
        clientId: client.record.id,
        name: `${z.carrier.code} ${z.group.name} ${z.outer ? 'outer' : 'metro'}`,
        carrierId: z.carrierId,
        zoneCode: z.code,
        routingGroupId: z.group.id,
        postcodes: z.postcodes,
        suburbs: z.suburbs,
      });
  return out;
}

export function buildClientRates(
  ref: Reference,
  clients: readonly ClientProfile[],
  rng: Random,
  today: string,
): SeedRecord[] {
  const out: SeedRecord[] = [];
  const from = periodStart(today);
  for (const client of lcrClients(clients)) {
    // each client negotiated its own discount with every carrier
    const discount = CARRIERS.map(() => rng.float(0.85, 1.05));
    for (const z of carrierZones(ref, client)) {
      const level = z.carrier.level * discount[z.carrierId - 1]! * (z.outer ? 1.3 : 1);
      BANDS.forEach(([fromKg, toKg], band) => {
        const rate = {
          clientId: client.record.id,
          carrierId: z.carrierId,
          zoneCode: z.code,
          fromKg,
          toKg,
          baseCents: Math.round((650 + band * 240) * level),
          perKgCents: Math.round(45 * z.carrier.perKg * level),
        };
        // last quarter's card for the first carrier: lower, closed the day before this one
        if (z.carrierId === 1)
          out.push({
            id: out.length + 1,
            ...rate,
            baseCents: Math.round(rate.baseCents * 0.95),
            effectiveFrom: shiftDay(from, -92),
            effectiveTo: shiftDay(from, -1),
          });
        out.push({ id: out.length + 1, ...rate, effectiveFrom: from, effectiveTo: null });
      });
    }
  }
  return out;
}

export function buildFuelSurcharges(today: string): SeedRecord[] {
  const from = periodStart(today);
  const out: SeedRecord[] = [];
  CARRIERS.forEach((c, i) => {
    out.push({
      id: out.length + 1,
      clientId: null,
      carrierId: i + 1,
      percent: Math.round((c.fuelPercent - 0.8) * 100) / 100,
      effectiveFrom: shiftDay(from, -92),
      effectiveTo: shiftDay(from, -1),
    });
    out.push({
      id: out.length + 1,
      clientId: null,
      carrierId: i + 1,
      percent: c.fuelPercent,
      effectiveFrom: from,
      effectiveTo: null,
    });
  });
  return out;
}

export function buildLineHaulRates(ref: Reference, today: string): SeedRecord[] {
  const out: SeedRecord[] = [];
  CARRIERS.forEach((c, i) => {
    for (const group of ref.groups) {
      if (group.countryId !== c.countryId) continue;
      out.push({
        id: out.length + 1,
        clientId: null,
        carrierId: i + 1,
        routingGroupId: group.id,
        perKgCents: Math.round(12 * c.level),
        minimumCents: Math.round(90 * c.level),
        effectiveFrom: shiftDay(periodStart(today), -92),
        effectiveTo: null,
      });
    }
  });
  return out;
}

export function buildCourierFees(): SeedRecord[] {
  const fees: Record<string, unknown>[] = [
    { carrierId: 1, name: 'Signature on delivery', amountCents: 295, zoneCode: null, overKg: null, active: false },
    { carrierId: 2, name: 'Heavy item (over 20 kg)', amountCents: 850, zoneCode: null, overKg: 20, active: true },
    { carrierId: 2, name: 'Residential delivery', amountCents: 180, zoneCode: null, overKg: null, active: true },
    { carrierId: 3, name: 'Outer-metro levy (Perth)', amountCents: 420, zoneCode: 'PER2', overKg: null, active: true },
    { carrierId: 4, name: 'Security surcharge', amountCents: 35, zoneCode: null, overKg: null, active: true },
    { carrierId: 5, name: 'Rural delivery', amountCents: 560, zoneCode: 'AKL2', overKg: null, active: true },
  ];
  return fees.map((f, i) => ({ id: i + 1, clientId: null, ...f }));
}

/** The random stream of the client rates: the seed table's and the deliveries' routing read the same cards. */
const RATES_STREAM = 'client-rates';

/**
 * Least-cost routing of the demo deliveries, as the server does it on a save
 * (server/courier-routing/delivery-carrier.ts): each delivery of a client with least-cost routing
 * on records its cheapest carrier, zone and quote from the same rate tables the seed stores.
 * Run by generate.ts before the seed tables, so they (billed weights, reports) see the choice.
 */
export function routeDeliveries(
  deliveries: DeliveryRecord[],
  ref: Reference,
  clients: readonly ClientProfile[],
  rng: (label: string) => Random,
  today: string,
): void {
  // the built rows are the declarations' records, as stored: the model's row types are their fields
  const tables = {
    carriers: buildCarriers(),
    zones: buildClientZones(ref, clients),
    rates: buildClientRates(ref, clients, rng(RATES_STREAM), today),
    fuel: buildFuelSurcharges(today),
    lineHaul: buildLineHaulRates(ref, today),
    fees: buildCourierFees(),
  } as unknown as RateTables;
  const routed = new Set(lcrClients(clients).map((c) => c.record.id));
  // the zones and rates that can price a client's postcode, found once per client and postcode
  const near = new Map<string, RateTables>();
  const tablesFor = (clientId: number, postcode: string): RateTables => {
    const key = `${clientId}|${postcode}`;
    let found = near.get(key);
    if (!found) {
      const zones = tables.zones.filter((z) => z.clientId === clientId && z.postcodes.includes(postcode));
      const rates = tables.rates.filter(
        (r) => r.clientId === clientId && zones.some((z) => z.carrierId === r.carrierId && z.zoneCode === r.zoneCode),
      );
      near.set(key, (found = { ...tables, zones, rates }));
    }
    return found;
  };
  for (const d of deliveries)
    if (d.clientId !== null && routed.has(d.clientId))
      Object.assign(d, chooseCarrier(tablesFor(d.clientId, d.postcode), d.clientId, d));
}

/**
 * The carriers' bills of the delivered routed deliveries of past days (the first 60), as the
 * Billed Weights Upload stores them: most bill our weight, some a heavier (cubic) weight and a
 * few a lighter one, each charged at our quote plus 95 cents a kilogram of difference.
 */
export function buildBilledWeights(deliveries: readonly DeliveryRecord[], rng: Random, today: string): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const d of deliveries) {
    if (out.length >= 60) break;
    if (d.historical || d.status !== 'delivered' || d.date >= today) continue;
    if (d.carrierId == null || d.carrierQuoteCents == null) continue;
    const ours = d.weightKg ?? 1;
    const roll = rng.int(0, 19);
    const billed = roll < 3 ? ours + 1.5 : roll === 3 && ours > 1.5 ? ours - 1 : ours;
    const billedWeightKg = Math.round(billed * 1000) / 1000;
    const extraKg = chargedKg(billedWeightKg) - chargedKg(ours);
    const billedCents = d.carrierQuoteCents + extraKg * 95;
    out.push({
      id: out.length + 1,
      clientId: null,
      carrierId: d.carrierId,
      reference: d.reference,
      billedOn: shiftDay(d.date, 2) > today ? today : shiftDay(d.date, 2),
      billedWeightKg,
      billedCents,
      deliveryId: d.id,
      ...reconcileBilledWeight({ billedWeightKg, billedCents }, { weightKg: ours, quoteCents: d.carrierQuoteCents }),
    });
  }
  return out;
}

export const courierRoutingSeeds: SeedTable = {
  carriers: () => buildCarriers(),
  clientZones: (w) => buildClientZones(w.ref, w.clients),
  courierClientRates: (w) => buildClientRates(w.ref, w.clients, w.rng(RATES_STREAM), w.options.today),
  courierFuelSurcharges: (w) => buildFuelSurcharges(w.options.today),
  courierLineHaulRates: (w) => buildLineHaulRates(w.ref, w.options.today),
  courierFees: () => buildCourierFees(),
  billedWeights: (w) => buildBilledWeights(w.deliveries, w.rng('billed-weights'), w.options.today),
};
