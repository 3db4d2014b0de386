/**
 * Financial Reporting's figures (docs/finance.md), each a report declaration: client invoicing
 * (per client, and itemised), revenue (per day, and by metric per routing group), routing-group
 * weekly cost, contractor pay (per contractor and week, and the contractor's own Pay Summary
 * lines) and the Ledger Summary. The records are read here with SQL inside the caller's scope
 * (deliveries and charges by client, runs, fines and ledger lines by contractor) and priced by the
 * pure model (server/finance/model.ts); every total is the sum of the lines it heads.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  charges,
  clientRates,
  clients,
  deliveries,
  fuelSurcharges,
  fuelCategories,
  ledgerEntries,
  payRates,
  routePlans,
  routingGroups,
  runFines,
  runs,
  users,
  zones,
} from '../../src/resources/index';
import type { ResourceDef } from '../../src/resources/index';
import { overheads } from '../../src/resources/overheads';
import type { Executor } from '../db/database';
import {
  invoiceLines,
  payLines,
  paySummaries,
  sumCents,
  surchargeKey,
  weekStartOf,
  type BillableDelivery,
  type Charge,
  type Fine,
  type InvoiceLine,
  type InvoiceTotals,
  type PayLine,
  type PayRate,
  type PayRun,
  type RateCard,
} from '../finance/model';
import type { PeriodFilters, ReportScope } from './kit';
import {
  defineReport,
  fieldExpr,
  groupBy,
  num,
  numOrNull,
  pageOf,
  pagedPeriodFilters,
  percent,
  periodFilters,
  periodWhere,
  scoped,
  sumsOf,
  table,
  text,
} from './kit';
import { cachedTotals } from './answer-cache';
import { chargesSql, pricedDeliveriesSql, weekStartSql } from './invoice-lines';

const F = (def: ResourceDef, field: string) => fieldExpr(def, field);

/** id -> title of a resource (client, zone, routing group and user names). */
async function names(db: Executor, def: ResourceDef, field = 'name'): Promise<Map<number, string>> {
  const rows = await db.query<{ id: unknown; name: unknown }>(
    sql`select id, ${F(def, field)} as name from ${table(def)}`,
  );
  return new Map(rows.map((r) => [num(r.id), text(r.name)]));
}

const nameOf = (map: ReadonlyMap<number, string>, id: number | null, none: string) =>
  id === null ? none : (map.get(id) ?? none);

// ---- the records ------------------------------------------------------------------------------

async function rateCards(db: Executor, scope: ReportScope): Promise<RateCard[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select id, client_id, data from ${table(clientRates)} where ${scoped(clientRates, scope)}`);
  return rows.map((r) => {
    const d = r.data as Record<string, unknown>;
    return {
      id: num(r.id),
      clientId: num(r.client_id),
      zoneId: numOrNull(d.zoneId),
      serviceType: text(d.serviceType),
      weightFromKg: num(d.weightFromKg),
      weightToKg: numOrNull(d.weightToKg),
      effectiveFrom: text(d.effectiveFrom),
      effectiveTo: d.effectiveTo ? text(d.effectiveTo) : null,
      fuelCategoryId: numOrNull(d.fuelCategoryId),
      baseCents: num(d.baseCents),
      perKgCents: num(d.perKgCents),
    };
  });
}

async function chargesOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<Charge[]> {
  const rows = await db.query<Record<string, unknown>>(sql`${chargesSql(scope, f)} order by day, id`);
  return rows.map((r) => ({
    id: num(r.id),
    clientId: num(r.client_id),
    date: text(r.day),
    description: text(r.description),
    amountCents: num(r.amount_cents),
  }));
}

/** Delivered deliveries of the period inside the caller's client scope (the invoice's deliveries). */
async function deliveredOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<BillableDelivery[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select id, client_id, ${F(deliveries, 'reference')} as reference, ${F(deliveries, 'date')} as day,
           ${F(deliveries, 'zoneId')} as zone, data->>'serviceType' as service, data->>'weightKg' as weight
    from ${table(deliveries)}
    where ${periodWhere(deliveries, scope, f)} and ${F(deliveries, 'status')} = 'delivered'
    order by ${F(deliveries, 'date')}, id`);
  return rows.map((r) => ({
    id: num(r.id),
    reference: text(r.reference),
    clientId: num(r.client_id),
    date: text(r.day),
    zoneId: numOrNull(r.zone),
    serviceType: text(r.service),
    weightKg: num(r.weight),
  }));
}

