/**
 * Finance data for the demo (docs/finance.md): three fuel categories with a surcharge per week,
 * each shipping client's rate cards (any-zone cards by service and weight band, an expired card
 * before them and a zone card of their own), a pay rate per routing group, fines on a few past
 * runs, each contractor's ledger (balance after each entry, in entry order, as the server keeps
 * it) and a few charges per client. Pure and deterministic: built from the generated world and
 * its own random streams; amounts in integer cents.
 */
import { addDays } from '../lib/time';
import { invoiceLines, storedInvoiceLine, surchargeKey, weekStartOf, type RateCard } from '../finance/model';
import type { SeedTable, SeedWorld } from './seed-table';
import type { SeedRecord } from './types';

const FUEL_CATEGORIES = [
  { code: 'DSL', name: 'Diesel vans', description: 'Vans on diesel: the weekly diesel index', bp: [1100, 1400] },
  { code: 'EV', name: 'Electric vans', description: 'Battery-electric vans: charging costs', bp: [0, 250] },
  { code: 'LH', name: 'Line haul', description: 'Trucks between depots', bp: [1400, 1800] },
] as const;

/** Rate cards run from the first of January of the demo's year; last year's cards expired the day before. */
function yearStart(today: string): string {
  return `${today.slice(0, 4)}-01-01`;
}

export function buildFuelCategories(): SeedRecord[] {
  return FUEL_CATEGORIES.map((c, i) => ({
    id: i + 1,
    clientId: null,
    code: c.code,
    name: c.name,
    description: c.description,
  }));
}

export function buildFuelSurcharges(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('fuel-surcharges');
  const out: SeedRecord[] = [];
  const first = weekStartOf(addDays(w.options.today, -7 * 8));
  const last = weekStartOf(addDays(w.options.today, 14));
  FUEL_CATEGORIES.forEach((c, ci) => {
    for (let week = first; week <= last; week = addDays(week, 7))
      out.push({
        id: out.length + 1,
        clientId: null,
        fuelCategoryId: ci + 1,
        weekStart: week,
        surchargeBp: rng.int(c.bp[0], c.bp[1]),
      });
  });
  return out;
}

const BANDS: readonly [number, number | null][] = [
  [0, 5],
  [5, 15],
  [15, null],
];

export function buildClientRates(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('client-rates');
  const from = yearStart(w.options.today);
  const out: SeedRecord[] = [];
  const card = (clientId: number, fields: Record<string, unknown>) =>
    out.push({ id: out.length + 1, clientId, zoneId: null, effectiveTo: null, ...fields });
  for (const c of w.clients) {
    if (c.record.status !== 'active') continue;
    const fuelCategoryId = rng.chance(0.25) ? 2 : 1;
    for (const service of ['home', 'wholesale'] as const) {
      const base = service === 'home' ? rng.int(850, 1250) : rng.int(1500, 2400);
      const perKg = rng.int(0, 40);
      BANDS.forEach(([lo, hi], bi) => {
        const common = { serviceType: service, weightFromKg: lo, weightToKg: hi, fuelCategoryId, perKgCents: perKg };
        // last year's card, expired: a delivery is priced by the card in force on its own date
        card(c.record.id, {
          ...common,
          effectiveFrom: `${Number(from.slice(0, 4)) - 1}-01-01`,
          effectiveTo: addDays(from, -1),
          baseCents: Math.round((base + bi * 400) * 0.95),
        });
        card(c.record.id, { ...common, effectiveFrom: from, baseCents: base + bi * 400 });
      });
    }
    // one zone of the client's busiest routing group is dearer (a remote zone)
    const group = w.ref.groups.find((g) => g.code === c.groups[0]);
    const zone = group?.zones[group.zones.length - 1];
    if (zone)
      card(c.record.id, {
        zoneId: zone.id,
        serviceType: 'home',
        weightFromKg: 0,
        weightToKg: null,
        effectiveFrom: from,
        fuelCategoryId,
        baseCents: rng.int(1500, 1900),
        perKgCents: 0,
      });
  }
  return out;
}

export function buildPayRates(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('pay-rates');
  return w.ref.routingGroups.map((g, i) => ({
    id: i + 1,
    clientId: null,
    routingGroupId: g.id,
    effectiveFrom: yearStart(w.options.today),
    effectiveTo: null,
    perRunCents: rng.int(80, 120) * 100,
    perDropCents: rng.int(25, 40) * 10,
  }));
}

