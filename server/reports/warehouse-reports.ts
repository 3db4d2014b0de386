/**
 * The warehouse's two report-kit reports besides Pick/Pack's (docs/warehouse.md):
 * - Pallet Summary (/pallet/summary): boxes per pallet and per status, over the pallets still at
 *   a depot (open or closed) and those dispatched in the period (on the depot's clock);
 * - Forecast Products (/d/client-tools/orders/forecast): the orders expected per product on each
 *   of the seven days after the period, drawn from the period's pick/pack orders: a day's
 *   expectation is the mean of the same weekday's orders in the period (zero days counted), or
 *   of every day when the period holds no such weekday.
 * Why here and not in a page: every report is a declaration the report kit serves and the one
 * report page draws, with its chart (docs/reports.md).
 */
import { sql } from 'drizzle-orm';
import { shiftDay } from '../../src/lib/calendar';
import { formatDayName } from '../../src/lib/day-names';
import { depots, routingGroups } from '../../src/resources/index';
import { pickOrderLines } from '../../src/resources/pick-pack';
import { PALLET_STATUSES, pallets, products } from '../../src/resources/warehouse';
import type { ReportRow } from './kit';
import {
  defineReport,
  fieldExpr,
  groupZoneSql,
  num,
  periodFilters,
  routingGroupZones,
  scoped,
  table,
  text,
} from './kit';
import { ORDERS_READS, ordersIn } from './pick-pack-reports';

const P = pallets;

export const palletSummary = defineReport({
  id: 'pallet-summary',
  screenId: 'pallet.summary',
  filters: periodFilters,
  reads: [P, depots, routingGroups],
  async run(db, f, scope) {
    const zone = groupZoneSql(await routingGroupZones(db), sql`(d.data->>'routingGroupId')::numeric`);
    const rows = await db.query<{
      code: unknown;
      depot: unknown;
      status: unknown;
      boxes: unknown;
      closed_at: unknown;
      dispatched_at: unknown;
      zone: unknown;
    }>(sql`
      with p as (
        select ${fieldExpr(P, 'code')} as code, ${fieldExpr(P, 'depotId')} as depot_id, ${fieldExpr(P, 'status')} as status,
               coalesce(jsonb_array_length(case when jsonb_typeof(data->'boxIds') = 'array' then data->'boxIds' end), 0) as boxes,
               ${fieldExpr(P, 'closedAt')} as closed_at, ${fieldExpr(P, 'dispatchedAt')} as dispatched_at
        from ${table(P)} where ${scoped(P, scope)}
      )
      select p.code, d.data->>'name' as depot, p.status, p.boxes, p.closed_at, p.dispatched_at, ${zone} as zone
      from p left join ${table(depots)} d on d.id = p.depot_id::numeric
      where p.status <> 'dispatched'
        or (p.dispatched_at::timestamptz at time zone ${zone})::date between ${f.from}::date and ${f.to}::date
      order by case p.status when 'open' then 0 when 'closed' then 1 else 2 end, p.code`);
    const out: ReportRow[] = rows.map((r) => ({
      pallet: text(r.code),
      depot: text(r.depot),
      status: text(r.status),
      boxes: num(r.boxes),
      closedAt: r.closed_at === null ? null : text(r.closed_at),
      dispatchedAt: r.dispatched_at === null ? null : text(r.dispatched_at),
      // the pallet's times read on its depot's clock (the table's zoneKey)
      zone: text(r.zone),
    }));
    const perStatus = PALLET_STATUSES.map((status) => {
      const of = out.filter((r) => r.status === status);
      return { status, pallets: of.length, boxes: of.reduce((n, r) => n + num(r.boxes), 0) };
    });
    const totals: Record<string, number> = {
      pallets: out.length,
      boxes: perStatus.reduce((n, s) => n + s.boxes, 0),
    };
    for (const s of perStatus) {
      totals[`${s.status}Pallets`] = s.pallets;
      totals[`${s.status}Boxes`] = s.boxes;
    }
    return {
      columns: [
        { key: 'pallet', label: 'Pallet', type: 'text' },
        { key: 'depot', label: 'Depot', type: 'text' },
        { key: 'status', label: 'Status', type: 'text' },
        { key: 'boxes', label: 'Boxes', type: 'int' },
        { key: 'closedAt', label: 'Closed at', type: 'datetime', zoneKey: 'zone' },
        { key: 'dispatchedAt', label: 'Dispatched at', type: 'datetime', zoneKey: 'zone' },
      ],
      rows: out,
      totals,
      chart: { rows: perStatus, valueLabel: 'Boxes', valueType: 'int' },
    };
  },
});

/** How many days after the period the forecast covers. */
export const FORECAST_DAYS = 7;

