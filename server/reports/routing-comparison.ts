/**
 * Routing Comparison (/r/routing/comparison/{group}/{then}/{measure}/{compare}/{day}/{sort}/{rows}/c/…/rg/…/rz/…/z/…/col/…):
 * how far along is routing for the day, per depot (or routing group, zone, client), compared with
 * the same weekday a week before (or the day before)? Per group: live deliveries (cancelled left
 * out), routed, unrouted (pending or on no run), routed %, runs; the same for the day compared
 * with, and the change in unrouted. Every path segment is a filter (src/resources/routing-comparison.ts
 * types them once; docs/reports.md says what each means).
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { clients, deliveries, depots, routingGroups, zones } from '../../src/resources/index';
import type { ReportColumn } from '../../src/resources/reports';
import {
  MEASURE_KEYS,
  RC_COLUMNS,
  RC_COMPARE,
  RC_GROUP,
  RC_MEASURE,
  RC_ROWS,
  RC_SORT,
  RC_THEN,
  optionValues,
  type PathOption,
} from '../../src/resources/routing-comparison';
import type { Executor } from '../db/database';
import { forbidden } from '../http/errors';
import { dayShape, dayWhere, idList, inList, type DayFilters } from './day-reports';
import type { ReportScope } from './kit';
import { defineReport, fieldExpr, num, percent, table, text, withPeriodRules } from './kit';

const D = deliveries;

const option = (o: PathOption) =>
  z
    .enum(optionValues(o), { message: `Choose ${o.label.toLowerCase()} among ${optionValues(o).join(', ')}.` })
    .default(optionValues(o)[0]);

export const comparisonFilters = withPeriodRules(
  z.object({
    ...dayShape,
    clients: idList.optional(),
    zones: idList.optional(),
    group: option(RC_GROUP),
    then: option(RC_THEN),
    measure: option(RC_MEASURE),
    compare: option(RC_COMPARE),
    sort: option(RC_SORT),
    rows: option(RC_ROWS),
    cols: option(RC_COLUMNS),
  }),
);
type ComparisonFilters = z.output<typeof comparisonFilters>;

/** the name each dimension reads from the joined reference tables */
const NAME: Readonly<Record<string, string>> = {
  depot: "coalesce(p.data->>'name', 'No depot')",
  rg: "coalesce(g.data->>'name', 'No routing group')",
  zone: "coalesce(z.data->>'name', 'No zone')",
  client: "coalesce(c.data->>'displayName', c.data->>'name', 'No client')",
  '-': "''",
};
const LABEL: Readonly<Record<string, string>> = Object.fromEntries(RC_THEN.values.map((v) => [v.value, v.label]));

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

interface GroupDay {
  group: string;
  subgroup: string;
  total: number;
  unrouted: number;
  runs: number;
}

async function perGroup(db: Executor, where: SQL, f: ComparisonFilters): Promise<Map<string, GroupDay>> {
  const rows = await db.query<{ k1: unknown; k2: unknown; total: unknown; unrouted: unknown; runs: unknown }>(sql`
    with d as (select ${fieldExpr(D, 'depotId')} as depot_id, ${fieldExpr(D, 'routingGroupId')} as rg_id, ${fieldExpr(D, 'zoneId')} as zone_id, client_id,
                      ${fieldExpr(D, 'status')} as status, ${fieldExpr(D, 'runId')} as run_id
               from ${table(D)} where ${where} and ${fieldExpr(D, 'status')} <> 'cancelled'
                 and ${inList(sql`client_id`, f.clients)} and ${inList(fieldExpr(D, 'zoneId'), f.zones)})
    select ${sql.raw(NAME[f.group] ?? "''")} as k1, ${sql.raw(NAME[f.then] ?? "''")} as k2, count(*) as total,
           count(*) filter (where status = 'pending' or run_id is null) as unrouted, count(distinct run_id) as runs
    from d left join ${table(depots)} p on p.id = d.depot_id left join ${table(routingGroups)} g on g.id = d.rg_id
           left join ${table(zones)} z on z.id = d.zone_id left join ${table(clients)} c on c.id = d.client_id
    group by 1, 2`);
  return new Map(
    rows.map((r) => [
      `${text(r.k1)}\u0000${text(r.k2)}`,
      { group: text(r.k1), subgroup: text(r.k2), total: num(r.total), unrouted: num(r.unrouted), runs: num(r.runs) },
    ]),
  );
}

