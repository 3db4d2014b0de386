/**
 * Courier Routing's reports (docs/courier-routing.md), each a report declaration over the
 * deliveries least-cost routing gave a carrier (`carrierId`, `carrierZone`, `carrierQuoteCents`,
 * server-kept on the delivery): the Delivery List (which carrier took which delivery, at what
 * cost, what the client is invoiced for it and the margin), the client's own Client Delivery List
 * (its deliveries and their carriers, no money of ours), Ambient Billing (per client), the Courier
 * Summary (per carrier) and the Picking Report (parcels to pick and hand over per carrier and
 * routing group). Read with SQL inside the caller's client scope; what a client is invoiced for a
 * delivery is the finance invoice line (`invoiceOf`, docs/finance.md), so margin = invoiced − quote.
 *
 * The two lists have a row per delivery (a week of the bench's seed: about 33,000), so they answer
 * a page at a time (the kit's paging): the page's rows read in SQL, the Delivery List's invoiced
 * amounts priced for the page's deliveries alone (pricedDeliveriesSql), and the period's totals
 * and chart summed in SQL and kept apart from the page (cachedAnswer). Every report names what it
 * reads, so an answer is reused while none of it changes.
 */
import { sql } from 'drizzle-orm';
import { carriers } from '../../src/resources/courier-routing';
import { clients, deliveries, routingGroups } from '../../src/resources/index';
import { charges, clientRates, fuelSurcharges } from '../../src/resources/index';
import type { ReportResult } from '../../src/resources/reports';
import type { Executor } from '../db/database';
import { cachedAnswer } from './answer-cache';
import { invoiceOf } from './finance-reports';
import { pricedDeliveriesSql } from './invoice-lines';
import type { Paging, PeriodFilters, ReportRow, ReportScope } from './kit';
import {
  defineReport,
  fieldExpr,
  groupBy,
  num,
  pageOf,
  pagedPeriodFilters,
  percent,
  periodFilters,
  periodWhere,
  sumOf,
  table,
  text,
} from './kit';

const D = deliveries;
const F = (field: string) => fieldExpr(D, field);

interface Routed {
  id: number;
  day: string;
  reference: string;
  client: string;
  suburb: string;
  postcode: string;
  status: string;
  weightKg: number;
  boxes: number;
  carrier: string;
  zone: string;
  routingGroup: string;
  quoteCents: number;
}

/** What the reports read: the deliveries and the names they show; with the invoice, finance's tables too. */
const ROUTED_READS = [D, carriers, clients, routingGroups];
const INVOICED_READS = [...ROUTED_READS, clientRates, fuelSurcharges, charges];

/** The period's deliveries with a carrier, inside the caller's scope, by day and reference (one page of them, when given). */
async function routedOf(db: Executor, scope: ReportScope, f: PeriodFilters, page?: Paging): Promise<Routed[]> {
  const slice = page
    ? sql` order by ${F('date')}, ${F('reference')}, id limit ${page.limit} offset ${page.offset}`
    : sql``;
  // the scope and period first, on the deliveries alone; the names joined after
  const rows = await db.query<Record<string, unknown>>(sql`
    with d as (
      select id, client_id, data from ${table(D)}
      where ${periodWhere(D, scope, f)} and ${F('carrierId')} is not null${slice})
    select d.id, d.data->>'date' as day, d.data->>'reference' as reference, c.data->>'name' as client,
           d.data->>'suburb' as suburb, d.data->>'postcode' as postcode, d.data->>'status' as status,
           d.data->>'weightKg' as weight, d.data->>'boxCount' as boxes, k.data->>'name' as carrier,
           d.data->>'carrierZone' as zone, g.data->>'name' as rg, d.data->>'carrierQuoteCents' as quote
    from d
    join ${table(carriers)} k on k.id = (d.data->>'carrierId')::int
    left join ${table(clients)} c on c.id = d.client_id
    left join ${table(routingGroups)} g on g.id = (d.data->>'routingGroupId')::int
    order by 2, 3, 1`);
  return rows.map((r) => ({
    id: num(r.id),
    day: text(r.day),
    reference: text(r.reference),
    client: text(r.client),
    suburb: text(r.suburb),
    postcode: text(r.postcode),
    status: text(r.status),
    weightKg: num(r.weight),
    boxes: num(r.boxes),
    carrier: text(r.carrier),
    zone: text(r.zone),
    routingGroup: r.rg === null ? 'No routing group' : text(r.rg),
    quoteCents: num(r.quote),
  }));
}