async function surcharges(db: Executor): Promise<Map<string, number>> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select ${F(fuelSurcharges, 'fuelCategoryId')} as category, ${F(fuelSurcharges, 'weekStart')} as week, data->>'surchargeBp' as bp
    from ${table(fuelSurcharges)} where not historical order by id`);
  return new Map(rows.map((r) => [surchargeKey(num(r.category), text(r.week)), num(r.bp)]));
}

/**
 * Every invoice line of the period (every client in scope, or the one filtered), priced by the
 * model: the delivered deliveries by day, then the charges. What an issued invoice stores
 * (server/finance/invoices.ts). Reading the records and pricing them here costs about half of
 * what pricing 45,000 lines in SQL and reading them out does; the reports that add lines up or
 * show a page of them (Client Invoicing Itemised) price in SQL (./invoice-lines.ts), to the cent
 * the same.
 */
export async function invoiceOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<{ lines: InvoiceLine[] }> {
  const [delivered, cards, fuel, extra] = await Promise.all([
    deliveredOf(db, scope, f),
    rateCards(db, scope),
    surcharges(db),
    chargesOf(db, scope, f),
  ]);
  return { lines: invoiceLines(delivered, cards, fuel, extra) };
}

/**
 * Sums of the priced delivery lines per group of `keys` (SQL expressions over pricedDeliveriesSql's
 * columns); no keys: one row over every line.
 */
async function deliverySums(
  db: Executor,
  scope: ReportScope,
  f: PeriodFilters,
  keys: Record<string, SQL>,
): Promise<Record<string, unknown>[]> {
  const named = Object.entries(keys).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}, `);
  const groups = Object.keys(keys).map((_, i) => sql.raw(String(i + 1)));
  return db.query<Record<string, unknown>>(sql`
    select ${sql.join(named)}count(*) as deliveries, count(*) filter (where rate_id is null) as unpriced,
           sum(boxes) as boxes, sum(weight) as kg, sum(base_cents) as base_cents, sum(fuel_cents) as fuel_cents,
           sum(total_cents) as total_cents
    from (${pricedDeliveriesSql(scope, f)}) lines
    ${groups.length ? sql`group by ${sql.join(groups, sql`, `)}` : sql``}`);
}

/** An invoice's header figures from a group's delivery sums and its charges. */
function headerOf(sums: Record<string, unknown> | undefined, chargeCents: number[]): InvoiceTotals {
  const deliveryCents = num(sums?.base_cents);
  const fuelCents = num(sums?.fuel_cents);
  const chargesCents = sumCents(chargeCents);
  return {
    deliveries: num(sums?.deliveries),
    unpriced: num(sums?.unpriced),
    deliveryCents,
    fuelCents,
    chargeCents: chargesCents,
    totalCents: num(sums?.total_cents) + chargesCents,
  };
}

/** Runs of the period with a contractor (a contractor: their own), and their fines; cancelled runs earn nothing. */
async function payOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<PayLine[]> {
  const own = scope.contractorId === null ? sql`true` : sql`${F(runs, 'contractorId')} = ${scope.contractorId}`;
  const ownFine = scope.contractorId === null ? sql`true` : sql`${F(runFines, 'contractorId')} = ${scope.contractorId}`;
  const rg = f.rg === undefined ? sql`true` : sql`${F(runs, 'routingGroupId')} = ${f.rg}`;
  const [runRows, rateRows, fineRows] = await Promise.all([
    db.query<Record<string, unknown>>(sql`
      select id, ${F(runs, 'code')} as code, ${F(runs, 'date')} as day, ${F(runs, 'contractorId')} as contractor,
             ${F(runs, 'routingGroupId')} as rg, data->>'dropsDone' as done
      from ${table(runs)}
      where not historical and ${F(runs, 'date')} between ${f.from} and ${f.to} and ${own} and ${rg}
        and ${F(runs, 'contractorId')} is not null and ${F(runs, 'status')} <> 'cancelled'`),
    db.query<Record<string, unknown>>(sql`select id, data from ${table(payRates)} where not historical`),
    db.query<Record<string, unknown>>(sql`
      select id, ${F(runFines, 'runId')} as run, ${F(runFines, 'contractorId')} as contractor, ${F(runFines, 'date')} as day,
             data->>'reason' as reason, data->>'amountCents' as amount
      from ${table(runFines)}
      where not historical and ${F(runFines, 'date')} between ${f.from} and ${f.to} and ${ownFine}
        and (${f.rg === undefined ? sql`true` : sql`${F(runFines, 'runId')} in (select id from ${table(runs)} where ${rg})`})`),
  ]);
  const payRuns: PayRun[] = runRows.map((r) => ({
    id: num(r.id),
    code: text(r.code),
    date: text(r.day),
    contractorId: num(r.contractor),
    routingGroupId: num(r.rg),
    dropsDone: num(r.done),
  }));
  const rates: PayRate[] = rateRows.map((r) => {
    const d = r.data as Record<string, unknown>;
    return {
      id: num(r.id),
      routingGroupId: num(d.routingGroupId),
      effectiveFrom: text(d.effectiveFrom),
      effectiveTo: d.effectiveTo ? text(d.effectiveTo) : null,
      perRunCents: num(d.perRunCents),
      perDropCents: num(d.perDropCents),
    };
  });
  const fines: Fine[] = fineRows.map((r) => ({
    id: num(r.id),
    runId: num(r.run),
    contractorId: num(r.contractor),
    date: text(r.day),
    reason: text(r.reason),
    amountCents: num(r.amount),
  }));
  return payLines(payRuns, rates, fines);
}