const FINE_REASONS: readonly [string, number][] = [
  ['Late back to depot', 2500],
  ['Proof of delivery missing', 5000],
  ['Van left unlocked', 10000],
  ['Temperature check skipped', 5000],
];

export function buildRunFines(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('run-fines');
  const out: SeedRecord[] = [];
  for (const r of w.runs) {
    if (r.historical || r.contractorId == null || r.date > w.options.today) continue;
    if (!rng.chance(0.04)) continue;
    const [reason, amountCents] = rng.pick(FINE_REASONS);
    out.push({
      id: out.length + 1,
      clientId: null,
      runId: r.id,
      contractorId: r.contractorId,
      date: r.date,
      reason,
      amountCents,
    });
  }
  return out;
}

export function buildLedgerEntries(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('ledger');
  const out: SeedRecord[] = [];
  const today = w.options.today;
  for (const c of w.users) {
    if (c.role !== 'contractor' || c.status !== 'active') continue;
    let balance = 0;
    const entry = (
      date: string,
      kind: 'credit' | 'debit',
      amountCents: number,
      description: string,
      correctsId: number | null = null,
    ) => {
      balance += kind === 'credit' ? amountCents : -amountCents;
      out.push({
        id: out.length + 1,
        clientId: null,
        contractorId: c.id,
        date,
        kind,
        amountCents,
        description,
        correctsId,
        balanceCents: balance,
      });
      return out.length;
    };
    const start = weekStartOf(addDays(today, -28));
    entry(start, 'credit', rng.int(150, 300) * 1000, 'Opening balance');
    for (let week = start; week < weekStartOf(today); week = addDays(week, 7)) {
      entry(addDays(week, 4), 'debit', 45_000, 'Van lease');
      const fuel = entry(addDays(week, 5), 'debit', rng.int(8000, 16000), 'Fuel card');
      if (rng.chance(0.2)) entry(addDays(week, 6), 'credit', 2000, 'Fuel card: double-charged receipt refunded', fuel);
    }
  }
  return out;
}

const CHARGES: readonly [string, number][] = [
  ['Storage: pallet spaces for the month', 42_000],
  ['Failed-delivery re-attempts', 18_500],
  ['Goodwill credit: late deliveries', -7_500],
];

export function buildCharges(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('charges');
  const out: SeedRecord[] = [];
  for (const c of w.clients) {
    if (c.record.status !== 'active' || c.weight <= 0) continue;
    for (const [description, amountCents] of CHARGES) {
      if (!rng.chance(0.6)) continue;
      out.push({
        id: out.length + 1,
        clientId: c.record.id,
        date: addDays(w.options.today, -rng.int(0, 3)),
        description,
        amountCents,
      });
    }
  }
  return out;
}

/**
 * Each routing group's weekly overheads from eight weeks back to this week: depot rent and
 * supervision every week, vehicles most weeks, equipment now and then; amounts in whole dollars.
 */
export function buildOverheads(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('overheads');
  const out: SeedRecord[] = [];
  const first = weekStartOf(addDays(w.options.today, -7 * 8));
  const last = weekStartOf(w.options.today);
  for (const group of w.ref.routingGroups)
    for (let week = first; week <= last; week = addDays(week, 7)) {
      const add = (category: string, dollars: number, note: string | null = null) =>
        out.push({
          id: out.length + 1,
          clientId: null,
          routingGroupId: group.id,
          weekStart: week,
          category,
          amountCents: dollars * 100,
          note,
        });
      add('depot-rent', rng.int(2800, 4200));
      add('supervision', rng.int(1900, 2600));
      if (rng.chance(0.8)) add('vehicles', rng.int(600, 1500));
      if (rng.chance(0.15)) add('equipment', rng.int(150, 900), 'Scanner and trolley replacements');
    }
  return out;
}

const numOf = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));
const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

interface InvoiceBook {
  invoices: SeedRecord[];
  lines: SeedRecord[];
}
const books = new WeakMap<SeedWorld, InvoiceBook>();

/**
 * Stored invoices (src/resources/invoices.ts) as the server would have kept them: for each active
 * client with deliveries, the last three days' invoice, issued (every other one paid), its lines
 * those of the computed invoice (the pure model over the seeded cards, surcharges, charges and
 * delivered deliveries, as server/finance/invoices.ts writes them on issue) and its total their
 * sum; a draft for the next days; the first client's mistaken draft, void. One book per world, so
 * the invoices and lines tables agree on ids.
 */