/** What each of these deliveries is invoiced for, when delivered (the finance invoice line's total, priced in SQL). */
async function invoicedOfPage(
  db: Executor,
  scope: ReportScope,
  f: PeriodFilters,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db.query<Record<string, unknown>>(
    sql`select id, total_cents from (${pricedDeliveriesSql(scope, f, { ids })}) lines`,
  );
  return new Map(rows.map((r) => [num(r.id), num(r.total_cents)]));
}

/**
 * The period's figures of a per-delivery list, summed in SQL and kept while nothing it reads
 * changes (the key leaves the page out): each delivery list's totals and its parcels per carrier.
 */
async function periodFigures(
  db: Executor,
  id: string,
  scope: ReportScope,
  f: PeriodFilters,
  invoiced: boolean,
): Promise<ReportResult> {
  const period = { from: f.from, to: f.to, rg: f.rg, client: f.client };
  const key = JSON.stringify([id, period, scope.clientIds]);
  return cachedAnswer(db, `period:${key}`, invoiced ? INVOICED_READS : ROUTED_READS, async () => {
    const routed = sql`select id, data from ${table(D)} where ${periodWhere(D, scope, f)} and ${F('carrierId')} is not null`;
    const [[sums], chart] = await Promise.all([
      db.query<Record<string, unknown>>(
        invoiced
          ? sql`with r as (${routed}), p as (${pricedDeliveriesSql(scope, f)})
              select count(*) as deliveries, sum((r.data->>'carrierQuoteCents')::bigint) as quote,
                     sum(p.total_cents) as invoiced,
                     sum((r.data->>'carrierQuoteCents')::bigint) filter (where p.id is not null) as billed_quote
              from r left join p on p.id = r.id`
          : sql`with r as (${routed})
              select count(*) as deliveries, sum(coalesce((data->>'boxCount')::bigint, 0)) as boxes,
                     sum(coalesce((data->>'weightKg')::float8, 0)) as kg, count(distinct data->>'carrierId') as carriers
              from r`,
      ),
      db.query<Record<string, unknown>>(sql`with r as (${routed})
        select k.data->>'name' as carrier, count(*) as deliveries
        from r join ${table(carriers)} k on k.id = (r.data->>'carrierId')::int group by 1 order by 1`),
    ]);
    const quote = num(sums?.quote);
    const billed = num(sums?.invoiced);
    const margin = billed - num(sums?.billed_quote);
    const totals: ReportResult['totals'] = invoiced
      ? {
          deliveries: num(sums?.deliveries),
          quoteCents: quote,
          invoicedCents: billed,
          marginCents: margin,
          marginShare: percent(margin, billed),
        }
      : {
          deliveries: num(sums?.deliveries),
          boxes: num(sums?.boxes),
          weightKg: kg(num(sums?.kg)),
          carriers: num(sums?.carriers),
        };
    return {
      columns: [],
      rows: [],
      totals,
      chart: {
        rows: chart.map((r) => ({ carrier: text(r.carrier), deliveries: num(r.deliveries) })),
        valueLabel: 'Deliveries',
        valueType: 'int',
      },
    };
  });
}

/** What each delivered delivery of the period is invoiced for (the finance invoice line's total). */
async function invoicedOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<Map<number, number>> {
  const { lines } = await invoiceOf(db, scope, f);
  const out = new Map<number, number>();
  for (const line of lines) if (line.deliveryId !== null) out.set(line.deliveryId, line.totalCents);
  return out;
}

const sum = (rows: readonly ReportRow[], key: string): number => sumOf(rows, (r) => num(r[key]));
const kg = (value: number): number => Math.round(value * 10) / 10;

