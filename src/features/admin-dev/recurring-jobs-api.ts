/**
 * The Recurring Jobs contract (GET /api/dev/recurring-jobs, POST /api/dev/recurring-jobs/{name}/run),
 * shared by the server route (server/webhooks/jobs-routes.ts) and the page: who may read the list
 * and who may run a job at once, and the shape of a row. Pure data, no React.
 */
import { all, admin, developer } from '../../resources/access';

export const RECURRING_JOBS_PATH = '/dev/recurring-jobs';
export const MAY_READ_JOBS = developer;
/** 'run now' is an admin's (issue 37), on top of the Developer feature that opens the page */
export const MAY_RUN_JOBS = all(developer, admin);

export interface RecurringJobRow {
  name: string;
  description: string;
  everyMinutes: number;
  lastRun: {
    startedAt: string;
    durationMs: number;
    outcome: 'ok' | 'failed';
    error: string | null;
  } | null;
  /** when the job is next due: last finished run + its interval (the runner checks every minute) */
  nextRunAt: string | null;
  runsLastDay: number;
  failuresLastDay: number;
}
