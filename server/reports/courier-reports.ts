/**
 * Courier Routing's reports (docs/courier-routing.md), each a report declaration over the
 * deliveries least-cost routing gave a carrier (`carrierId`, `carrierZone`, `carrierQuoteCents`,
 * server-kept on the delivery): the Delivery List (which carrier took which delivery, at what
 * cost, what the client is invoiced for it and the margin), the client's own Client Delivery List
 * (its deliveries and their carriers, no money of ours), Ambient Billing (per client), the Courier
 * Summary (per carrier) and the Picking Report (parcels to pick and hand over per carrier and
 * routing group). Read with SQL inside the caller's client scope; what a client is invoiced for a
 * delivery is the finance invoice line (`invoiceOf`, docs/finance.md), so margin = invoiced − quote.
 */
import { sql } from 'drizzle-orm';
import { carriers } from '../../src/resources/courier-routing';
import { clients, deliveries, routingGroups } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { invoiceOf } from './finance-reports';
import type { PeriodFilters, ReportRow, ReportScope } from './kit';
import { defineReport, fieldExpr, groupBy, num, percent, periodFilters, periodWhere, sumOf, table, text } from './kit';

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

/** The period's deliveries with a carrier, inside the caller's scope, by day and reference. */
async function routedOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<Routed[]> {
  // the scope and period first, on the deliveries alone; the names joined after
  const rows = await db.query<Record<string, unknown>>(sql`
    with d as (
      select id, client_id, data from ${table(D)}
      where ${periodWhere(D, scope, f)} and ${F('carrierId')} is not null)
    select d.id, d.data->>'date' as day, d.data->>'reference' as reference, c.data->>'name' as client,
           d.data->>'suburb' as suburb, d.data->>'postcode' as postcode, d.data->>'status' as status,
           d.data->>'weightKg' as weight, d.data->>'boxCount' as boxes, k.data->>'name' as carrier,
           d.data->>'carrierZone' as zone, g.data->>'name' as rg, d.data->>'carrierQuoteCents' as quote
    from d
    join ${table(carriers)} k on k.id = (d.data->>'carrierId')::int
    left join ${table(clients)} c on c.id = d.client_id
    left join ${table(routingGroups)} g on g.id = (d.data->>'routingGroupId')::int
    order by 2, 3`);
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

/** What each delivered delivery of the period is invoiced for (the finance invoice line's total). */
async function invoicedOf(db: Executor, scope: ReportScope, f: PeriodFilters): Promise<Map<number, number>> {
  const { lines } = await invoiceOf(db, scope, f);
  const out = new Map<number, number>();
  for (const line of lines) if (line.deliveryId !== null) out.set(line.deliveryId, line.totalCents);
  return out;
}

const sum = (rows: readonly ReportRow[], key: string): number => sumOf(rows, (r) => num(r[key]));
const kg = (value: number): number => Math.round(value * 10) / 10;

/** Parcels per carrier: the chart of the lists (their table is one row per delivery). */
function perCarrier(routed: readonly Routed[]): ReportRow[] {
  return [...groupBy(routed, (d) => d.carrier, 'by-key')].map(([carrier, list]) => ({
    carrier,
    deliveries: list.length,
  }));
}

export const courierDeliveryList = defineReport({
  id: 'courier-delivery-list',
  screenId: 'cr.delivery-list',
  filters: periodFilters,
  async run(db, f, scope) {
    const routed = await routedOf(db, scope, f);
    const invoiced = await invoicedOf(db, scope, f);
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
    const invoicedRows = rows.filter((r) => r.invoicedCents !== null);
    const margin = sum(invoicedRows, 'marginCents');
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
      totals: {
        deliveries: rows.length,
        quoteCents: sum(rows, 'quoteCents'),
        invoicedCents: sum(invoicedRows, 'invoicedCents'),
        marginCents: margin,
        marginShare: percent(margin, sum(invoicedRows, 'invoicedCents')),
      },
      chart: { rows: perCarrier(routed), valueLabel: 'Deliveries', valueType: 'int' },
    };
  },
});

export const courierClientDeliveryList = defineReport({
  id: 'courier-client-delivery-list',
  screenId: 'cr.client-delivery-list',
  filters: periodFilters,
  async run(db, f, scope) {
    const routed = await routedOf(db, scope, f);
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
      totals: {
        deliveries: rows.length,
        boxes: sum(rows, 'boxes'),
        weightKg: kg(sum(rows, 'weightKg')),
        carriers: new Set(routed.map((d) => d.carrier)).size,
      },
      chart: { rows: perCarrier(routed), valueLabel: 'Deliveries', valueType: 'int' },
    };
  },
});

export const ambientBilling = defineReport({
  id: 'ambient-billing',
  screenId: 'cr.ambient-billing',
  filters: periodFilters,
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
