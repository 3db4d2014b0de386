/**
 * The finance model (docs/finance.md), pure: which rate card prices a delivery, what an invoice's
 * lines are, what a contractor's pay lines are. Every amount is integer cents; a percentage is in
 * basis points and rounded once per line, so the lines always sum to the total exactly (the
 * totals are only ever the sum of the lines: `sumCents`). The reports (./reports.ts) read the
 * records with SQL and hand them here; nothing here touches the database.
 */

export interface RateCard {
  id: number;
  clientId: number;
  zoneId: number | null;
  serviceType: string;
  weightFromKg: number;
  weightToKg: number | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  fuelCategoryId: number | null;
  baseCents: number;
  perKgCents: number;
}

export interface BillableDelivery {
  id: number;
  reference: string;
  clientId: number;
  date: string;
  zoneId: number | null;
  serviceType: string;
  weightKg: number;
}

export interface Charge {
  id: number;
  clientId: number;
  date: string;
  description: string;
  amountCents: number;
}

/** Fuel surcharges in basis points, by fuel category id and the Monday of the week. */
export type SurchargeTable = ReadonlyMap<string, number>;
export const surchargeKey = (fuelCategoryId: number, weekStart: string): string => `${fuelCategoryId}|${weekStart}`;

/** The Monday of the week of a yyyy-MM-dd day (weeks run Monday to Sunday). */
export function weekStartOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(t - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** Integer cents, never a float: amounts are checked as they are added. */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new Error(`Not a whole number of cents: ${v}`);
    total += v;
  }
  return total;
}

