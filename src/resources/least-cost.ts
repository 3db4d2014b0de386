/**
 * Least-cost routing (docs/courier-routing.md): what each carrier charges to take one parcel of a
 * client to a locality on a day, from the Courier Routing rate tables, and the cheapest. One pure
 * function over the tables, so the server's lookup route and the locality lookup page (reading the
 * tables kept on the device, with no network) give the same answer to the cent.
 *
 * The arithmetic, in integer cents:
 * - charged kilograms: the weight rounded up to a whole kilogram, at least 1;
 * - freight: the client's rate for the carrier's zone of the locality, in the band holding the
 *   weight (over `fromKg`, up to `toKg`) on the day: base + per kg x charged kilograms;
 * - fuel: the carrier's surcharge on the day, a percentage of the freight, rounded to the cent
 *   (half up);
 * - line haul: the leg from the zone's routing group to the carrier, per kg x charged kilograms,
 *   at least its minimum (none when the carrier has no leg from there);
 * - fees: every active fee of the carrier for that zone (or every zone) and weight;
 * - total: freight + fuel + line haul + fees.
 * The cheapest is the lowest total; a tie goes to the lower freight, then the carrier code in
 * alphabetical order, so the same tables always choose the same carrier.
 */
import { inPeriod, type BILLED_WEIGHT_RESULTS } from './courier-routing';

export interface CarrierRow {
  id: number;
  name: string;
  code: string;
  countryId: number;
  active: boolean;
}
export interface ClientZoneRow {
  clientId: number | null;
  carrierId: number;
  zoneCode: string;
  name: string;
  routingGroupId: number;
  postcodes: readonly string[];
  suburbs: readonly string[];
}
interface PeriodRow {
  effectiveFrom: string;
  effectiveTo?: string | null;
}
export interface ClientRateRow extends PeriodRow {
  clientId: number | null;
  carrierId: number;
  zoneCode: string;
  fromKg: number;
  toKg: number;
  baseCents: number;
  perKgCents: number;
}
export interface FuelRow extends PeriodRow {
  carrierId: number;
  percent: number;
}
export interface LineHaulRow extends PeriodRow {
  carrierId: number;
  routingGroupId: number;
  perKgCents: number;
  minimumCents: number;
}
export interface FeeRow {
  carrierId: number;
  name: string;
  amountCents: number;
  zoneCode?: string | null;
  overKg?: number | null;
  active: boolean;
}

export interface RateTables {
  carriers: readonly CarrierRow[];
  zones: readonly ClientZoneRow[];
  rates: readonly ClientRateRow[];
  fuel: readonly FuelRow[];
  lineHaul: readonly LineHaulRow[];
  fees: readonly FeeRow[];
}

export interface Parcel {
  clientId: number;
  /** the country of the locality: a postcode may be Sydney's and Auckland's */
  countryId: number;
  /** a postcode (digits) or a suburb's name */
  locality: string;
  weightKg: number;
  /** the day the rates apply, yyyy-MM-dd */
  day: string;
}

export interface Quote {
  carrierId: number;
  carrier: string;
  carrierCode: string;
  zoneCode: string;
  zoneName: string;
  chargedKg: number;
  freightCents: number;
  fuelPercent: number;
  fuelCents: number;
  lineHaulCents: number;
  fees: { name: string; cents: number }[];
  feesCents: number;
  totalCents: number;
}

/** A carrier that covers the locality but cannot price the parcel, and why. */
export interface Unpriced {
  carrierId: number;
  carrier: string;
  zoneCode: string;
  reason: string;
}

export interface LookupAnswer {
  /** priced carriers, cheapest first (the order of `cheaper`) */
  quotes: Quote[];
  unpriced: Unpriced[];
  cheapest: Quote | null;
}

/** Is the locality a postcode (as opposed to a suburb's name)? */
export const isPostcode = (locality: string): boolean => /^\d{3,5}$/.test(locality.trim());

function coversLocality(zone: ClientZoneRow, locality: string): boolean {
  const wanted = locality.trim();
  if (isPostcode(wanted)) return zone.postcodes.includes(wanted);
  const name = wanted.toLowerCase();
  return zone.suburbs.some((s) => s.toLowerCase() === name);
}

/** The weight charged: rounded up to a whole kilogram, at least 1. */
export function chargedKg(weightKg: number): number {
  // 2.0000000001 from a float sum is still 2 kg: round to the gram first
  return Math.max(1, Math.ceil(Math.round(weightKg * 1000) / 1000));
}

/** `percent` of `cents`, to the cent, half up; the percentage is read to two decimals. */
export function percentOf(cents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((cents * hundredths + 5000) / 10000);
}

/** Orders quotes cheapest first: total, then freight, then carrier code (deterministic ties). */
export function cheaper(a: Quote, b: Quote): number {
  return (
    a.totalCents - b.totalCents ||
    a.freightCents - b.freightCents ||
    (a.carrierCode < b.carrierCode ? -1 : a.carrierCode > b.carrierCode ? 1 : 0) ||
    a.carrierId - b.carrierId
  );
}