/** Overheads of the weeks the period touches (a week from its Monday), of one routing group when filtered. */
async function overheadsOf(
  db: Executor,
  f: PeriodFilters,
): Promise<{ rg: number; week: string; amountCents: number }[]> {
  const rg = f.rg === undefined ? sql`true` : sql`${F(overheads, 'routingGroupId')} = ${f.rg}`;
  const rows = await db.query<Record<string, unknown>>(sql`
    select ${F(overheads, 'routingGroupId')} as rg, ${F(overheads, 'weekStart')} as week, data->>'amountCents' as amount
    from ${table(overheads)}
    where not historical and ${F(overheads, 'weekStart')} between ${weekStartOf(f.from)} and ${f.to} and ${rg}`);
  return rows.map((r) => ({ rg: num(r.rg), week: text(r.week), amountCents: num(r.amount) }));
}

// ---- invoicing ---------------------------------------------------------------------------------

const HEADER_KEYS = ['deliveries', 'unpriced', 'deliveryCents', 'fuelCents', 'chargeCents', 'totalCents'] as const;

/** Invoice headers per group: the delivery lines summed in SQL by `key`, each group's charges added here. */
async function headersBy<K extends string | number>(
  db: Executor,
  scope: ReportScope,
  f: PeriodFilters,
  key: SQL,
  keyOf: (value: unknown) => K,
  chargeKey: (c: Charge) => K,
): Promise<{ headers: Map<K, InvoiceTotals>; total: InvoiceTotals }> {
  const [sums, extra] = await Promise.all([deliverySums(db, scope, f, { key }), chargesOf(db, scope, f)]);
  const byKey = new Map(sums.map((r) => [keyOf(r.key), r]));
  const chargesBy = groupBy(extra, chargeKey);
  const headers = new Map<K, InvoiceTotals>();
  for (const k of new Set([...byKey.keys(), ...chargesBy.keys()]))
    headers.set(
      k,
      headerOf(
        byKey.get(k),
        (chargesBy.get(k) ?? []).map((c) => c.amountCents),
      ),
    );
  return { headers, total: sumsOf(headers.values(), HEADER_KEYS) };
}

export const clientInvoicing = defineReport({
  id: 'client-invoicing',
  screenId: 'b.invoicing',
  filters: periodFilters,
  reads: [deliveries, clientRates, fuelSurcharges, charges, clients],
  async run(db, f, scope) {
    const [{ headers, total }, clientNames] = await Promise.all([
      headersBy(db, scope, f, sql`client_id`, num, (c) => c.clientId),
      names(db, clients),
    ]);
    const rows = [...headers.entries()]
      .map(([clientId, t]) => ({ client: nameOf(clientNames, clientId, 'Client'), ...t }))
      .sort((a, b) => b.totalCents - a.totalCents || a.client.localeCompare(b.client));
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'deliveries', label: 'Delivered', type: 'int' },
        { key: 'unpriced', label: 'No rate', type: 'int' },
        { key: 'deliveryCents', label: 'Deliveries', type: 'cents' },
        { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
        { key: 'chargeCents', label: 'Charges', type: 'cents' },
        { key: 'totalCents', label: 'Invoice total', type: 'cents' },
      ],
      rows,
      totals: { ...total, clients: rows.length },
    };
  },
});