/** A share of an amount in basis points, rounded half away from zero to whole cents. */
export function basisPointsOf(cents: number, bp: number): number {
  const exact = (cents * bp) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

function inForce(card: { effectiveFrom: string; effectiveTo: string | null }, day: string): boolean {
  return card.effectiveFrom <= day && (card.effectiveTo === null || day <= card.effectiveTo);
}

/**
 * The rate card in force for a delivery: its client's, for its service, effective on its date,
 * whose weight band holds its weight (from inclusive, up to exclusive). A card for the delivery's
 * zone wins over the client's any-zone card; then the latest effective start; then the newest card.
 */
export function rateFor(cards: readonly RateCard[], d: BillableDelivery): RateCard | null {
  let best: RateCard | null = null;
  for (const c of cards) {
    if (c.clientId !== d.clientId || c.serviceType !== d.serviceType || !inForce(c, d.date)) continue;
    if (c.zoneId !== null && c.zoneId !== d.zoneId) continue;
    if (d.weightKg < c.weightFromKg || (c.weightToKg !== null && d.weightKg >= c.weightToKg)) continue;
    if (best === null || better(c, best)) best = c;
  }
  return best;
}

function better(a: RateCard, b: RateCard): boolean {
  const zoneA = a.zoneId !== null ? 1 : 0;
  const zoneB = b.zoneId !== null ? 1 : 0;
  if (zoneA !== zoneB) return zoneA > zoneB;
  if (a.effectiveFrom !== b.effectiveFrom) return a.effectiveFrom > b.effectiveFrom;
  return a.id > b.id;
}

/** What a card charges for one delivery: the base plus the weight at the per-kg rate, in whole cents. */
export function deliveryCents(card: RateCard, weightKg: number): number {
  return card.baseCents + Math.round(card.perKgCents * weightKg);
}

export interface InvoiceLine {
  kind: 'delivery' | 'charge';
  clientId: number;
  date: string;
  /** the delivery's reference or the charge's description */
  item: string;
  deliveryId: number | null;
  zoneId: number | null;
  serviceType: string | null;
  weightKg: number | null;
  /** the rate card that priced it; null for a charge or a delivery no card prices */
  rateId: number | null;
  baseCents: number;
  fuelBp: number;
  fuelCents: number;
  totalCents: number;
}

/** An issued invoice's stored line (the invoiceLines declaration's fields) from a computed line. */
export function storedInvoiceLine(invoiceId: number, l: InvoiceLine) {
  return {
    invoiceId,
    kind: l.kind,
    date: l.date,
    item: l.item,
    deliveryId: l.deliveryId,
    zoneId: l.zoneId,
    serviceType: l.serviceType,
    weightKg: l.weightKg,
    baseCents: l.baseCents,
    fuelBp: l.fuelBp,
    fuelCents: l.fuelCents,
    totalCents: l.totalCents,
    correctsId: null,
  };
}

/**
 * An invoice's lines: one per delivered delivery (priced by the card in force on its date, plus the
 * fuel surcharge of the card's category for that week), then one per charge. A delivery no card
 * prices is still a line, at 0 with no rate, so it is seen and not silently left out.
 */
export function invoiceLines(
  deliveries: readonly BillableDelivery[],
  cards: readonly RateCard[],
  surcharges: SurchargeTable,
  charges: readonly Charge[],
): InvoiceLine[] {
  const lines: InvoiceLine[] = deliveries.map((d) => {
    const card = rateFor(cards, d);
    const base = card ? deliveryCents(card, d.weightKg) : 0;
    const bp =
      card?.fuelCategoryId != null ? (surcharges.get(surchargeKey(card.fuelCategoryId, weekStartOf(d.date))) ?? 0) : 0;
    const fuel = basisPointsOf(base, bp);
    return {
      kind: 'delivery',
      clientId: d.clientId,
      date: d.date,
      item: d.reference,
      deliveryId: d.id,
      zoneId: d.zoneId,
      serviceType: d.serviceType,
      weightKg: d.weightKg,
      rateId: card?.id ?? null,
      baseCents: base,
      fuelBp: bp,
      fuelCents: fuel,
      totalCents: base + fuel,
    };
  });
  for (const c of charges)
    lines.push({
      kind: 'charge',
      clientId: c.clientId,
      date: c.date,
      item: c.description,
      deliveryId: null,
      zoneId: null,
      serviceType: null,
      weightKg: null,
      rateId: null,
      baseCents: c.amountCents,
      fuelBp: 0,
      fuelCents: 0,
      totalCents: c.amountCents,
    });
  return lines;
}

export interface InvoiceTotals {
  deliveries: number;
  unpriced: number;
  deliveryCents: number;
  fuelCents: number;
  chargeCents: number;
  totalCents: number;
}

/** An invoice's header figures: sums of its lines, nothing else. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const deliveryLines = lines.filter((l) => l.kind === 'delivery');
  return {
    deliveries: deliveryLines.length,
    unpriced: deliveryLines.filter((l) => l.rateId === null).length,
    deliveryCents: sumCents(deliveryLines.map((l) => l.baseCents)),
    fuelCents: sumCents(deliveryLines.map((l) => l.fuelCents)),
    chargeCents: sumCents(lines.filter((l) => l.kind === 'charge').map((l) => l.totalCents)),
    totalCents: sumCents(lines.map((l) => l.totalCents)),
  };
}

// ---- contractor pay ---------------------------------------------------------------------------

export interface PayRate {
  id: number;
  routingGroupId: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  perRunCents: number;
  perDropCents: number;
}

export interface PayRun {
  id: number;
  code: string;
  date: string;
  contractorId: number;
  routingGroupId: number;
  dropsDone: number;
}

export interface Fine {
  id: number;
  runId: number;
  contractorId: number;
  date: string;
  reason: string;
  amountCents: number;
}

export interface PayLine {
  kind: 'run' | 'fine';
  contractorId: number;
  weekStart: string;
  date: string;
  /** the run's code, or the fine's reason */
  item: string;
  runId: number;
  routingGroupId: number | null;
  drops: number;
  rateId: number | null;
  amountCents: number;
}

/** The pay rate of a routing group in force on a day (latest effective start, then the newest rate). */
export function payRateFor(rates: readonly PayRate[], routingGroupId: number, day: string): PayRate | null {
  let best: PayRate | null = null;
  for (const r of rates) {
    if (r.routingGroupId !== routingGroupId || !inForce(r, day)) continue;
    if (
      best === null ||
      r.effectiveFrom > best.effectiveFrom ||
      (r.effectiveFrom === best.effectiveFrom && r.id > best.id)
    )
      best = r;
  }
  return best;
}

/**
 * A contractor's pay lines: per run, the routing group's rate per run plus its rate per completed
 * drop (a run with no rate in force is a line at 0, so it shows); per fine, minus its amount.
 */
