/**
 * Routing Comparison (/r/routing/comparison/depot/-/unrouted/week/{day}/…/rg/{ids}/rz/{depotIds}/…):
 * how far along is each depot's routing for the day, compared with the same weekday one week
 * earlier? Per depot: live deliveries (cancelled left out), unrouted (pending or on no run), routed,
 * routed %, runs; and the same figures for the day a week before, with the change in unrouted.
 * The filters are the one-day reports' (day, routing groups, depots, client).
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { deliveries, depots } from '../../src/resources/index';
import type { Executor } from '../db/database';
import type { DayFilters } from './day-reports';
import { dayFilters, dayWhere } from './day-reports';
import type { ReportScope } from './kit';
import { defineReport, fieldExpr, num, percent, table, text } from './kit';

const D = deliveries;

function weekBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
}

interface DepotDay {
  total: number;
  unrouted: number;
  runs: number;
}

async function perDepot(db: Executor, where: SQL): Promise<Map<string, DepotDay>> {
  const rows = await db.query<{ name: unknown; total: unknown; unrouted: unknown; runs: unknown }>(sql`
    with d as (select ${fieldExpr(D, 'depotId')} as depot_id, ${fieldExpr(D, 'status')} as status, ${fieldExpr(D, 'runId')} as run_id
               from ${table(D)} where ${where} and ${fieldExpr(D, 'status')} <> 'cancelled')
    select coalesce(p.data->>'name', 'No depot') as name, count(*) as total,
           count(*) filter (where status = 'pending' or run_id is null) as unrouted, count(distinct run_id) as runs
    from d left join ${table(depots)} p on p.id = d.depot_id group by 1`);
  return new Map(rows.map((r) => [text(r.name), { total: num(r.total), unrouted: num(r.unrouted), runs: num(r.runs) }]));
}

export const routingComparison = defineReport({
  id: 'routing-comparison',
  screenId: 'r.routing-comparison',
  filters: dayFilters,
  async run(db, f, scope: ReportScope) {
    const before: DayFilters = { ...f, from: weekBefore(f.from), to: weekBefore(f.to) };
    const now = await perDepot(db, dayWhere(scope, f));
    const then = await perDepot(db, dayWhere(scope, before));
    const names = [...new Set([...now.keys(), ...then.keys()])].sort((a, b) => a.localeCompare(b));
    const empty: DepotDay = { total: 0, unrouted: 0, runs: 0 };
    const out = names.map((depot) => {
      const a = now.get(depot) ?? empty;
      const b = then.get(depot) ?? empty;
      return {
        depot, total: a.total, routed: a.total - a.unrouted, unrouted: a.unrouted, routedShare: percent(a.total - a.unrouted, a.total), runs: a.runs,
        previousTotal: b.total, previousUnrouted: b.unrouted, previousRoutedShare: percent(b.total - b.unrouted, b.total), unroutedChange: a.unrouted - b.unrouted,
      };
    });
    const sum = (k: 'total' | 'unrouted' | 'runs' | 'previousTotal' | 'previousUnrouted') => out.reduce((n, r) => n + r[k], 0);
    const total = sum('total');
    const unrouted = sum('unrouted');
    const previousTotal = sum('previousTotal');
    const previousUnrouted = sum('previousUnrouted');
    return {
      columns: [
        { key: 'depot', label: 'Depot', type: 'text' },
        { key: 'total', label: 'Deliveries', type: 'int' },
        { key: 'routed', label: 'Routed', type: 'int' },
        { key: 'unrouted', label: 'Unrouted', type: 'int' },
        { key: 'routedShare', label: 'Routed %', type: 'percent' },
        { key: 'runs', label: 'Runs', type: 'int' },
        { key: 'previousTotal', label: 'Deliveries a week before', type: 'int' },
        { key: 'previousUnrouted', label: 'Unrouted a week before', type: 'int' },
        { key: 'previousRoutedShare', label: 'Routed % a week before', type: 'percent' },
        { key: 'unroutedChange', label: 'Change in unrouted', type: 'int' },
      ],
      rows: out,
      totals: {
        total, routed: total - unrouted, unrouted, routedShare: percent(total - unrouted, total), runs: sum('runs'),
        previousTotal, previousUnrouted, previousRoutedShare: percent(previousTotal - previousUnrouted, previousTotal), unroutedChange: unrouted - previousUnrouted,
      },
    };
  },
});