/**
 * Every line of the invoices of the period, a page at a time (a week of the bench's seed is 45,544
 * lines, 10.9 MB whole): the delivery lines in the invoice's order (day, then id), then the
 * charges. The page's delivery lines are priced in SQL (the model's rule to the cent,
 * invoice-lines.test.ts); the totals are the whole period's, summed as Client Invoicing sums them,
 * so the itemised total equals the header on every page, and kept apart from the page
 * (cachedTotals), so stepping through pages sums the period once.
 */
const ITEMISED_ID = 'client-invoicing-itemised';
const ITEMISED_READS = [deliveries, clientRates, fuelSurcharges, charges, clients, zones];

export const clientInvoicingItemised = defineReport({
  id: ITEMISED_ID,
  screenId: 'b.invoicing-itemised',
  filters: pagedPeriodFilters,
  reads: ITEMISED_READS,
  async run(db, f, scope) {
    const period = { from: f.from, to: f.to, rg: f.rg, client: f.client };
    const [totals, clientNames, zoneNames] = await Promise.all([
      cachedTotals(db, JSON.stringify([ITEMISED_ID, period, scope.clientIds]), ITEMISED_READS, async () => {
        const [[sums], extra] = await Promise.all([deliverySums(db, scope, period, {}), chargesOf(db, scope, period)]);
        const header = headerOf(
          sums,
          extra.map((c) => c.amountCents),
        );
        const lines = header.deliveries + extra.length;
        return { ...header, lines, baseCents: header.deliveryCents + header.chargeCents };
      }),
      names(db, clients),
      names(db, zones),
    ]);
    const delivered = num(totals.deliveries);
    const [deliveryPage, extra] = await Promise.all([
      f.offset < delivered
        ? db.query<Record<string, unknown>>(
            sql`${pricedDeliveriesSql(scope, period, { offset: f.offset, limit: Math.min(f.limit, delivered - f.offset) })} order by day, id`,
          )
        : Promise.resolve<Record<string, unknown>[]>([]),
      f.offset + f.limit > delivered ? chargesOf(db, scope, period) : Promise.resolve<Charge[]>([]),
    ]);
    const firstCharge = Math.max(0, f.offset - delivered);
    const chargePage = extra.slice(firstCharge, firstCharge + f.limit - deliveryPage.length);
    const client = (id: unknown) => nameOf(clientNames, num(id), 'Client');
    const rows = [
      ...deliveryPage.map((r) => {
        const zone = numOrNull(r.zone_id);
        return {
          client: client(r.client_id),
          day: text(r.day),
          item: text(r.reference),
          kind: r.rate_id === null ? 'Delivery (no rate)' : 'Delivery',
          zone: zone === null ? '' : nameOf(zoneNames, zone, 'Zone'),
          service: text(r.service),
          weightKg: num(r.weight),
          baseCents: num(r.base_cents),
          fuelPercent: num(r.fuel_bp) / 100,
          fuelCents: num(r.fuel_cents),
          totalCents: num(r.total_cents),
        };
      }),
      ...chargePage.map((c) => ({
        client: client(c.clientId),
        day: c.date,
        item: c.description,
        kind: 'Charge',
        zone: '',
        service: '',
        weightKg: null,
        baseCents: c.amountCents,
        fuelPercent: 0,
        fuelCents: 0,
        totalCents: c.amountCents,
      })),
    ];
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'item', label: 'Item', type: 'text' },
        { key: 'kind', label: 'Line', type: 'text' },
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'service', label: 'Service', type: 'text' },
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'baseCents', label: 'Amount', type: 'cents' },
        { key: 'fuelPercent', label: 'Fuel surcharge %', type: 'percent' },
        { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
        { key: 'totalCents', label: 'Line total', type: 'cents' },
      ],
      rows,
      totals,
      page: pageOf(f, num(totals.lines)),
    };
  },
});

// ---- revenue -----------------------------------------------------------------------------------