/** Every active carrier of the country: its price for the parcel at its zone of the locality, and the cheapest. */
export function priceParcel(tables: RateTables, parcel: Parcel): LookupAnswer {
  const quotes: Quote[] = [];
  const unpriced: Unpriced[] = [];
  const kg = chargedKg(parcel.weightKg);
  const carriers = new Map(tables.carriers.map((c) => [c.id, c]));
  const zones = tables.zones.filter((z) => z.clientId === parcel.clientId && coversLocality(z, parcel.locality));
  for (const zone of zones) {
    const carrier = carriers.get(zone.carrierId);
    if (!carrier?.active || carrier.countryId !== parcel.countryId) continue;
    const named = { carrierId: carrier.id, carrier: carrier.name, zoneCode: zone.zoneCode };
    const rate = tables.rates.find(
      (r) =>
        r.clientId === parcel.clientId &&
        r.carrierId === carrier.id &&
        r.zoneCode === zone.zoneCode &&
        r.fromKg < parcel.weightKg &&
        parcel.weightKg <= r.toKg &&
        inPeriod(r, parcel.day),
    );
    if (!rate) {
      unpriced.push({ ...named, reason: `No rate for ${parcel.weightKg} kg in ${zone.zoneCode} on ${parcel.day}.` });
      continue;
    }
    const freightCents = rate.baseCents + rate.perKgCents * kg;
    const fuel = tables.fuel.find((f) => f.carrierId === carrier.id && inPeriod(f, parcel.day));
    const fuelPercent = fuel?.percent ?? 0;
    const fuelCents = percentOf(freightCents, fuelPercent);
    const leg = tables.lineHaul.find(
      (l) => l.carrierId === carrier.id && l.routingGroupId === zone.routingGroupId && inPeriod(l, parcel.day),
    );
    const lineHaulCents = leg ? Math.max(leg.minimumCents, leg.perKgCents * kg) : 0;
    const fees = tables.fees
      .filter(
        (f) =>
          f.active &&
          f.carrierId === carrier.id &&
          (f.zoneCode == null || f.zoneCode === '' || f.zoneCode === zone.zoneCode) &&
          (f.overKg == null || parcel.weightKg > f.overKg),
      )
      .map((f) => ({ name: f.name, cents: f.amountCents }));
    const feesCents = fees.reduce((sum, f) => sum + f.cents, 0);
    quotes.push({
      ...named,
      carrierCode: carrier.code,
      zoneName: zone.name,
      chargedKg: kg,
      freightCents,
      fuelPercent,
      fuelCents,
      lineHaulCents,
      fees,
      feesCents,
      totalCents: freightCents + fuelCents + lineHaulCents + feesCents,
    });
  }
  quotes.sort(cheaper);
  return { quotes, unpriced, cheapest: quotes[0] ?? null };
}

/** Cents as dollars for people: 1234 -> '$12.34'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-AU')}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a delivery records of least-cost routing (the deliveries declaration's server-kept fields). */
export interface CarrierChoice {
  carrierId: number | null;
  carrierZone: string | null;
  carrierQuoteCents: number | null;
}

export const NO_CARRIER: CarrierChoice = { carrierId: null, carrierZone: null, carrierQuoteCents: null };

/** The parts of a delivery least-cost routing reads. */
export interface RoutedDelivery {
  countryId?: unknown;
  postcode?: unknown;
  suburb?: unknown;
  weightKg?: unknown;
  date?: unknown;
}

/**
 * The carrier a delivery of `clientId` goes with: the cheapest quote for its postcode (its suburb
 * when it has none), weight and day, with the quoted total; no carrier when no carrier of its
 * country covers the locality or none can price it. The caller decides whether the client routes
 * by least cost at all (the client's `leastCostRoutingEnabled`).
 */
export function chooseCarrier(tables: RateTables, clientId: number, d: RoutedDelivery): CarrierChoice {
  const postcode = typeof d.postcode === 'string' ? d.postcode.trim() : '';
  const suburb = typeof d.suburb === 'string' ? d.suburb.trim() : '';
  const locality = postcode !== '' ? postcode : suburb;
  const weightKg = typeof d.weightKg === 'number' && d.weightKg > 0 ? d.weightKg : 0;
  if (locality === '' || typeof d.countryId !== 'number' || typeof d.date !== 'string' || weightKg === 0)
    return NO_CARRIER;
  const { cheapest } = priceParcel(tables, { clientId, countryId: d.countryId, locality, weightKg, day: d.date });
  return cheapest
    ? { carrierId: cheapest.carrierId, carrierZone: cheapest.zoneCode, carrierQuoteCents: cheapest.totalCents }
    : NO_CARRIER;
}

/** What the server keeps of a carrier's billed line, reconciled against our delivery. */
export interface BilledReconciliation {
  ourWeightKg: number | null;
  /** charged kilograms billed less ours, both rounded up as the carrier charges (`chargedKg`) */
  differenceKg: number | null;
  quotedCents: number | null;
  differenceCents: number | null;
  result: (typeof BILLED_WEIGHT_RESULTS)[number] | null;
}

/**
 * A carrier's billed weight and charge against our weight and least-cost quote: the billed line
 * matches when both weights round up to the same charged kilograms, else it is over or under.
 */
export function reconcileBilledWeight(
  billed: { billedWeightKg: number; billedCents: number },
  ours: { weightKg: number | null; quoteCents: number | null },
): BilledReconciliation {
  const differenceKg = ours.weightKg === null ? null : chargedKg(billed.billedWeightKg) - chargedKg(ours.weightKg);
  return {
    ourWeightKg: ours.weightKg,
    differenceKg,
    quotedCents: ours.quoteCents,
    differenceCents: ours.quoteCents === null ? null : billed.billedCents - ours.quoteCents,
    result: differenceKg === null ? null : differenceKg === 0 ? 'matches' : differenceKg > 0 ? 'over' : 'under',
  };
}