export function payLines(runs: readonly PayRun[], rates: readonly PayRate[], fines: readonly Fine[]): PayLine[] {
  const lines: PayLine[] = runs.map((r) => {
    const rate = payRateFor(rates, r.routingGroupId, r.date);
    return {
      kind: 'run',
      contractorId: r.contractorId,
      weekStart: weekStartOf(r.date),
      date: r.date,
      item: r.code,
      runId: r.id,
      routingGroupId: r.routingGroupId,
      drops: r.dropsDone,
      rateId: rate?.id ?? null,
      amountCents: rate ? rate.perRunCents + rate.perDropCents * r.dropsDone : 0,
    };
  });
  for (const f of fines)
    lines.push({
      kind: 'fine',
      contractorId: f.contractorId,
      weekStart: weekStartOf(f.date),
      date: f.date,
      item: f.reason,
      runId: f.runId,
      routingGroupId: null,
      drops: 0,
      rateId: null,
      amountCents: -f.amountCents,
    });
  return lines.sort((a, b) => a.contractorId - b.contractorId || a.date.localeCompare(b.date) || a.runId - b.runId);
}

export interface PaySummary {
  contractorId: number;
  weekStart: string;
  runs: number;
  drops: number;
  runCents: number;
  fineCents: number;
  payCents: number;
}

/** Pay per contractor per week: each figure a sum of that contractor-week's lines. */
export function paySummaries(lines: readonly PayLine[]): PaySummary[] {
  const groups = new Map<string, PayLine[]>();
  for (const l of lines) {
    const key = `${l.contractorId}|${l.weekStart}`;
    const list = groups.get(key);
    if (list) list.push(l);
    else groups.set(key, [l]);
  }
  return [...groups.values()].map((ls) => {
    const runLines = ls.filter((l) => l.kind === 'run');
    const fineLines = ls.filter((l) => l.kind === 'fine');
    const first = ls[0] as PayLine;
    return {
      contractorId: first.contractorId,
      weekStart: first.weekStart,
      runs: runLines.length,
      drops: runLines.reduce((n, l) => n + l.drops, 0),
      runCents: sumCents(runLines.map((l) => l.amountCents)),
      fineCents: sumCents(fineLines.map((l) => l.amountCents)),
      payCents: sumCents(ls.map((l) => l.amountCents)),
    };
  });
}

// ---- the ledger -------------------------------------------------------------------------------

/** A ledger entry's effect on the balance: credits add, debits take away. */
export function signedCents(kind: string, amountCents: number): number {
  return kind === 'debit' ? -amountCents : amountCents;
}

// ---- rate master bulk update ------------------------------------------------------------------

export interface BulkChange {
  /** null: every client's cards */
  clientId: number | null;
  /** null: both services */
  serviceType: string | null;
  /** the change in basis points: 350 = +3.5%, -200 = -2% */
  changeBp: number;
  /** the day the new prices apply from */
  from: string;
}

export interface BulkLine {
  card: RateCard;
  baseCents: number;
  perKgCents: number;
  /** the card started before `from`: it ends the day before and a new card carries the new prices */
  split: boolean;
}

/**
 * A percentage change to the cards in force on `from` (of the client and service chosen): each
 * amount moves by `changeBp`, rounded to whole cents. A card that started earlier is not changed
 * in place (the invoices of its past days keep their prices): it ends the day before `from` and a
 * copy with the new prices starts on `from`, keeping the card's own end.
 */
export function bulkPlan(cards: readonly RateCard[], change: BulkChange): BulkLine[] {
  return cards
    .filter(
      (c) =>
        (change.clientId === null || c.clientId === change.clientId) &&
        (change.serviceType === null || c.serviceType === change.serviceType) &&
        inForce(c, change.from),
    )
    .map((card) => ({
      card,
      baseCents: card.baseCents + basisPointsOf(card.baseCents, change.changeBp),
      perKgCents: card.perKgCents + basisPointsOf(card.perKgCents, change.changeBp),
      split: card.effectiveFrom < change.from,
    }));
}

/** The day before a yyyy-MM-dd day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