export const revenue = defineReport({
  id: 'revenue',
  screenId: 'b.revenue',
  filters: periodFilters,
  reads: [deliveries, clientRates, fuelSurcharges, charges],
  async run(db, f, scope) {
    const { headers, total } = await headersBy(db, scope, f, sql`day`, text, (c) => c.date);
    const rows = [...headers.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, t]) => ({
        day,
        deliveries: t.deliveries,
        deliveryCents: t.deliveryCents,
        fuelCents: t.fuelCents,
        chargeCents: t.chargeCents,
        totalCents: t.totalCents,
        dollars: Math.round(t.totalCents / 100),
      }));
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'deliveries', label: 'Delivered', type: 'int' },
        { key: 'deliveryCents', label: 'Deliveries', type: 'cents' },
        { key: 'fuelCents', label: 'Fuel surcharge', type: 'cents' },
        { key: 'chargeCents', label: 'Charges', type: 'cents' },
        { key: 'totalCents', label: 'Revenue', type: 'cents' },
        { key: 'dollars', label: 'Revenue (whole $)', type: 'int' },
      ],
      rows,
      totals: { ...total },
    };
  },
});

/**
 * Per routing group, the priced delivery lines added up, and of them the part on group-days with
 * an applied route plan, with its distance (docs/finance.md, 'Per km'). A group-day's distance is
 * the sum of its applied plans' `distanceAfterKm` (plans of one day route different deliveries:
 * a plan takes only unrouted ones), shared among that day's delivered drops of the group, every
 * client's; the lines in scope (one client, or a client user's clients) take their drops' share.
 * A group-day with no applied plan, or with a plan but no delivered drop, gives no distance.
 * Columns: rg, drops, boxes, kg, total_cents, planned_cents (revenue of the group-days with a
 * distance), km.
 */
