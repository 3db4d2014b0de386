/**
 * The server's recurring jobs, once (main.ts runs them with server/db/recurring.ts; the Recurring
 * Jobs page, /dev/recurring-jobs/all, lists them with their last runs from `task_runs`, and an
 * admin may run one at once). Each runs once per schedule across every API process sharing the
 * database (an advisory lock and the last run's time in server_settings). docs/admin-dev.md.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './db/database';
import { pruneTombstones } from './db/change-feed';
import { pruneChangeLog } from './db/list-cache';
import type { RecurringJob } from './db/recurring';
import { pruneTaskRuns } from './db/task-runs';
import { pruneIdempotencyKeys } from './http/idempotency';
import { collectEvents, deliverDue } from './webhooks/sender';
import { endpointPolicy } from './webhooks/policy';

/** Log-in attempts older than the longest limiter window (a day) count for nothing. */
export const LOGIN_ATTEMPT_DAYS = 1;

export async function pruneLoginAttempts(db: Executor): Promise<void> {
  await db.query(sql`delete from login_attempts where at < now() - make_interval(days => ${LOGIN_ATTEMPT_DAYS})`);
}

export interface DescribedJob extends RecurringJob {
  /** what it does, for the Recurring Jobs page */
  description: string;
}

export const RECURRING_JOBS: readonly DescribedJob[] = [
  {
    name: 'prune-idempotency-keys',
    everyMs: 3600_000,
    description: 'Forgets idempotency keys past their retention, so replays older than that are new writes.',
    run: (tx) => pruneIdempotencyKeys(tx),
  },
  {
    name: 'prune-login-attempts',
    everyMs: 3600_000,
    description: 'Deletes log-in attempts older than a day (the limiter windows are shorter).',
    run: (tx) => pruneLoginAttempts(tx),
  },
  {
    name: 'prune-change-log',
    everyMs: 3600_000,
    description: "Trims the lists' change log that devices catch up from.",
    run: (tx) => pruneChangeLog(tx),
  },
  {
    name: 'prune-feed-tombstones',
    everyMs: 3600_000,
    description: "Trims the change feed's records of deleted rows past the catch-up horizon.",
    run: async (tx) => void (await pruneTombstones(tx)),
  },
  {
    name: 'prune-task-runs',
    everyMs: 24 * 3600_000,
    description: 'Deletes runs of these jobs older than 30 days.',
    run: (tx) => pruneTaskRuns(tx),
  },
  {
    name: 'webhook-events',
    everyMs: 60_000,
    description: 'Queues a webhook post for each delivery status change and finished run since the last run.',
    run: async (tx) => {
      await collectEvents(tx);
    },
  },
  {
    name: 'webhook-retries',
    everyMs: 60_000,
    description: 'Posts the queued webhook events that are due, and retries failed ones with backoff.',
    run: async (tx) => {
      await deliverDue(tx, { policy: endpointPolicy() });
    },
  },
];

export function jobByName(name: string): DescribedJob | undefined {
  return RECURRING_JOBS.find((j) => j.name === name);
}