export interface ProductDay {
  product: string;
  day: string;
  orders: number;
}

/**
 * The expected orders of each product on each of the `horizon` days after `to`, from its orders
 * per day over `from`..`to`: the mean of the same weekday's days in the period (days without an
 * order count as 0), or of all the period's days when it holds no such weekday. One decimal.
 */
export function forecastOrders(
  history: readonly ProductDay[],
  from: string,
  to: string,
  horizon: number = FORECAST_DAYS,
): { days: string[]; perProduct: Map<string, number[]> } {
  const days = Array.from({ length: horizon }, (_, i) => shiftDay(to, i + 1));
  const periodDays: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) periodDays.push(d);
  const byProduct = new Map<string, Map<string, number>>();
  for (const h of history) {
    if (h.day < from || h.day > to) continue;
    const perDay = byProduct.get(h.product) ?? new Map<string, number>();
    perDay.set(h.day, (perDay.get(h.day) ?? 0) + h.orders);
    byProduct.set(h.product, perDay);
  }
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
  const round = (n: number) => Math.round(n * 10) / 10;
  const perProduct = new Map<string, number[]>();
  for (const [product, perDay] of byProduct) {
    const all = periodDays.map((d) => perDay.get(d) ?? 0);
    perProduct.set(
      product,
      days.map((day) => {
        const same: number[] = [];
        for (let d = shiftDay(day, -7); d >= from; d = shiftDay(d, -7)) if (d <= to) same.push(perDay.get(d) ?? 0);
        return round(same.length > 0 ? mean(same) : mean(all));
      }),
    );
  }
  return { days, perProduct };
}

export const productForecast = defineReport({
  id: 'product-forecast',
  screenId: 't.forecast',
  filters: periodFilters,
  reads: [...ORDERS_READS, pickOrderLines, products],
  async run(db, f, scope) {
    const L = pickOrderLines;
    const rows = await db.query<{
      product_id: unknown;
      sku: unknown;
      name: unknown;
      day: unknown;
      orders: unknown;
    }>(sql`
      with o as (${await ordersIn(db, f, scope, 'receivedAt')})
      select l.product_id, p.data->>'sku' as sku, p.data->>'name' as name, o.local_at::date::text as day,
             count(distinct o.id) as orders
      from o join (select ${fieldExpr(L, 'pickOrderId')} as order_id, ${fieldExpr(L, 'productId')} as product_id
                   from ${table(L)} where ${scoped(L, scope)}) l on l.order_id = o.id
      join ${table(products)} p on p.id = l.product_id
      where o.status <> 'cancelled'
      group by 1, 2, 3, 4`);
    const names = new Map<string, { sku: string; name: string; orders: number }>();
    const history: ProductDay[] = rows.map((r) => {
      const product = text(r.product_id);
      const seen = names.get(product) ?? { sku: text(r.sku), name: text(r.name), orders: 0 };
      seen.orders += num(r.orders);
      names.set(product, seen);
      return { product, day: text(r.day), orders: num(r.orders) };
    });
    const { days, perProduct } = forecastOrders(history, f.from, f.to);
    const round = (n: number) => Math.round(n * 10) / 10;
    const out: ReportRow[] = [...perProduct]
      .map(([product, expected]) => {
        const seen = names.get(product);
        const row: ReportRow = { sku: seen?.sku ?? '', product: seen?.name ?? '', ordersInPeriod: seen?.orders ?? 0 };
        days.forEach((_, i) => (row[`day${i + 1}`] = expected[i] ?? 0));
        row.expected = round(expected.reduce((a, b) => a + b, 0));
        return row;
      })
      .sort((a, b) => num(b.expected) - num(a.expected) || text(a.sku).localeCompare(text(b.sku)));
    const perDay = days.map((day, i) => ({
      day: formatDayName(day),
      orders: round(out.reduce((n, r) => n + num(r[`day${i + 1}`]), 0)),
    }));
    return {
      columns: [
        { key: 'sku', label: 'SKU', type: 'text' },
        { key: 'product', label: 'Product', type: 'text' },
        { key: 'ordersInPeriod', label: 'Orders in the period', type: 'int' },
        ...days.map((day, i) => ({ key: `day${i + 1}`, label: formatDayName(day), type: 'decimal' as const })),
        { key: 'expected', label: `Expected in ${FORECAST_DAYS} days`, type: 'decimal' },
      ],
      rows: out,
      totals: {
        products: out.length,
        ordersInPeriod: out.reduce((n, r) => n + num(r.ordersInPeriod), 0),
        expected: round(perDay.reduce((n, d) => n + d.orders, 0)),
      },
      chart: { rows: perDay, valueLabel: 'Expected orders', valueType: 'decimal' },
    };
  },
});