function invoiceBook(w: SeedWorld): InvoiceBook {
  const known = books.get(w);
  if (known) return known;
  const cards: RateCard[] = buildClientRates(w).map((r) => ({
    id: r.id,
    clientId: numOf(r.clientId),
    zoneId: idOrNull(r.zoneId),
    serviceType: String(r.serviceType),
    weightFromKg: numOf(r.weightFromKg),
    weightToKg: idOrNull(r.weightToKg),
    effectiveFrom: String(r.effectiveFrom),
    effectiveTo: r.effectiveTo ? String(r.effectiveTo) : null,
    fuelCategoryId: idOrNull(r.fuelCategoryId),
    baseCents: numOf(r.baseCents),
    perKgCents: numOf(r.perKgCents),
  }));
  const surcharges = new Map(
    buildFuelSurcharges(w).map((s) => [
      surchargeKey(numOf(s.fuelCategoryId), String(s.weekStart)),
      numOf(s.surchargeBp),
    ]),
  );
  const charges = buildCharges(w);
  const today = w.options.today;
  const from = addDays(today, -3);
  const to = addDays(today, -1);
  const year = today.slice(0, 4);
  const book: InvoiceBook = { invoices: [], lines: [] };
  const invoice = (clientId: number, fields: Record<string, unknown>) => {
    const record: SeedRecord = {
      id: book.invoices.length + 1,
      clientId,
      number: null,
      issuedAt: null,
      paidAt: null,
      voidedAt: null,
      voidReason: null,
      note: null,
      lineCount: 0,
      totalCents: 0,
      ...fields,
    };
    book.invoices.push(record);
    return record;
  };
  const active = w.clients.filter((c) => c.record.status === 'active' && c.weight > 0);
  /** the computed invoice of a client's period: the lines the server writes on issue */
  const linesFor = (clientId: number, start: string, end: string) => {
    const delivered = w.deliveries
      .filter((d) => d.clientId === clientId && d.status === 'delivered' && d.date >= start && d.date <= end)
      .map((d) => ({
        id: d.id,
        reference: d.reference,
        clientId,
        date: d.date,
        zoneId: d.zoneId ?? null,
        serviceType: d.serviceType,
        weightKg: numOf(d.weightKg),
      }));
    const extra = charges
      .filter((x) => x.clientId === clientId && String(x.date) >= start && String(x.date) <= end)
      .map((x) => ({
        id: x.id,
        clientId,
        date: String(x.date),
        description: String(x.description),
        amountCents: numOf(x.amountCents),
      }));
    return invoiceLines(delivered, cards, surcharges, extra);
  };
  active.forEach((c, i) => {
    const clientId = c.record.id;
    const lines = linesFor(clientId, from, to);
    const paid = i % 2 === 0;
    const issued = invoice(clientId, {
      number: `INV-${year}-${String(i + 1).padStart(5, '0')}`,
      periodFrom: from,
      periodTo: to,
      status: paid ? 'paid' : 'issued',
      issuedAt: `${today}T00:30:00.000Z`,
      paidAt: paid ? `${today}T04:00:00.000Z` : null,
      lineCount: lines.length,
      totalCents: lines.reduce((n, l) => n + l.totalCents, 0),
    });
    for (const l of lines) book.lines.push({ id: book.lines.length + 1, clientId, ...storedInvoiceLine(issued.id, l) });
    const preview = linesFor(clientId, today, addDays(today, 3));
    invoice(clientId, {
      periodFrom: today,
      periodTo: addDays(today, 3),
      status: 'draft',
      lineCount: preview.length,
      totalCents: preview.reduce((n, l) => n + l.totalCents, 0),
    });
    if (i === 0)
      invoice(clientId, {
        periodFrom: addDays(today, -10),
        periodTo: addDays(today, -4),
        status: 'void',
        voidedAt: `${today}T00:10:00.000Z`,
        voidReason: 'Raised for the wrong period',
      });
  });
  books.set(w, book);
  return book;
}

export const financeSeeds: SeedTable = {
  fuelCategories: () => buildFuelCategories(),
  fuelSurcharges: buildFuelSurcharges,
  clientRates: buildClientRates,
  payRates: buildPayRates,
  runFines: buildRunFines,
  ledgerEntries: buildLedgerEntries,
  charges: buildCharges,
  overheads: buildOverheads,
  invoices: (w) => invoiceBook(w).invoices,
  invoiceLines: (w) => invoiceBook(w).lines,
};