export const courierDeliveryList = defineReport({
  id: 'courier-delivery-list',
  screenId: 'cr.delivery-list',
  filters: pagedPeriodFilters,
  reads: INVOICED_READS,
  async run(db, f, scope) {
    const [figures, routed] = await Promise.all([
      periodFigures(db, 'courier-delivery-list', scope, f, true),
      routedOf(db, scope, f, f),
    ]);
    const invoiced = await invoicedOfPage(
      db,
      scope,
      f,
      routed.filter((d) => d.status === 'delivered').map((d) => d.id),
    );
    const rows: ReportRow[] = routed.map((d) => {
      const charged = invoiced.get(d.id) ?? null;
      return {
        day: d.day,
        reference: d.reference,
        client: d.client,
        locality: `${d.suburb} ${d.postcode}`.trim(),
        status: d.status,
        weightKg: d.weightKg,
        carrier: d.carrier,
        zone: d.zone,
        quoteCents: d.quoteCents,
        invoicedCents: charged,
        marginCents: charged === null ? null : charged - d.quoteCents,
      };
    });
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'reference', label: 'Reference', type: 'text' },
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'locality', label: 'Suburb', type: 'text' },
        { key: 'status', label: 'Status', type: 'text' },
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'carrier', label: 'Carrier', type: 'text' },
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'quoteCents', label: 'Carrier cost', type: 'cents' },
        { key: 'invoicedCents', label: 'Invoiced', type: 'cents' },
        { key: 'marginCents', label: 'Margin', type: 'cents' },
      ],
      rows,
      totals: figures.totals,
      chart: figures.chart,
      page: pageOf(f, num(figures.totals.deliveries)),
    };
  },
});

export const courierClientDeliveryList = defineReport({
  id: 'courier-client-delivery-list',
  screenId: 'cr.client-delivery-list',
  filters: pagedPeriodFilters,
  reads: ROUTED_READS,
  async run(db, f, scope) {
    const [figures, routed] = await Promise.all([
      periodFigures(db, 'courier-client-delivery-list', scope, f, false),
      routedOf(db, scope, f, f),
    ]);
    const rows: ReportRow[] = routed.map((d) => ({
      day: d.day,
      reference: d.reference,
      locality: `${d.suburb} ${d.postcode}`.trim(),
      status: d.status,
      boxes: d.boxes,
      weightKg: d.weightKg,
      carrier: d.carrier,
    }));
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'reference', label: 'Reference', type: 'text' },
        { key: 'locality', label: 'Suburb', type: 'text' },
        { key: 'status', label: 'Status', type: 'text' },
        { key: 'boxes', label: 'Boxes', type: 'int' },
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'carrier', label: 'Carrier', type: 'text' },
      ],
      rows,
      totals: figures.totals,
      chart: figures.chart,
      page: pageOf(f, num(figures.totals.deliveries)),
    };
  },
});

export const ambientBilling = defineReport({
  id: 'ambient-billing',
  screenId: 'cr.ambient-billing',
  filters: periodFilters,
  reads: INVOICED_READS,
  async run(db, f, scope) {
    const routed = await routedOf(db, scope, f);
    const invoiced = await invoicedOf(db, scope, f);
    const rows: ReportRow[] = [...groupBy(routed, (d) => d.client, 'by-key')].map(([client, list]) => {
      const billed = list.filter((d) => invoiced.has(d.id));
      const invoicedCents = sumOf(billed, (d) => invoiced.get(d.id) ?? 0);
      const billedCost = sumOf(billed, (d) => d.quoteCents);
      return {
        client,
        parcels: list.length,
        weightKg: kg(sumOf(list, (d) => d.weightKg)),
        quoteCents: sumOf(list, (d) => d.quoteCents),
        delivered: billed.length,
        invoicedCents,
        marginCents: invoicedCents - billedCost,
        marginShare: percent(invoicedCents - billedCost, invoicedCents),
      };
    });
    const invoicedCents = sum(rows, 'invoicedCents');
    return {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'parcels', label: 'Parcels', type: 'int' },
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'quoteCents', label: 'Carrier cost', type: 'cents' },
        { key: 'delivered', label: 'Delivered (invoiced)', type: 'int' },
        { key: 'invoicedCents', label: 'Invoiced', type: 'cents' },
        { key: 'marginCents', label: 'Margin', type: 'cents' },
        { key: 'marginShare', label: 'Margin %', type: 'percent' },
      ],
      rows,
      totals: {
        parcels: sum(rows, 'parcels'),
        quoteCents: sum(rows, 'quoteCents'),
        invoicedCents,
        marginCents: sum(rows, 'marginCents'),
        marginShare: percent(sum(rows, 'marginCents'), invoicedCents),
      },
    };
  },
});

