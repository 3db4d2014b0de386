/**
 * One-day operator reports whose every path segment is a filter: Depot Report
 * (/r/depot/{day}/s/{statuses}) and Zone Lock (/r/zone-lock/{day}/rg/{ids}/rz/{depotIds}).
 * The page turns its path into from = to = day and the lists below.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../src/resources/operations';
import { deliveries, depots, routingGroups, zones } from '../../src/resources/index';
import type { PeriodFilters, ReportScope } from './kit';
import { defineReport, fieldExpr, num, percent, periodShape, periodWhere, table, text, withPeriodRules } from './kit';

const D = deliveries;

/** 'a,b' of known delivery statuses */
const statusList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(DELIVERY_STATUSES, { message: `Choose statuses among ${DELIVERY_STATUSES.join(', ')}.` }))
      .max(DELIVERY_STATUSES.length),
  );

/** 'a,b' of positive ids */
export const idList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number()
          .int('Choose valid values.')
          .positive('Choose valid values.')
          .max(2_147_483_647, 'Choose valid values.'),
      )
      .max(200),
  );

export const dayShape = {
  ...periodShape,
  status: statusList.optional(),
  depot: idList.optional(),
  rgs: idList.optional(),
};
export const dayFilters = withPeriodRules(z.object(dayShape));
export type DayFilters = z.output<typeof dayFilters>;

