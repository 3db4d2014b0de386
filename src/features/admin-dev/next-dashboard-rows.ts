/**
 * The Next App Dashboard's figures (docs/admin-dev.md): what in the Dev heading needs a developer's
 * attention now, one row per area with the list that shows it. Pure: the page gives the lists.
 */
import type { RecurringJobRow } from './recurring-jobs-api';

export interface AttentionRow {
  area: string;
  /** null while its list is not known yet */
  figure: number | null;
  counts: string;
  /** the page that lists what is counted */
  link: string;
}

export interface DevLists {
  jobs: readonly RecurringJobRow[] | undefined;
  /** the count of sync issues not resolved */
  openSyncIssues: number | null;
  webhooks: readonly { active: boolean; failedAttempts: number }[] | null;
  appVersions: readonly { app: string; version: string; users: number }[] | null;
}

export function attentionRows(l: DevLists): AttentionRow[] {
  const versions = l.appVersions;
  return [
    {
      area: 'Recurring jobs',
      figure: l.jobs ? l.jobs.filter((j) => j.lastRun?.outcome === 'failed').length : null,
      counts: l.jobs
        ? `jobs whose last run failed (${l.jobs.reduce((n, j) => n + j.failuresLastDay, 0)} failed runs in 24 h)`
        : 'jobs whose last run failed',
      link: '/dev/recurring-jobs/all',
    },
    {
      area: 'Sync issues',
      figure: l.openSyncIssues,
      counts: 'device syncs that failed and are not resolved',
      link: '/d/sync-issues/all?resolved=false',
    },
    {
      area: 'Webhooks',
      figure: l.webhooks ? l.webhooks.filter((w) => w.active && w.failedAttempts > 0).length : null,
      counts: 'active endpoints whose last post failed',
      link: '/d/webhooks/all?active=true',
    },
    {
      area: 'App versions',
      figure: versions ? new Set(versions.filter((v) => v.users > 0).map((v) => `${v.app} ${v.version}`)).size : null,
      counts: 'dashboard and driver-app versions in use',
      link: '/dev/app-versions/all',
    },
  ];
}
