/**
 * The Pick/Pack reports over pick/pack orders and their lines (docs/warehouse.md), each gated by
 * its screen (packer, and the client's report flag):
 * - Pick/Pack Summary (/p/reports/summary): per day an order was taken in, how many came in and
 *   how far they got (picked, packed, dispatched, cancelled, still waiting), with lines and units;
 * - Product Summary (/p/product-summary/all): per product, the orders, lines and units picked in
 *   the period and what is on hand now across the warehouses;
 * - Picker Performance (/p/picker-performance/{clientId/}): per picker, lines per hour, an hour
 *   being a clock hour in which the picker marked at least one order picked.
 * Days and hours are read on the clock of the warehouse's depot (its routing group's zone, the
 * operator's when it has none), as every report reads days (docs/reports.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { depots, routingGroups } from '../../src/resources/index';
import { pickOrderLines, pickOrders } from '../../src/resources/pick-pack';
import { products, stockLevels, warehouses } from '../../src/resources/warehouse';
import type { Executor } from '../db/database';
import {
  defineReport,
  fieldExpr,
  groupZoneSql,
  num,
  percent,
  periodFilters,
  scoped,
  table,
  text,
  type PeriodFilters,
  type ReportScope,
} from './kit';

const O = pickOrders;
const L = pickOrderLines;

/**
 * What `ordersIn` reads: the orders, and each warehouse's depot's routing group for its clock. A
 * report over it names these and what else it joins (`reads`), so its answer is kept until a
 * write to one of them (./answer-cache.ts); reports.test.ts fails when a report's SQL touches a
 * table its `reads` leaves out.
 */
export const ORDERS_READS = [O, warehouses, depots, routingGroups] as const;

/** Each warehouse's zone: its depot's routing group's. */
async function warehouseZones(db: Executor): Promise<{ id: number; timezone: unknown }[]> {
  const rows = await db.query<{ id: unknown; timezone: unknown }>(sql`
    select w.id, g.data->>'timezone' as timezone from ${table(warehouses)} w
    left join ${table(depots)} d on d.id = (w.data->>'depotId')::numeric
    left join ${table(routingGroups)} g on g.id = (d.data->>'routingGroupId')::numeric`);
  return rows.map((r) => ({ id: Number(r.id), timezone: r.timezone }));
}

/** The orders in scope whose `at` time falls in the period on their warehouse's clock, with that local time. */
export async function ordersIn(
  db: Executor,
  f: PeriodFilters,
  scope: ReportScope,
  at: 'receivedAt' | 'pickedAt',
): Promise<SQL> {
  const zone = groupZoneSql(await warehouseZones(db), fieldExpr(O, 'warehouseId'));
  const local = sql`(${fieldExpr(O, at)}::timestamptz at time zone ${zone})`;
  return sql`select id, client_id, ${fieldExpr(O, 'status')} as status, ${fieldExpr(O, 'picker')} as picker,
      ${fieldExpr(O, 'pickedAt')} as picked_at, ${fieldExpr(O, 'packedAt')} as packed_at,
      ${fieldExpr(O, 'dispatchedAt')} as dispatched_at, coalesce((data->>'lines')::numeric, 0) as lines,
      coalesce((data->>'units')::numeric, 0) as units, ${local} as local_at
    from ${table(O)}
    where ${scoped(O, scope)} and ${fieldExpr(O, at)} is not null and ${local}::date between ${f.from}::date and ${f.to}::date
      ${f.client === undefined ? sql`` : sql`and client_id = ${f.client}`}`;
}

const SUMMARY_COUNTS = [
  'received',
  'picked',
  'packed',
  'dispatched',
  'cancelled',
  'waiting',
  'lines',
  'units',
] as const;
type SummaryCount = (typeof SUMMARY_COUNTS)[number];

export const pickPackSummary = defineReport({
  id: 'pick-pack-summary',
  screenId: 'p.summary',
  filters: periodFilters,
  reads: ORDERS_READS,
  async run(db, f, scope) {
    const rows = await db.query<Record<SummaryCount | 'day', unknown>>(sql`
      with o as (${await ordersIn(db, f, scope, 'receivedAt')})
      select local_at::date::text as day, count(*) as received, count(picked_at) as picked, count(packed_at) as packed,
             count(dispatched_at) as dispatched, count(*) filter (where status = 'cancelled') as cancelled,
             count(*) filter (where status = 'received') as waiting, sum(lines) as lines, sum(units) as units
      from o group by 1 order by 1`);
    const out = rows.map((r) => ({
      day: text(r.day),
      ...(Object.fromEntries(SUMMARY_COUNTS.map((k) => [k, num(r[k])])) as Record<SummaryCount, number>),
    }));
    const totals = Object.fromEntries(SUMMARY_COUNTS.map((k) => [k, out.reduce((n, r) => n + r[k], 0)])) as Record<
      SummaryCount,
      number
    >;
    return {
      columns: [
        { key: 'day', label: 'Day taken in', type: 'date' },
        { key: 'received', label: 'Orders', type: 'int' },
        { key: 'picked', label: 'Picked', type: 'int' },
        { key: 'packed', label: 'Packed', type: 'int' },
        { key: 'dispatched', label: 'Dispatched', type: 'int' },
        { key: 'cancelled', label: 'Cancelled', type: 'int' },
        { key: 'waiting', label: 'Waiting to be picked', type: 'int' },
        { key: 'lines', label: 'Lines', type: 'int' },
        { key: 'units', label: 'Units', type: 'int' },
      ],
      rows: out,
      totals: { ...totals, dispatchedShare: percent(totals.dispatched, totals.received) },
    };
  },
});

