/**
 * Reports over the system itself: the Sync Log (/r/sync-log), every run of the background tasks
 * (recurring jobs, PGlite's vacuum) with start, duration, outcome and error, newest first; and
 * App Logs (/app/logs/all), the errors the app reported. Neither belongs to a depot, so their days
 * are the operator's (OPERATOR_ZONE), as the period picker's 'today' is, never UTC's.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OPERATOR_ZONE } from '../../src/lib/calendar';
import { users } from '../../src/resources/index';
import { toIso } from '../db/database';
import { defineReport, num, percent, periodShape, table, text, withPeriodRules } from './kit';

const MAX_RUNS = 1000;

const syncLogFilters = withPeriodRules(
  z.object({
    ...periodShape,
    task: z
      .string()
      .trim()
      .max(64, 'A task name is at most 64 characters.')
      .regex(/^[a-z0-9-]*$/, 'A task name has lower-case letters, digits and dashes.')
      .optional(),
    outcome: z.enum(['ok', 'failed'], { message: 'Choose ok or failed.' }).optional(),
  }),
);

export const syncLog = defineReport({
  id: 'sync-log',
  screenId: 'r.sync-log',
  filters: syncLogFilters,
  async run(db, f) {
    const where = sql`(started_at at time zone ${OPERATOR_ZONE})::date between ${f.from}::date and ${f.to}::date
      and (${f.task ?? null}::text is null or task = ${f.task ?? null}) and (${f.outcome ?? null}::text is null or outcome = ${f.outcome ?? null})`;
    const [all] = await db.query<{ runs: unknown; failed: unknown; mean: unknown; tasks: unknown }>(sql`
      select count(*) as runs, count(*) filter (where outcome = 'failed') as failed, avg(duration_ms) as mean, count(distinct task) as tasks from task_runs where ${where}`);
    const rows = await db.query<{
      task: unknown;
      started_at: unknown;
      duration_ms: unknown;
      outcome: unknown;
      error: unknown;
    }>(sql`
      select task, started_at, duration_ms, outcome, error from task_runs where ${where} order by started_at desc, id desc limit ${MAX_RUNS}`);
    const runs = num(all?.runs);
    const failed = num(all?.failed);
    return {
      columns: [
        { key: 'startedAt', label: 'Started', type: 'datetime' },
        { key: 'task', label: 'Task', type: 'text' },
        { key: 'outcome', label: 'Outcome', type: 'text' },
        { key: 'durationMs', label: 'Duration (ms)', type: 'int' },
        { key: 'error', label: 'Error', type: 'text' },
      ],
      rows: rows.map((r) => ({
        startedAt: toIso(r.started_at),
        task: text(r.task),
        outcome: text(r.outcome) === 'ok' ? 'Succeeded' : 'Failed',
        durationMs: num(r.duration_ms),
        error: r.error === null ? null : text(r.error),
      })),
      totals: {
        runs,
        failed,
        failedShare: percent(failed, runs),
        meanDurationMs: all?.mean === null ? null : Math.round(num(all?.mean)),
        tasks: num(all?.tasks),
        shown: Math.min(runs, MAX_RUNS),
      },
    };
  },
});

const MAX_ERRORS = 500;

/** App Logs (/app/logs/all): the errors the app reported (POST /api/nv/system-error), newest first, with who met them. */
export const appLogs = defineReport({
  id: 'app-logs',
  screenId: 'app.logs',
  filters: withPeriodRules(z.object(periodShape)),
  async run(db, f) {
    const where = sql`(e.created_at at time zone ${OPERATOR_ZONE})::date between ${f.from}::date and ${f.to}::date`;
    const [all] = await db.query<{ errors: unknown; users: unknown; pages: unknown }>(sql`
      select count(*) as errors, count(distinct e.user_id) as users, count(distinct e.uri) as pages from system_errors e where ${where}`);
    const rows = await db.query<{ at: unknown; who: unknown; method: unknown; uri: unknown; message: unknown }>(sql`
      select e.created_at as at, coalesce(u.data->>'name', case when e.user_id is null then 'Signed out' else 'Unknown user' end) as who,
             coalesce(e.http_method, '') as method, coalesce(e.uri, '') as uri,
             left(split_part(coalesce(nullif(e.stack_trace, ''), nullif(e.response, ''), ''), chr(10), 1), 300) as message
      from system_errors e left join ${table(users)} u on u.id = e.user_id where ${where} order by e.created_at desc, e.id desc limit ${MAX_ERRORS}`);
    return {
      columns: [
        { key: 'at', label: 'Time', type: 'datetime' },
        { key: 'user', label: 'User', type: 'text' },
        { key: 'method', label: 'Method', type: 'text' },
        { key: 'page', label: 'Page or call', type: 'text' },
        { key: 'message', label: 'Message', type: 'text' },
      ],
      rows: rows.map((r) => ({
        at: toIso(r.at),
        user: text(r.who),
        method: text(r.method),
        page: text(r.uri),
        message: text(r.message),
      })),
      totals: { errors: num(all?.errors), users: num(all?.users), pages: num(all?.pages) },
    };
  },
});
