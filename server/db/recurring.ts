/**
 * Recurring work (pruning expired idempotency keys, PGlite's vacuum) run by exactly one API
 * process at a time, however many share the database. Each run takes a transaction-scoped
 * Postgres advisory lock named after the job (`pg_try_advisory_xact_lock`: a node that finds it
 * taken skips, it never waits) and records its time in `server_settings`, so N nodes ticking
 * every minute still run an hourly job once an hour in total, not N times. A node killed mid-run
 * loses its lock with its connection and rolls the run back; the next tick on any node retries.
 * Every run that starts is logged in `task_runs` (task-runs.ts) with its duration and outcome.
 */
import { sql } from 'drizzle-orm';
import { tryLockUntilCommit } from './advisory-lock';
import type { Database, Executor } from './database';
import { recordTaskRun } from './task-runs';

export interface RecurringJob {
  /** unique name; also the advisory lock's key (hashed) and the settings key of the last run */
  name: string;
  everyMs: number;
  run(tx: Executor): Promise<void>;
}

/**
 * Runs the job if it is due (or `force`d: an admin's 'run now') and no other node is running it;
 * true when it ran here.
 */
export async function runIfDue(db: Database, job: RecurringJob, { force = false } = {}): Promise<boolean> {
  const startedAt = new Date();
  let started = false;
  return db
    .transaction(async (tx) => {
      if (!(await tryLockUntilCommit(tx, `depot-job:${job.name}`))) return false;
      const key = `job:${job.name}:last-run`;
      const due = await tx.query<{ due: boolean }>(
        sql`select coalesce((select value::timestamptz from server_settings where key = ${key}) <= now() - make_interval(secs => ${job.everyMs / 1000}), true) as due`,
      );
      if (due[0]?.due !== true && !force) return false;
      started = true;
      await job.run(tx);
      // The run's log line commits with its work (task-runs.ts); a failed run is logged after the rollback.
      await recordTaskRun(tx, job.name, startedAt, 'ok');
      await tx.query(
        sql`insert into server_settings (key, value) values (${key}, now()::text) on conflict (key) do update set value = excluded.value`,
      );
      return true;
    })
    .catch(async (error: unknown) => {
      if (started) await recordTaskRun(db, job.name, startedAt, 'failed', error).catch(() => undefined);
      throw error;
    });
}

/**
 * Checks every job once now and then every `tickMs`; a failed run is reported and retried on
 * a later tick. `stop()` waits for a run in progress, so shutdown can close the database after.
 */
export function startRecurring(
  db: Database,
  jobs: RecurringJob[],
  onError: (job: RecurringJob, error: unknown) => void,
  tickMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = (): void => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        await runIfDue(db, job).catch((error: unknown) => onError(job, error));
      }
    });
  };
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
