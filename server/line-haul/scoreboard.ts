/**
 * The Job Scoreboard's numbers, aggregated by SQL over the movements and jobs of a period
 * (runs on PGlite and Postgres alike): per carrier (own fleet = no subcontractor) and per lane
 * (leg), the movements, how many were cancelled, departed and arrived, how many of those on
 * time (within ON_TIME_GRACE_MINUTES of the plan), and the jobs offered and declined.
 * Percentages are left to the page: on time / departed, on time / arrived.
 */
import { sql, type SQL } from 'drizzle-orm';
import { lineHaulJobs, lineHaulMovements } from '../../src/resources/line-haul-movements';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { table } from '../db/resource-tables';
import type { ScoreRow, Scoreboard } from '../../src/resources/line-haul-scoreboard';

export const ON_TIME_GRACE_MINUTES = 15;

const GRACE = sql.raw(`interval '${ON_TIME_GRACE_MINUTES} minutes'`);
const ts = (field: string) => sql.raw(`(data->>'${field}')::timestamptz`);

async function movementCounts(db: Executor, keyExpr: SQL, from: string, to: string) {
  return db.query(sql`select ${keyExpr} as key,
      count(*) as movements,
      count(*) filter (where f_status = 'cancelled') as cancelled,
      count(*) filter (where data->>'actualDeparture' is not null) as departed,
      count(*) filter (where ${ts('actualDeparture')} <= ${ts('plannedDeparture')} + ${GRACE}) as departed_on_time,
      count(*) filter (where data->>'actualArrival' is not null) as arrived,
      count(*) filter (where ${ts('actualArrival')} <= ${ts('plannedArrival')} + ${GRACE}) as arrived_on_time
    from ${table(lineHaulMovements)}
    where not historical and f_date between ${from} and ${to}
    group by 1`);
}

async function jobCounts(db: Executor, keyExpr: SQL, from: string, to: string) {
  return db.query(sql`select ${keyExpr} as key, count(*) as jobs, count(*) filter (where f_status = 'declined') as declined
    from ${table(lineHaulJobs)}
    where not historical and f_date between ${from} and ${to}
    group by 1`);
}

const keyOf = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v));
const empty = (key: number | null): ScoreRow => ({
  key,
  movements: 0,
  cancelled: 0,
  departed: 0,
  departedOnTime: 0,
  arrived: 0,
  arrivedOnTime: 0,
  jobs: 0,
  declined: 0,
});

async function rows(db: Executor, movementKey: SQL, jobKey: SQL, from: string, to: string): Promise<ScoreRow[]> {
  const byKey = new Map<string, ScoreRow>();
  const row = (key: number | null) => {
    const id = String(key);
    let found = byKey.get(id);
    if (!found) byKey.set(id, (found = empty(key)));
    return found;
  };
  for (const r of await movementCounts(db, movementKey, from, to)) {
    Object.assign(row(keyOf(r.key)), {
      movements: toNumber(r.movements),
      cancelled: toNumber(r.cancelled),
      departed: toNumber(r.departed),
      departedOnTime: toNumber(r.departed_on_time),
      arrived: toNumber(r.arrived),
      arrivedOnTime: toNumber(r.arrived_on_time),
    });
  }
  for (const r of await jobCounts(db, jobKey, from, to))
    Object.assign(row(keyOf(r.key)), { jobs: toNumber(r.jobs), declined: toNumber(r.declined) });
  return [...byKey.values()].sort((a, b) => (a.key ?? 0) - (b.key ?? 0));
}

function sum(list: readonly ScoreRow[]): ScoreRow {
  const total = empty(null);
  for (const r of list) {
    for (const k of [
      'movements',
      'cancelled',
      'departed',
      'departedOnTime',
      'arrived',
      'arrivedOnTime',
      'jobs',
      'declined',
    ] as const)
      total[k] += r[k];
  }
  return total;
}

export async function scoreboard(db: Executor, from: string, to: string): Promise<Scoreboard> {
  const bySubcontractor = await rows(
    db,
    sql.raw(`(data->>'subcontractorId')::bigint`),
    sql.raw(`f_subcontractor_id`),
    from,
    to,
  );
  const byLane = await rows(db, sql.raw('f_leg_id'), sql.raw('f_leg_id'), from, to);
  return { from, to, graceMinutes: ON_TIME_GRACE_MINUTES, total: sum(bySubcontractor), bySubcontractor, byLane };
}