export function inList(expr: SQL, values: readonly (string | number)[] | undefined): SQL {
  return values === undefined || values.length === 0
    ? sql`true`
    : sql`${expr} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;
}

export function dayWhere(scope: ReportScope, f: DayFilters): SQL {
  return sql`${periodWhere(D, scope, f as PeriodFilters)} and ${inList(fieldExpr(D, 'status'), f.status)}
    and ${inList(fieldExpr(D, 'depotId'), f.depot)} and ${inList(fieldExpr(D, 'routingGroupId'), f.rgs)}`;
}

export const depotReport = defineReport({
  id: 'depot',
  screenId: 'r.depot',
  filters: dayFilters,
  async run(db, f, scope) {
    const rows = await db.query<{
      name: unknown;
      total: unknown;
      pending: unknown;
      routed: unknown;
      loaded: unknown;
      transit: unknown;
      delivered: unknown;
      failed: unknown;
      other: unknown;
      boxes: unknown;
      runs: unknown;
    }>(sql`
      with d as (select ${fieldExpr(D, 'depotId')} as depot_id, ${fieldExpr(D, 'status')} as status, ${fieldExpr(D, 'runId')} as run_id,
                        coalesce((data->>'boxCount')::numeric, 0) as boxes from ${table(D)} where ${dayWhere(scope, f)})
      select coalesce(p.data->>'name', 'No depot') as name, count(*) as total,
             count(*) filter (where status = 'pending') as pending, count(*) filter (where status = 'routed') as routed,
             count(*) filter (where status = 'loaded') as loaded, count(*) filter (where status = 'in-transit') as transit,
             count(*) filter (where status = 'delivered') as delivered, count(*) filter (where status = 'failed') as failed,
             count(*) filter (where status in ('returned', 'cancelled')) as other, sum(boxes) as boxes, count(distinct run_id) as runs
      from d left join ${table(depots)} p on p.id = d.depot_id group by 1 order by 1`);
    const out = rows.map((r) => ({
      depot: text(r.name),
      total: num(r.total),
      pending: num(r.pending),
      routed: num(r.routed),
      loaded: num(r.loaded),
      inTransit: num(r.transit),
      delivered: num(r.delivered),
      failed: num(r.failed),
      other: num(r.other),
      boxes: num(r.boxes),
      runs: num(r.runs),
      deliveredShare: percent(num(r.delivered), num(r.total)),
    }));
    const sum = (k: keyof (typeof out)[number]) => out.reduce((n, r) => n + num(r[k]), 0);
    return {
      columns: [
        { key: 'depot', label: 'Depot', type: 'text' },
        { key: 'total', label: 'Deliveries', type: 'int' },
        { key: 'pending', label: 'Pending', type: 'int' },
        { key: 'routed', label: 'Routed', type: 'int' },
        { key: 'loaded', label: 'Loaded', type: 'int' },
        { key: 'inTransit', label: 'In transit', type: 'int' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'failed', label: 'Failed', type: 'int' },
        { key: 'other', label: 'Returned or cancelled', type: 'int' },
        { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
        { key: 'boxes', label: 'Boxes', type: 'int' },
        { key: 'runs', label: 'Runs', type: 'int' },
      ],
      rows: out,
      totals: {
        total: sum('total'),
        pending: sum('pending'),
        routed: sum('routed'),
        loaded: sum('loaded'),
        inTransit: sum('inTransit'),
        delivered: sum('delivered'),
        failed: sum('failed'),
        other: sum('other'),
        boxes: sum('boxes'),
        deliveredShare: percent(sum('delivered'), sum('total')),
      },
    };
  },
});

/**
 * Zone Lock: before a zone's routing is locked for the day, is everything in it routed? Per zone
 * of the day: deliveries, still unrouted (pending), routed onto runs, runs serving it, routed %.
 * A zone is ready to lock when nothing is left unrouted.
 */
export const zoneLock = defineReport({
  id: 'zone-lock',
  screenId: 'r.zone-lock',
  filters: dayFilters,
  async run(db, f, scope) {
    const rows = await db.query<{
      zone: unknown;
      rg: unknown;
      depot: unknown;
      total: unknown;
      unrouted: unknown;
      runs: unknown;
    }>(sql`
      with d as (select ${fieldExpr(D, 'zoneId')} as zone_id, ${fieldExpr(D, 'status')} as status, ${fieldExpr(D, 'runId')} as run_id
                 from ${table(D)} where ${dayWhere(scope, f)} and ${fieldExpr(D, 'status')} <> 'cancelled')
      select coalesce(z.data->>'name', 'No zone') as zone, coalesce(g.data->>'name', '') as rg, coalesce(p.data->>'name', '') as depot,
             count(*) as total, count(*) filter (where status = 'pending' or run_id is null) as unrouted, count(distinct run_id) as runs
      from d left join ${table(zones)} z on z.id = d.zone_id
             left join ${table(routingGroups)} g on g.id = ${sql.raw(`(z.data->>'routingGroupId')::numeric`)}
             left join ${table(depots)} p on p.id = ${sql.raw(`(z.data->>'depotId')::numeric`)}
      group by 1, 2, 3 order by 2, 1`);
    const out = rows.map((r) => {
      const total = num(r.total);
      const unrouted = num(r.unrouted);
      return {
        zone: text(r.zone),
        routingGroup: text(r.rg),
        depot: text(r.depot),
        total,
        routed: total - unrouted,
        unrouted,
        runs: num(r.runs),
        routedShare: percent(total - unrouted, total),
        ready: unrouted === 0 ? 'Ready to lock' : 'Unrouted left',
      };
    });
    const total = out.reduce((n, r) => n + r.total, 0);
    const unrouted = out.reduce((n, r) => n + r.unrouted, 0);
    return {
      columns: [
        { key: 'zone', label: 'Zone', type: 'text' },
        { key: 'routingGroup', label: 'Routing group', type: 'text' },
        { key: 'depot', label: 'Depot', type: 'text' },
        { key: 'total', label: 'Deliveries', type: 'int' },
        { key: 'routed', label: 'Routed', type: 'int' },
        { key: 'unrouted', label: 'Unrouted', type: 'int' },
        { key: 'runs', label: 'Runs', type: 'int' },
        { key: 'routedShare', label: 'Routed %', type: 'percent' },
        { key: 'ready', label: 'Lock', type: 'text' },
      ],
      rows: out,
      totals: {
        total,
        routed: total - unrouted,
        unrouted,
        routedShare: percent(total - unrouted, total),
        zones: out.length,
        ready: out.filter((r) => r.unrouted === 0).length,
      },
    };
  },
});
