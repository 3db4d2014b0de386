/**
 * The Recurring Jobs routes (contract in src/features/admin-dev/recurring-jobs-api.ts): the
 * server's jobs (server/recurring-jobs.ts) with their last run, runs and failures of the last day
 * and next due time, read from `task_runs` and server_settings; and 'run now', which runs one at
 * once through the same lock (a job another process is running answers 409, nothing run twice).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bareContext, type Rule } from '../../src/resources/index';
import type { RecurringJobRow } from '../../src/features/admin-dev/recurring-jobs-api';
import { MAY_READ_JOBS, MAY_RUN_JOBS, RECURRING_JOBS_PATH } from '../../src/features/admin-dev/recurring-jobs-api';
import { toIso, toNumber } from '../db/database';
import { runIfDue } from '../db/recurring';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden, notFound } from '../http/errors';
import { jobByName, RECURRING_JOBS } from '../recurring-jobs';

function allowed(user: AuthUser, rule: Rule): void {
  if (!rule(user, bareContext(user))) throw forbidden();
}

export function recurringJobRoutes(services: Services): Hono<AppEnv> {
  const { db } = services;
  const app = new Hono<AppEnv>();

  app.get(RECURRING_JOBS_PATH, async (c) => {
    allowed(requireUser(c), MAY_READ_JOBS);
    const names = RECURRING_JOBS.map((j) => j.name);
    const last = await db.query<{
      task: string;
      started_at: unknown;
      duration_ms: unknown;
      outcome: string;
      error: unknown;
    }>(
      sql`select distinct on (task) task, started_at, duration_ms, outcome, error from task_runs
        where task in ${names} order by task, started_at desc, id desc`,
    );
    const day = await db.query<{ task: string; runs: unknown; failed: unknown }>(
      sql`select task, count(*) as runs, count(*) filter (where outcome = 'failed') as failed from task_runs
        where task in ${names} and started_at > now() - interval '1 day' group by task`,
    );
    const keys = names.map((n) => `job:${n}:last-run`);
    const settled = await db.query<{ key: string; value: string }>(
      sql`select key, value from server_settings where key in ${keys}`,
    );
    const rows: RecurringJobRow[] = RECURRING_JOBS.map((job) => {
      const run = last.find((r) => r.task === job.name);
      const counts = day.find((r) => r.task === job.name);
      const lastOk = settled.find((s) => s.key === `job:${job.name}:last-run`);
      return {
        name: job.name,
        description: job.description,
        everyMinutes: job.everyMs / 60_000,
        lastRun: run
          ? {
              startedAt: toIso(run.started_at),
              durationMs: toNumber(run.duration_ms),
              outcome: run.outcome === 'ok' ? 'ok' : 'failed',
              error: run.error === null ? null : String(run.error),
            }
          : null,
        nextRunAt: lastOk ? new Date(Date.parse(lastOk.value) + job.everyMs).toISOString() : null,
        runsLastDay: toNumber(counts?.runs ?? 0),
        failuresLastDay: toNumber(counts?.failed ?? 0),
      };
    });
    return c.json({ data: rows });
  });

  app.post(`${RECURRING_JOBS_PATH}/:name/run`, async (c) => {
    allowed(requireUser(c), MAY_RUN_JOBS);
    const job = jobByName(c.req.param('name'));
    if (!job) throw notFound('Recurring job');
    const ran = await runIfDue(db, job, { force: true }).catch((error: unknown) => {
      throw new ApiHttpError(
        502,
        'JOB_FAILED',
        `${job.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    if (!ran)
      throw new ApiHttpError(409, 'JOB_RUNNING', `${job.name} is running in another process; try again in a moment.`);
    return c.json({ data: { name: job.name, ran: true } });
  });

  return app;
}