async function metricSums(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<Record<string, unknown>[]> {
  const planRg = F(routePlans, 'routingGroupId');
  const planDay = F(routePlans, 'date');
  const rg = F(deliveries, 'routingGroupId');
  const day = F(deliveries, 'date');
  return db.query<Record<string, unknown>>(sql`
    with gd as (
      select rg, day, count(*) as drops, sum(boxes) as boxes, sum(weight) as kg, sum(total_cents) as cents
      from (${pricedDeliveriesSql(scope, f)}) lines
      group by rg, day),
    plans as (
      select ${planRg}::bigint as rg, ${planDay} as day, sum((data->>'distanceAfterKm')::float8) as km
      from ${table(routePlans)}
      where not historical and ${planDay} between ${f.from} and ${f.to} and data->'appliedRunIds'->0 is not null
        and (data->>'distanceAfterKm')::float8 > 0
      group by 1, 2),
    everyone as (
      select ${rg}::bigint as rg, ${day} as day, count(*) as drops
      from ${table(deliveries)}
      where not historical and ${F(deliveries, 'status')} = 'delivered' and ${day} in (select day from plans)
        and (${rg}::bigint, ${day}) in (select rg, day from plans)
      group by 1, 2)
    select gd.rg, sum(gd.drops) as drops, sum(gd.boxes) as boxes, sum(gd.kg) as kg, sum(gd.cents) as total_cents,
           coalesce(sum(gd.cents) filter (where e.drops > 0), 0) as planned_cents,
           coalesce(sum(p.km * gd.drops::float8 / e.drops) filter (where e.drops > 0), 0) as km
    from gd
    left join plans p on p.rg = gd.rg and p.day = gd.day
    left join everyone e on e.rg = gd.rg and e.day = gd.day
    group by gd.rg`);
}

/**
 * Revenue per drop, per box, per kg and per km, per routing group (a delivered delivery is one
 * drop). Per km is the revenue of the group-days with an applied route plan over their distance
 * (metricSums), and the share of the revenue it covers is given beside it; with a client chosen
 * (or a client user's own clients) every figure is that client's, the distance its drops' share.
 */
export const revenueByMetric = defineReport({
  id: 'revenue-by-metric',
  screenId: 'b.revenue-metric',
  filters: periodFilters,
  reads: [deliveries, clientRates, fuelSurcharges, routingGroups, routePlans],
  async run(db, f, scope) {
    const [sums, groupNames] = await Promise.all([metricSums(db, scope, f), names(db, routingGroups)]);
    const per = (cents: number, n: number) => (n > 0 ? Math.round(cents / n) : null);
    const groups = sums.map((s) => ({
      rg: numOrNull(s.rg),
      drops: num(s.drops),
      boxes: num(s.boxes),
      kg: num(s.kg),
      revenueCents: num(s.total_cents),
      plannedCents: num(s.planned_cents),
      km: num(s.km),
    }));
    const rows = groups
      .map((g) => ({
        routingGroup: nameOf(groupNames, g.rg, 'No routing group'),
        drops: g.drops,
        boxes: g.boxes,
        kg: Math.round(g.kg * 10) / 10,
        revenueCents: g.revenueCents,
        perDrop: per(g.revenueCents, g.drops),
        perBox: per(g.revenueCents, g.boxes),
        perKg: per(g.revenueCents, g.kg),
        km: Math.round(g.km * 10) / 10,
        perKm: per(g.plannedCents, g.km),
        kmCoverage: percent(g.plannedCents, g.revenueCents),
      }))
      .sort((a, b) => b.revenueCents - a.revenueCents);
    const t = sumsOf(groups, ['drops', 'boxes', 'kg', 'revenueCents', 'plannedCents', 'km']);
    return {
      columns: [
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'drops', label: 'Drops', type: 'int' },
        { key: 'boxes', label: 'Boxes', type: 'int' },
        { key: 'kg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'revenueCents', label: 'Revenue', type: 'cents' },
        { key: 'perDrop', label: 'Per drop', type: 'cents' },
        { key: 'perBox', label: 'Per box', type: 'cents' },
        { key: 'perKg', label: 'Per kg', type: 'cents' },
        { key: 'km', label: 'Planned distance (km)', type: 'decimal' },
        { key: 'perKm', label: 'Per km', type: 'cents' },
        { key: 'kmCoverage', label: 'Per km covers (% of revenue)', type: 'percent' },
      ],
      rows,
      totals: {
        revenueCents: t.revenueCents,
        drops: t.drops,
        perDrop: per(t.revenueCents, t.drops),
        perBox: per(t.revenueCents, t.boxes),
        perKg: per(t.revenueCents, t.kg),
        km: Math.round(t.km * 10) / 10,
        perKm: per(t.plannedCents, t.km),
        kmCoverage: percent(t.plannedCents, t.revenueCents),
      },
    };
  },
});

// ---- cost --------------------------------------------------------------------------------------

/** Per routing group and week: revenue (delivered deliveries' invoice lines) against pay (runs less fines). */
export const rgWeeklyCost = defineReport({
  id: 'rg-weekly-cost',
  screenId: 'b.rg-weekly-cost',
  filters: periodFilters,
  reads: [deliveries, clientRates, fuelSurcharges, runs, payRates, runFines, overheads, routingGroups],
  async run(db, f, scope) {
    const [revenueRows, pay, overheadRows, groupNames] = await Promise.all([
      deliverySums(db, scope, f, { rg: sql`rg`, week: weekStartSql(sql`day`) }),
      payOf(db, { ...scope, contractorId: null }, f),
      overheadsOf(db, f),
      names(db, routingGroups),
    ]);
    const rgOfRun = new Map(pay.filter((l) => l.kind === 'run').map((l) => [l.runId, l.routingGroupId]));
    const acc = new Map<
      string,
      { rg: number | null; week: string; revenue: number[]; pay: number[]; overhead: number[] }
    >();
    const slot = (rg: number | null, week: string) => {
      const key = `${rg}|${week}`;
      const a = acc.get(key) ?? { rg, week, revenue: [], pay: [], overhead: [] };
      acc.set(key, a);
      return a;
    };
    for (const r of revenueRows) slot(numOrNull(r.rg), text(r.week)).revenue.push(num(r.total_cents));
    for (const l of pay) slot(rgOfRun.get(l.runId) ?? l.routingGroupId, l.weekStart).pay.push(l.amountCents);
    for (const o of overheadRows) slot(o.rg, o.week).overhead.push(o.amountCents);
    const rows = [...acc.values()]
      .map((a) => {
        const revenueCents = sumCents(a.revenue);
        const payCents = sumCents(a.pay);
        const overheadCents = sumCents(a.overhead);
        return {
          routingGroup: nameOf(groupNames, a.rg, 'No routing group'),
          week: a.week,
          revenueCents,
          payCents,
          overheadCents,
          costCents: payCents + overheadCents,
          marginCents: revenueCents - payCents - overheadCents,
        };
      })
      .sort((a, b) => a.week.localeCompare(b.week) || a.routingGroup.localeCompare(b.routingGroup));
    const t = sumsOf(rows, ['revenueCents', 'payCents', 'overheadCents', 'costCents', 'marginCents']);
    return {
      columns: [
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'week', label: 'Week from', type: 'date' },
        { key: 'revenueCents', label: 'Revenue', type: 'cents' },
        { key: 'payCents', label: 'Contractor pay', type: 'cents' },
        { key: 'overheadCents', label: 'Overheads', type: 'cents' },
        { key: 'costCents', label: 'Cost', type: 'cents' },
        { key: 'marginCents', label: 'Revenue less cost', type: 'cents' },
      ],
      rows,
      totals: t,
    };
  },
});