export const productSummary = defineReport({
  id: 'pick-pack-products',
  screenId: 'p.product-summary',
  filters: periodFilters,
  reads: [...ORDERS_READS, L, products, stockLevels],
  async run(db, f, scope) {
    const rows = await db.query<{
      sku: unknown;
      name: unknown;
      orders: unknown;
      lines: unknown;
      units: unknown;
      on_hand: unknown;
    }>(sql`
      with o as (${await ordersIn(db, f, scope, 'pickedAt')}),
      l as (select ${fieldExpr(L, 'pickOrderId')} as order_id, ${fieldExpr(L, 'productId')} as product_id,
              (data->>'quantity')::numeric as quantity from ${table(L)} where ${scoped(L, scope)}),
      s as (select ${fieldExpr(stockLevels, 'productId')} as product_id, sum((data->>'quantity')::numeric) as on_hand
              from ${table(stockLevels)} where ${scoped(stockLevels, scope)} group by 1)
      select p.data->>'sku' as sku, p.data->>'name' as name, count(distinct o.id) as orders, count(*) as lines,
             sum(l.quantity) as units, max(s.on_hand) as on_hand
      from o join l on l.order_id = o.id join ${table(products)} p on p.id = l.product_id
      left join s on s.product_id = l.product_id
      group by 1, 2 order by units desc, sku`);
    const out = rows.map((r) => ({
      sku: text(r.sku),
      product: text(r.name),
      orders: num(r.orders),
      lines: num(r.lines),
      units: num(r.units),
      onHand: num(r.on_hand),
    }));
    const units = out.reduce((n, r) => n + r.units, 0);
    const withShare = out.map((r) => ({ ...r, share: percent(r.units, units) }));
    return {
      columns: [
        { key: 'sku', label: 'SKU', type: 'text' },
        { key: 'product', label: 'Product', type: 'text' },
        { key: 'orders', label: 'Orders', type: 'int' },
        { key: 'lines', label: 'Lines', type: 'int' },
        { key: 'units', label: 'Units picked', type: 'int' },
        { key: 'share', label: 'Share of units', type: 'percent' },
        { key: 'onHand', label: 'On hand now', type: 'int' },
      ],
      rows: withShare,
      totals: {
        products: out.length,
        lines: out.reduce((n, r) => n + r.lines, 0),
        units,
        onHand: out.reduce((n, r) => n + r.onHand, 0),
      },
    };
  },
});

/** Lines per hour: lines picked over the clock hours in which the picker marked an order picked. */
export function linesPerHour(lines: number, hours: number): number | null {
  return hours === 0 ? null : Math.round((lines / hours) * 10) / 10;
}

export const pickerPerformance = defineReport({
  id: 'picker-performance',
  screenId: 'p.picker-performance',
  filters: periodFilters,
  reads: ORDERS_READS,
  async run(db, f, scope) {
    const rows = await db.query<{ picker: unknown; orders: unknown; lines: unknown; units: unknown; hours: unknown }>(
      sql`
      with o as (${await ordersIn(db, f, scope, 'pickedAt')})
      select coalesce(nullif(picker, ''), 'Not named') as picker, count(*) as orders, sum(lines) as lines,
             sum(units) as units, count(distinct date_trunc('hour', local_at)) as hours
      from o group by 1 order by 1`,
    );
    const out = rows
      .map((r) => {
        const lines = num(r.lines);
        const hours = num(r.hours);
        return {
          picker: text(r.picker),
          orders: num(r.orders),
          lines,
          units: num(r.units),
          hours,
          linesPerHour: linesPerHour(lines, hours),
        };
      })
      .sort((a, b) => (b.linesPerHour ?? 0) - (a.linesPerHour ?? 0) || a.picker.localeCompare(b.picker));
    const lines = out.reduce((n, r) => n + r.lines, 0);
    const hours = out.reduce((n, r) => n + r.hours, 0);
    return {
      columns: [
        { key: 'picker', label: 'Picker', type: 'text' },
        { key: 'orders', label: 'Orders picked', type: 'int' },
        { key: 'lines', label: 'Lines', type: 'int' },
        { key: 'units', label: 'Units', type: 'int' },
        { key: 'hours', label: 'Hours picking', type: 'int' },
        { key: 'linesPerHour', label: 'Lines per hour', type: 'decimal' },
      ],
      rows: out,
      totals: {
        pickers: out.length,
        orders: out.reduce((n, r) => n + r.orders, 0),
        lines,
        units: out.reduce((n, r) => n + r.units, 0),
        hours,
        linesPerHour: linesPerHour(lines, hours),
      },
    };
  },
});
