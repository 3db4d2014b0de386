/**
 * The operations boards' numbers, counted by Postgres (group by over the indexed generated
 * columns), never by shipping a day's records to the browser: control centre, routing summary
 * and van availability against the demand from runs. Each takes the caller's client scope (null:
 * every client) and answers plain rows with names, never bare ids.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { groupClockSql, routingGroupZones } from '../db/depot-zone';
import { toNumber } from '../db/database';
import type { Board, BoardRun, RoutingSummaryRow, VanDemandRow } from '../../src/resources/operations-boards';

type Scope = number[] | null;

const n = (v: unknown): number => (v === null || v === undefined ? 0 : toNumber(v));

function inScope(scope: Scope, column = sql`client_id`): SQL {
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * A day's board. Late is read on each run's depot clock at the server's time (`now`, never a
 * device's, so two tablets with skewed clocks agree): a drop still pending or arrived is late
 * when its day has passed there, or it is that day there and its ETA is before the time there.
 * A client scope limits drops, deliveries and boxes to those clients, and runs to runs that
 * carry one of their drops.
 */
export async function controlBoard(db: Executor, scope: Scope, date: string, now: Date = new Date()): Promise<Board> {
  const clock = groupClockSql(await routingGroupZones(db), sql`dr_run.f_routing_group_id`, now);
  const dropScope = inScope(scope, sql`d.client_id`);
  const runScope =
    scope === null
      ? sql`true`
      : sql`r.id in (select d.f_run_id from r_drops d where d.f_date = ${date} and ${dropScope})`;
  const runs = await db.query<Record<string, unknown>>(sql`
    select r.id, r.data->>'code' as code, r.f_status as status, g.data->>'name' as routing_group, c.data->>'name' as contractor, dr.data->>'name' as driver,
      coalesce(ds.total, 0) as total, coalesce(ds.done, 0) as done, coalesce(ds.failed, 0) as failed, coalesce(ds.late, 0) as late
    from r_runs r
    left join r_routing_groups g on g.id = r.f_routing_group_id
    left join r_users c on c.id = r.f_contractor_id
    left join r_users dr on dr.id = r.f_driver_id
    left join (
      select d.f_run_id as run_id, count(*) as total,
        count(*) filter (where d.f_status = 'completed') as done,
        count(*) filter (where d.f_status = 'failed') as failed,
        count(*) filter (where d.f_status in ('pending', 'arrived') and (d.f_date < to_char(${clock}, 'YYYY-MM-DD')
          or (d.f_date = to_char(${clock}, 'YYYY-MM-DD') and d.data->>'eta' < to_char(${clock}, 'HH24:MI')))) as late
      from r_drops d left join r_runs dr_run on dr_run.id = d.f_run_id
      where d.f_date = ${date} and not d.historical and ${dropScope} group by d.f_run_id
    ) ds on ds.run_id = r.id
    where r.f_date = ${date} and not r.historical and ${runScope}
    order by late desc, failed desc, code`);
  const reasons = await db.query<Record<string, unknown>>(sql`
    select coalesce(nullif(d.data->>'failureReason', ''), 'No reason given') as reason, count(*) as count
    from r_drops d where d.f_date = ${date} and not d.historical and d.f_status = 'failed' and ${dropScope}
    group by 1 order by 2 desc, 1`);
  const ex = await db.query<Record<string, unknown>>(sql`
    select
      (select count(*) from r_deliveries d where d.f_date = ${date} and not d.historical and (d.data->>'geoIssue')::boolean and ${dropScope}) as geo,
      (select count(*) from r_deliveries d where d.f_date = ${date} and not d.historical and d.f_run_id is null and d.f_status not in ('cancelled', 'delivered') and ${dropScope}) as unrouted,
      (select count(*) from r_boxes d where d.f_date = ${date} and not d.historical and d.f_status in ('missing', 'damaged') and ${dropScope}) as boxes,
      (select count(*) from r_runs r where r.f_date = ${date} and not r.historical and r.f_driver_id is null and r.f_status not in ('cancelled', 'finished') and ${runScope}) as driverless`);
  const e = ex[0] ?? {};
  const rows: BoardRun[] = runs.map((r) => ({
    id: n(r.id),
    code: String(r.code),
    status: String(r.status),
    routingGroup: (r.routing_group as string | null) ?? null,
    contractor: (r.contractor as string | null) ?? null,
    driver: (r.driver as string | null) ?? null,
    dropsTotal: n(r.total),
    dropsDone: n(r.done),
    dropsFailed: n(r.failed),
    late: n(r.late),
  }));
  const byStatus = new Map<string, number>();
  for (const r of rows) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  return {
    date,
    runsByStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    drops: rows.reduce(
      (t, r) => ({
        total: t.total + r.dropsTotal,
        done: t.done + r.dropsDone,
        failed: t.failed + r.dropsFailed,
        late: t.late + r.late,
      }),
      { total: 0, done: 0, failed: 0, late: 0 },
    ),
    failedByReason: reasons.map((r) => ({ reason: String(r.reason), count: n(r.count) })),
    exceptions: [
      { key: 'geo', label: 'Deliveries with a geocode issue', count: n(e.geo) },
      { key: 'unrouted', label: 'Deliveries not on a run', count: n(e.unrouted) },
      { key: 'boxes', label: 'Boxes missing or damaged', count: n(e.boxes) },
      { key: 'driverless', label: 'Runs without a driver', count: n(e.driverless) },
    ],
    runs: rows,
  };
}