// ---- contractor pay and ledger -----------------------------------------------------------------

/**
 * What the pay reports are computed from (payOf and the contractors' names). Like every report
 * naming its reads, their answers are kept per filters and scope (a contractor's own apart) until
 * one of these tables changes: a week's pay lines on the bench's seed took 2 s a request at 32
 * connections when computed each time (docs/bench.md).
 */
const PAY_READS = [runs, payRates, runFines, users];

export const contractorPay = defineReport({
  id: 'contractor-pay',
  screenId: 'b.contractor-pay',
  filters: periodFilters,
  reads: PAY_READS,
  async run(db, f, scope) {
    const [lines, people] = await Promise.all([payOf(db, scope, f), names(db, users)]);
    const rows = paySummaries(lines)
      .map((s) => ({ contractor: nameOf(people, s.contractorId, 'Contractor'), ...s }))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.contractor.localeCompare(b.contractor))
      .map(({ contractorId: _id, ...r }) => r);
    return {
      columns: [
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'weekStart', label: 'Week from', type: 'date' },
        { key: 'runs', label: 'Runs', type: 'int' },
        { key: 'drops', label: 'Drops completed', type: 'int' },
        { key: 'runCents', label: 'Run pay', type: 'cents' },
        { key: 'fineCents', label: 'Fines', type: 'cents' },
        { key: 'payCents', label: 'Pay', type: 'cents' },
      ],
      rows,
      totals: {
        lines: lines.length,
        runCents: sumCents(rows.map((r) => r.runCents)),
        fineCents: sumCents(rows.map((r) => r.fineCents)),
        payCents: sumCents(lines.map((l) => l.amountCents)),
      },
    };
  },
});

/** The pay lines themselves: a contractor's own (the only ones they are given), or everyone's for staff. */
export const paySummary = defineReport({
  id: 'pay-summary',
  screenId: 'r.pay-summary',
  filters: periodFilters,
  reads: [...PAY_READS, routingGroups],
  async run(db, f, scope) {
    const [lines, people, groupNames] = await Promise.all([
      payOf(db, scope, f),
      names(db, users),
      names(db, routingGroups),
    ]);
    const rows = lines.map((l) => ({
      contractor: nameOf(people, l.contractorId, 'Contractor'),
      day: l.date,
      line: l.kind === 'run' ? (l.rateId === null ? 'Run (no pay rate)' : 'Run') : 'Fine',
      item: l.item,
      routingGroup: l.routingGroupId === null ? '' : nameOf(groupNames, l.routingGroupId, 'Routing group'),
      drops: l.kind === 'run' ? l.drops : null,
      amountCents: l.amountCents,
    }));
    return {
      columns: [
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'line', label: 'Line', type: 'text' },
        { key: 'item', label: 'Run or reason', type: 'text' },
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'drops', label: 'Drops completed', type: 'int' },
        { key: 'amountCents', label: 'Amount', type: 'cents' },
      ],
      rows,
      totals: {
        runs: lines.filter((l) => l.kind === 'run').length,
        fines: lines.filter((l) => l.kind === 'fine').length,
        payCents: sumCents(lines.map((l) => l.amountCents)),
        amountCents: sumCents(lines.map((l) => l.amountCents)),
      },
    };
  },
});

/**
 * Per contractor: the period's credits and debits, the balance at its end as the sum of every
 * entry up to then, and the balance the server kept on the last of them (equal, unless an entry
 * was written around the ledger's rule: the report shows both so a difference is seen).
 */
