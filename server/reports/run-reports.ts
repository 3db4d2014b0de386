/**
 * Reports over drops and runs: Error Rate, ETA Report, Run Errors Report, Contractors and Drivers
 * Performance. Drops carry the client scope (a client sees its own drops); runs are
 * operator-wide, and a contractor counts only their own runs.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drops, runs, users } from '../../src/resources/index';
import type { PeriodFilters, ReportScope } from './kit';
import {
  defineReport,
  fieldExpr,
  groupZoneSql,
  num,
  numOrNull,
  percent,
  periodFilters,
  periodWhere,
  routingGroupZones,
  table,
  text,
} from './kit';

const P = drops;
const R = runs;

/** drops of the period; the routing group filter goes through the drop's run */
function dropWhere(scope: ReportScope, f: PeriodFilters): SQL {
  const rg =
    f.rg === undefined
      ? sql`true`
      : sql`${fieldExpr(P, 'runId')} in (select id from ${table(R)} where ${fieldExpr(R, 'routingGroupId')} = ${f.rg})`;
  return sql`${periodWhere(P, scope, f)} and ${rg}`;
}

function runWhere(scope: ReportScope, f: PeriodFilters): SQL {
  const own = scope.contractorId === null ? sql`true` : sql`${fieldExpr(R, 'contractorId')} = ${scope.contractorId}`;
  return sql`${periodWhere(R, scope, f)} and ${own}`;
}

export const errorRate = defineReport({
  id: 'error-rate',
  screenId: 'r.error-rate',
  filters: periodFilters,
  async run(db, f, scope) {
    const [all] = await db.query<{ drops: unknown; failed: unknown; attempted: unknown }>(sql`
      select count(*) as drops, count(*) filter (where ${fieldExpr(P, 'status')} = 'failed') as failed,
             count(*) filter (where ${fieldExpr(P, 'status')} in ('completed', 'failed')) as attempted
      from ${table(P)} where ${dropWhere(scope, f)}`);
    const rows = await db.query<{ reason: unknown; failed: unknown }>(sql`
      select coalesce(nullif(data->>'failureReason', ''), 'No reason given') as reason, count(*) as failed
      from ${table(P)} where ${dropWhere(scope, f)} and ${fieldExpr(P, 'status')} = 'failed' group by 1 order by 2 desc, 1`);
    const dropsTotal = num(all?.drops);
    const failed = num(all?.failed);
    const out = rows.map((r) => ({
      reason: text(r.reason),
      failed: num(r.failed),
      shareOfFailed: percent(num(r.failed), failed),
      rate: percent(num(r.failed), dropsTotal),
    }));
    return {
      columns: [
        { key: 'reason', label: 'Reason', type: 'text' },
        { key: 'failed', label: 'Failed drops', type: 'int' },
        { key: 'shareOfFailed', label: 'Share of failures', type: 'percent' },
        { key: 'rate', label: 'Error rate (of all drops)', type: 'percent' },
      ],
      rows: out,
      totals: { drops: dropsTotal, attempted: num(all?.attempted), failed, rate: percent(failed, dropsTotal) },
    };
  },
});

/**
 * ETA accuracy: each arrived drop's arrival, on its routing group's wall clock, against the ETA
 * the route promised (minutes, positive = late). Grouped by day.
 */
export const eta = defineReport({
  id: 'eta',
  screenId: 'r.eta',
  filters: periodFilters,
  async run(db, f, scope) {
    const groups = await routingGroupZones(db);
    const rows = await db.query<{
      day: unknown;
      measured: unknown;
      mean: unknown;
      mae: unknown;
      within: unknown;
      early: unknown;
      late: unknown;
    }>(sql`
      with p as (select ${fieldExpr(P, 'date')} as day, ${fieldExpr(P, 'runId')} as run_id, (data->>'eta')::time as eta, (data->>'arrivedAt')::timestamptz as at
                 from ${table(P)} where ${dropWhere(scope, f)} and data->>'arrivedAt' is not null and coalesce(data->>'eta', '') <> ''),
      m as (select p.day, extract(epoch from ((p.at at time zone ${groupZoneSql(groups, sql.raw(`(r.data->>'routingGroupId')::numeric`))})::time - p.eta)) / 60 as delta
            from p left join ${table(R)} r on r.id = p.run_id),
      n as (select day, case when delta > 720 then delta - 1440 when delta < -720 then delta + 1440 else delta end as delta from m)
      select day, count(*) as measured, avg(delta) as mean, avg(abs(delta)) as mae,
             count(*) filter (where abs(delta) <= 10) as within, count(*) filter (where delta < -10) as early, count(*) filter (where delta > 10) as late
      from n group by day order by day`);
    const out = rows.map((r) => ({
      day: text(r.day),
      measured: num(r.measured),
      meanDelay: Math.round(num(r.mean) * 10) / 10,
      meanError: Math.round(num(r.mae) * 10) / 10,
      within: num(r.within),
      withinShare: percent(num(r.within), num(r.measured)),
      early: num(r.early),
      late: num(r.late),
    }));
    const measured = out.reduce((n, r) => n + r.measured, 0);
    const within = out.reduce((n, r) => n + r.within, 0);
    const weighted = (k: 'meanDelay' | 'meanError') =>
      measured === 0 ? null : Math.round((out.reduce((n, r) => n + r[k] * r.measured, 0) / measured) * 10) / 10;
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'measured', label: 'Arrivals measured', type: 'int' },
        { key: 'meanDelay', label: 'Mean delay (min)', type: 'minutes' },
        { key: 'meanError', label: 'Mean error (min)', type: 'decimal' },
        { key: 'within', label: 'Within 10 min', type: 'int' },
        { key: 'withinShare', label: 'Within 10 min %', type: 'percent' },
        { key: 'early', label: 'Early > 10 min', type: 'int' },
        { key: 'late', label: 'Late > 10 min', type: 'int' },
      ],
      rows: out,
      totals: {
        measured,
        within,
        withinShare: percent(within, measured),
        meanDelay: weighted('meanDelay'),
        meanError: weighted('meanError'),
      },
    };
  },
});