function columnsFor(f: ComparisonFilters, compared: string | null): ReportColumn[] {
  const keys: ReportColumn[] = [{ key: 'group', label: LABEL[f.group] ?? 'Group', type: 'text' }];
  if (f.then !== '-') keys.push({ key: 'subgroup', label: LABEL[f.then] ?? 'Then', type: 'text' });
  const day: ReportColumn[] = [
    { key: 'total', label: 'Deliveries', type: 'int' },
    { key: 'routed', label: 'Routed', type: 'int' },
    { key: 'unrouted', label: 'Unrouted', type: 'int' },
    { key: 'routedShare', label: 'Routed %', type: 'percent' },
    { key: 'runs', label: 'Runs', type: 'int' },
  ];
  const before: ReportColumn[] =
    compared === null
      ? []
      : [
          { key: 'previousTotal', label: `Deliveries ${compared}`, type: 'int' },
          { key: 'previousUnrouted', label: `Unrouted ${compared}`, type: 'int' },
          { key: 'previousRoutedShare', label: `Routed % ${compared}`, type: 'percent' },
          { key: 'unroutedChange', label: 'Change in unrouted', type: 'int' },
        ];
  if (f.cols === 'day') return [...keys, ...day];
  if (f.cols === 'change')
    return [
      ...keys,
      ...day.filter((c) => c.key === 'total' || c.key === 'unrouted'),
      ...before.filter((c) => c.key === 'previousUnrouted' || c.key === 'unroutedChange'),
    ];
  return [...keys, ...day, ...before];
}

export const routingComparison = defineReport({
  id: 'routing-comparison',
  screenId: 'r.routing-comparison',
  filters: comparisonFilters,
  async run(db, f, scope: ReportScope) {
    if (scope.clientIds !== null && (f.clients ?? []).some((c) => !scope.clientIds?.includes(c))) throw forbidden();
    const back = f.compare === 'week' ? 7 : f.compare === 'day' ? 1 : null;
    const compared = back === null ? null : shiftDay(f.from, back);
    const now = await perGroup(db, dayWhere(scope, f as DayFilters), f);
    const then =
      back === null
        ? new Map<string, GroupDay>()
        : await perGroup(
            db,
            dayWhere(scope, { ...f, from: shiftDay(f.from, back), to: shiftDay(f.to, back) } as DayFilters),
            f,
          );
    const empty = { total: 0, unrouted: 0, runs: 0 };
    const measureKey = MEASURE_KEYS[f.measure] ?? 'unrouted';
    const all = [...new Set([...now.keys(), ...then.keys()])].map((k) => {
      const a = now.get(k) ?? {
        ...empty,
        ...(then.get(k) ?? { group: '', subgroup: '' }),
        total: 0,
        unrouted: 0,
        runs: 0,
      };
      const b = then.get(k) ?? empty;
      return {
        group: a.group,
        subgroup: a.subgroup,
        total: a.total,
        routed: a.total - a.unrouted,
        unrouted: a.unrouted,
        routedShare: percent(a.total - a.unrouted, a.total),
        runs: a.runs,
        previousTotal: b.total,
        previousUnrouted: b.unrouted,
        previousRoutedShare: percent(b.total - b.unrouted, b.total),
        unroutedChange: a.unrouted - b.unrouted,
      };
    });
    const shown = f.rows === 'no' ? all.filter((r) => r.unrouted > 0) : all;
    const byName = (x: (typeof all)[number], y: (typeof all)[number]) =>
      x.group.localeCompare(y.group) || x.subgroup.localeCompare(y.subgroup);
    const measure = (r: (typeof all)[number]) => Number(r[measureKey as keyof typeof r] ?? 0);
    shown.sort(
      f.sort === 'none'
        ? byName
        : (x, y) => (f.sort === 'desc' ? measure(y) - measure(x) : measure(x) - measure(y)) || byName(x, y),
    );
    const columns = columnsFor(f, compared);
    const keep = new Set(columns.map((c) => c.key));
    const sum = (k: 'total' | 'unrouted' | 'runs' | 'previousTotal' | 'previousUnrouted') =>
      shown.reduce((n, r) => n + r[k], 0);
    const total = sum('total');
    const unrouted = sum('unrouted');
    const previousTotal = sum('previousTotal');
    const previousUnrouted = sum('previousUnrouted');
    const measureLabel = RC_MEASURE.values.find((v) => v.value === f.measure)?.label ?? 'Unrouted';
    const per =
      (LABEL[f.group] ?? 'group').toLowerCase() + (f.then === '-' ? '' : ` and ${(LABEL[f.then] ?? '').toLowerCase()}`);
    return {
      columns,
      rows: shown.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k)))),
      totals: {
        total,
        routed: total - unrouted,
        unrouted,
        routedShare: percent(total - unrouted, total),
        runs: sum('runs'),
        ...(back === null
          ? {}
          : {
              previousTotal,
              previousUnrouted,
              previousRoutedShare: percent(previousTotal - previousUnrouted, previousTotal),
              unroutedChange: unrouted - previousUnrouted,
            }),
      },
      chart: {
        title: `${measureLabel} per ${per}`,
        valueLabel: measureLabel,
        valueType: measureKey === 'routedShare' ? 'percent' : 'int',
        rows: shown.map((r) => ({ group: r.group, subgroup: r.subgroup, value: measure(r) })),
      },
    };
  },
});