/** A day's deliveries per routing group and zone: routed (on a run) or not, the runs and boxes. */
export async function routingSummary(db: Executor, scope: Scope, date: string): Promise<RoutingSummaryRow[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    select coalesce(g.data->>'name', 'No routing group') as routing_group, coalesce(z.data->>'name', 'No zone') as zone,
      count(*) as deliveries, count(d.f_run_id) as routed, count(*) - count(d.f_run_id) as unrouted,
      count(distinct d.f_run_id) as runs, coalesce(sum((d.data->>'boxCount')::int), 0) as boxes
    from r_deliveries d
    left join r_routing_groups g on g.id = d.f_routing_group_id
    left join r_zones z on z.id = d.f_zone_id
    where d.f_date = ${date} and not d.historical and d.f_status <> 'cancelled' and ${inScope(scope, sql`d.client_id`)}
    group by 1, 2 order by 1, 2`);
  return rows.map((r) => ({
    routingGroup: String(r.routing_group),
    zone: String(r.zone),
    deliveries: n(r.deliveries),
    routed: n(r.routed),
    unrouted: n(r.unrouted),
    runs: n(r.runs),
    boxes: n(r.boxes),
  }));
}

/** Van availability against the runs assigned to each contractor, per contractor and day. */
export async function vanDemand(db: Executor, from: string, to: string): Promise<VanDemandRow[]> {
  const rows = await db.query<Record<string, unknown>>(sql`
    with avail as (
      select f_contractor_id as contractor_id, f_date as date, (data->>'vans')::int as vans
      from r_van_availability where f_date between ${from} and ${to} and not historical
    ), demand as (
      select f_contractor_id as contractor_id, f_date as date, count(*) as runs
      from r_runs where f_date between ${from} and ${to} and not historical and f_contractor_id is not null and f_status <> 'cancelled'
      group by 1, 2
    )
    select coalesce(a.contractor_id, d.contractor_id) as contractor_id, coalesce(a.date, d.date) as date, a.vans, coalesce(d.runs, 0) as runs, u.data->>'name' as name
    from avail a full join demand d on a.contractor_id = d.contractor_id and a.date = d.date
    left join r_users u on u.id = coalesce(a.contractor_id, d.contractor_id)
    order by name, date`);
  return rows.map((r) => ({
    contractorId: n(r.contractor_id),
    contractor: (r.name as string | null) ?? 'Unknown contractor',
    date: String(r.date),
    vans: r.vans === null ? null : n(r.vans),
    runs: n(r.runs),
  }));
}
