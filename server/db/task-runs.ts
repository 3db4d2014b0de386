/**
 * The log of the server's background tasks (recurring jobs, PGlite's vacuum): one row per run
 * with its start, duration, outcome and error, read by the Sync Log report (/r/sync-log). A
 * successful run is recorded inside its own transaction (it commits with the work); a failed
 * one after the rollback, on the database handle, so the failure itself is never lost. Rows
 * older than TASK_RUN_DAYS are pruned by the same insert path.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './database';

export const TASK_RUN_DAYS = 30;
const ERROR_MAX = 2000;

export type TaskOutcome = 'ok' | 'failed';

export async function recordTaskRun(
  db: Executor,
  task: string,
  startedAt: Date,
  outcome: TaskOutcome,
  error: unknown = null,
): Promise<void> {
  const durationMs = Math.max(0, Math.round(Date.now() - startedAt.getTime()));
  const message =
    error === null || error === undefined
      ? null
      : (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
  await db.query(
    sql`insert into task_runs (task, started_at, duration_ms, outcome, error) values (${task}, ${startedAt.toISOString()}, ${durationMs}, ${outcome}, ${message})`,
  );
}

export async function pruneTaskRuns(db: Executor): Promise<void> {
  await db.query(sql`delete from task_runs where started_at < now() - make_interval(days => ${TASK_RUN_DAYS})`);
}

/** Runs `work` and records the run, successful or not; a failure is rethrown after it is recorded. */
export async function loggedTask(db: Executor, task: string, work: () => Promise<void>): Promise<void> {
  const startedAt = new Date();
  try {
    await work();
  } catch (error) {
    await recordTaskRun(db, task, startedAt, 'failed', error).catch(() => undefined);
    throw error;
  }
  await recordTaskRun(db, task, startedAt, 'ok');
}