export const ledgerSummary = defineReport({
  id: 'ledger-summary',
  screenId: 'r.ledger-summary',
  filters: periodFilters,
  reads: [ledgerEntries, users],
  async run(db, f, scope) {
    const own =
      scope.contractorId === null ? sql`true` : sql`${F(ledgerEntries, 'contractorId')} = ${scope.contractorId}`;
    const signed = sql`case when data->>'kind' = 'debit' then -(data->>'amountCents')::bigint else (data->>'amountCents')::bigint end`;
    const inPeriod = sql`${F(ledgerEntries, 'date')} between ${f.from} and ${f.to}`;
    const [rows, people] = await Promise.all([
      db.query<Record<string, unknown>>(sql`
        select ${F(ledgerEntries, 'contractorId')} as contractor,
               count(*) filter (where ${inPeriod}) as entries,
               coalesce(sum((data->>'amountCents')::bigint) filter (where ${inPeriod} and data->>'kind' = 'credit'), 0) as credits,
               coalesce(sum((data->>'amountCents')::bigint) filter (where ${inPeriod} and data->>'kind' = 'debit'), 0) as debits,
               sum(${signed}) as balance,
               (array_agg((data->>'balanceCents')::bigint order by id desc))[1] as kept
        from ${table(ledgerEntries)}
        where not historical and ${own} and ${F(ledgerEntries, 'date')} <= ${f.to}
        group by 1`),
      names(db, users),
    ]);
    const out = rows
      .map((r) => ({
        contractor: nameOf(people, num(r.contractor), 'Contractor'),
        entries: num(r.entries),
        credits: num(r.credits),
        debits: num(r.debits),
        balance: num(r.balance),
        kept: num(r.kept),
      }))
      .sort((a, b) => a.contractor.localeCompare(b.contractor));
    return {
      columns: [
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'entries', label: 'Entries in the period', type: 'int' },
        { key: 'credits', label: 'Credits', type: 'cents' },
        { key: 'debits', label: 'Debits', type: 'cents' },
        { key: 'balance', label: 'Balance at the end (sum of entries)', type: 'cents' },
        { key: 'kept', label: 'Balance on the last entry', type: 'cents' },
      ],
      rows: out,
      totals: {
        contractors: out.length,
        credits: sumCents(out.map((r) => r.credits)),
        debits: sumCents(out.map((r) => r.debits)),
        balance: sumCents(out.map((r) => r.balance)),
      },
    };
  },
});

// ---- rate cards ---------------------------------------------------------------------------------

/** Client Rates by Zone: each client's cards in force at some point of the period, by zone, service and weight band. */
export const ratesByZone = defineReport({
  id: 'client-rates-by-zone',
  screenId: 'b.rates-zone',
  filters: periodFilters,
  reads: [clientRates, clients, zones, fuelCategories],
  async run(db, f, scope) {
    const [cards, clientNames, zoneNames, categories] = await Promise.all([
      rateCards(db, scope),
      names(db, clients),
      names(db, zones),
      names(db, fuelCategories),
    ]);
    const rows = cards
      .filter(
        (c) =>
          (f.client === undefined || c.clientId === f.client) &&
          c.effectiveFrom <= f.to &&
          (c.effectiveTo === null || c.effectiveTo >= f.from),
      )
      .map((c) => ({
        client: nameOf(clientNames, c.clientId, 'Client'),
        zone: c.zoneId === null ? 'Any zone' : nameOf(zoneNames, c.zoneId, 'Zone'),
        service: c.serviceType,
        weightFromKg: c.weightFromKg,
        weightToKg: c.weightToKg,
        effectiveFrom: c.effectiveFrom,
        effectiveTo: c.effectiveTo,
        fuelCategory: c.fuelCategoryId === null ? '' : nameOf(categories, c.fuelCategoryId, 'Fuel category'),
        baseCents: c.baseCents,
        perKgCents: c.perKgCents,
      }))
      .sort(
        (a, b) =>
          a.client.localeCompare(b.client) ||
          (a.zone === 'Any zone' ? -1 : b.zone === 'Any zone' ? 1 : a.zone.localeCompare(b.zone)) ||
          a.service.localeCompare(b.service) ||
          a.weightFromKg - b.weightFromKg ||
          a.effectiveFrom.localeCompare(b.effectiveFrom),
      );
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'service', label: 'Service', type: 'text' },
        { key: 'weightFromKg', label: 'From (kg)', type: 'decimal' },
        { key: 'weightToKg', label: 'Up to (kg)', type: 'decimal' },
        { key: 'effectiveFrom', label: 'Effective from', type: 'date' },
        { key: 'effectiveTo', label: 'Effective to', type: 'date' },
        { key: 'fuelCategory', label: 'Fuel category', type: 'text' },
        { key: 'baseCents', label: 'Per delivery', type: 'cents' },
        { key: 'perKgCents', label: 'Per kg', type: 'cents' },
      ],
      rows,
      totals: { cards: rows.length, clients: new Set(rows.map((r) => r.client)).size },
    };
  },
});