export const courierSummary = defineReport({
  id: 'courier-summary',
  screenId: 'cr.summary',
  filters: periodFilters,
  reads: ROUTED_READS,
  async run(db, f, scope) {
    const routed = await routedOf(db, scope, f);
    const rows: ReportRow[] = [...groupBy(routed, (d) => d.carrier, 'by-key')].map(([carrier, list]) => {
      const quoteCents = sumOf(list, (d) => d.quoteCents);
      return {
        carrier,
        parcels: list.length,
        share: percent(list.length, routed.length),
        weightKg: kg(sumOf(list, (d) => d.weightKg)),
        quoteCents,
        perParcelCents: Math.round(quoteCents / list.length),
        delivered: list.filter((d) => d.status === 'delivered').length,
        failed: list.filter((d) => d.status === 'failed').length,
      };
    });
    const quoteCents = sum(rows, 'quoteCents');
    return {
      columns: [
        { key: 'carrier', label: 'Carrier', type: 'text' },
        { key: 'parcels', label: 'Parcels', type: 'int' },
        { key: 'share', label: 'Share %', type: 'percent' },
        { key: 'weightKg', label: 'Weight (kg)', type: 'decimal' },
        { key: 'quoteCents', label: 'Carrier cost', type: 'cents' },
        { key: 'perParcelCents', label: 'Per parcel', type: 'cents' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'failed', label: 'Failed', type: 'int' },
      ],
      rows,
      totals: {
        parcels: routed.length,
        carriers: rows.length,
        quoteCents,
        perParcelCents: routed.length === 0 ? null : Math.round(quoteCents / routed.length),
      },
    };
  },
});

/** Still at the depot: to be picked and handed to the carrier. */
const AT_DEPOT = new Set(['pending', 'routed', 'loaded']);

export const courierPicking = defineReport({
  id: 'courier-picking',
  screenId: 'cr.picking',
  filters: periodFilters,
  reads: ROUTED_READS,
  async run(db, f, scope) {
    const routed = await routedOf(db, scope, f);
    const rows: ReportRow[] = [...groupBy(routed, (d) => `${d.carrier}\u0000${d.routingGroup}`, 'by-key')].map(
      ([, list]) => {
        const toPick = list.filter((d) => AT_DEPOT.has(d.status));
        return {
          carrier: list[0]?.carrier ?? '',
          routingGroup: list[0]?.routingGroup ?? '',
          parcels: list.length,
          toPick: toPick.length,
          boxesToPick: sumOf(toPick, (d) => d.boxes),
          weightToPickKg: kg(sumOf(toPick, (d) => d.weightKg)),
          handedOver: list.length - toPick.length,
        };
      },
    );
    return {
      columns: [
        { key: 'carrier', label: 'Carrier', type: 'text' },
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'parcels', label: 'Parcels', type: 'int' },
        { key: 'toPick', label: 'To pick', type: 'int' },
        { key: 'boxesToPick', label: 'Boxes to pick', type: 'int' },
        { key: 'weightToPickKg', label: 'Weight to pick (kg)', type: 'decimal' },
        { key: 'handedOver', label: 'Handed over', type: 'int' },
      ],
      rows,
      totals: {
        parcels: sum(rows, 'parcels'),
        toPick: sum(rows, 'toPick'),
        boxesToPick: sum(rows, 'boxesToPick'),
        handedOver: sum(rows, 'handedOver'),
      },
    };
  },
});