type PerfRow = {
  name: unknown;
  runs: unknown;
  drops: unknown;
  done: unknown;
  failed: unknown;
  finished: unknown;
};

function performance(id: string, screenId: string, by: 'contractorId' | 'driverId', label: string) {
  return defineReport({
    id,
    screenId,
    filters: periodFilters,
    async run(db, f, scope) {
      const rows = await db.query<PerfRow>(sql`
        with r as (select ${fieldExpr(R, by)} as who, ${fieldExpr(R, 'status')} as status,
                          coalesce((data->>'dropsTotal')::numeric, 0) as drops, coalesce((data->>'dropsDone')::numeric, 0) as done,
                          coalesce((data->>'dropsFailed')::numeric, 0) as failed
                   from ${table(R)} where ${runWhere(scope, f)})
        select coalesce(u.data->>'name', ${`No ${label.toLowerCase()}`}) as name, count(*) as runs, sum(drops) as drops, sum(done) as done,
               sum(failed) as failed, count(*) filter (where status = 'finished') as finished
        from r left join ${table(users)} u on u.id = r.who group by 1 order by 1`);
      const out = rows.map((r) => {
        const dropsN = num(r.drops);
        const done = num(r.done);
        const failed = num(r.failed);
        return {
          name: text(r.name),
          runs: num(r.runs),
          finished: num(r.finished),
          drops: dropsN,
          done,
          failed,
          completion: percent(done, dropsN),
          failureRate: percent(failed, done + failed),
        };
      });
      const sum = (k: 'runs' | 'finished' | 'drops' | 'done' | 'failed') => out.reduce((n, r) => n + r[k], 0);
      return {
        columns: [
          { key: 'name', label, type: 'text' },
          { key: 'runs', label: 'Runs', type: 'int' },
          { key: 'finished', label: 'Finished runs', type: 'int' },
          { key: 'drops', label: 'Drops', type: 'int' },
          { key: 'done', label: 'Completed', type: 'int' },
          { key: 'failed', label: 'Failed', type: 'int' },
          { key: 'completion', label: 'Completed %', type: 'percent' },
          { key: 'failureRate', label: 'Failure rate %', type: 'percent' },
        ],
        rows: out,
        totals: {
          runs: sum('runs'),
          finished: sum('finished'),
          drops: sum('drops'),
          done: sum('done'),
          failed: sum('failed'),
          completion: percent(sum('done'), sum('drops')),
          failureRate: percent(sum('failed'), sum('done') + sum('failed')),
        },
      };
    },
  });
}

export const contractorsPerformance = performance(
  'contractors-performance',
  'r.contractors-performance',
  'contractorId',
  'Contractor',
);
export const driversPerformance = performance('drivers-performance', 'r.drivers-performance', 'driverId', 'Driver');

/** Failed drops per run: which runs lost the most drops, with the driver and the commonest reason. */
export const runErrors = defineReport({
  id: 'run-errors',
  screenId: 'ctr.run-errors',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<{
      day: unknown;
      code: unknown;
      driver: unknown;
      drops: unknown;
      failed: unknown;
      reason: unknown;
    }>(sql`
      with p as (select ${fieldExpr(P, 'runId')} as run_id, ${fieldExpr(P, 'status')} as status, coalesce(nullif(data->>'failureReason', ''), 'No reason given') as reason
                 from ${table(P)} where ${dropWhere(scope, f)}),
      g as (select run_id, count(*) as drops, count(*) filter (where status = 'failed') as failed,
                   mode() within group (order by reason) filter (where status = 'failed') as reason
            from p group by run_id having count(*) filter (where status = 'failed') > 0)
      select r.data->>'date' as day, coalesce(r.data->>'code', '(no run)') as code, coalesce(u.data->>'name', 'No driver') as driver,
             g.drops, g.failed, g.reason
      from g left join ${table(R)} r on r.id = g.run_id left join ${table(users)} u on u.id = ${sql.raw(`(r.data->>'driverId')::numeric`)}
      order by g.failed desc, 1, 2`);
    const out = rows.map((r) => ({
      day: text(r.day),
      run: text(r.code),
      driver: text(r.driver),
      drops: num(r.drops),
      failed: num(r.failed),
      rate: percent(num(r.failed), num(r.drops)),
      reason: text(r.reason),
    }));
    const failed = out.reduce((n, r) => n + r.failed, 0);
    return {
      columns: [
        { key: 'day', label: 'Day', type: 'date' },
        { key: 'run', label: 'Run', type: 'text' },
        { key: 'driver', label: 'Driver', type: 'text' },
        { key: 'drops', label: 'Drops', type: 'int' },
        { key: 'failed', label: 'Failed', type: 'int' },
        { key: 'rate', label: 'Failed %', type: 'percent' },
        { key: 'reason', label: 'Commonest reason', type: 'text' },
      ],
      rows: out,
      totals: {
        runs: out.length,
        failed,
        meanPerRun: out.length === 0 ? null : numOrNull(Math.round((failed / out.length) * 10) / 10),
      },
    };
  },
});
