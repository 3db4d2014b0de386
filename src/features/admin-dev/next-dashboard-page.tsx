/**
 * /dev/next-dashboard (Next App Dashboard, the Dev heading's link to the newer app, shown with beta
 * navigation on): the developer's start page there, what in the Dev heading needs attention now:
 * failed recurring jobs, unresolved sync issues, failing webhooks and the app versions in use, each
 * with the list that shows it. docs/admin-dev.md.
 */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceList } from '../../offline';
import { useBoard } from '../../ui/board';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PageFrame } from '../../ui/page-frame';
import { attentionRows, type AttentionRow } from './next-dashboard-rows';
import { RECURRING_JOBS_PATH, type RecurringJobRow } from './recurring-jobs-api';

const OPEN_SYNC_ISSUES = { limit: 1, filters: { resolved: 'false' } } as const;
const EVERY_ROW = { limit: -1 } as const;

export function NextDashboardPage() {
  const jobs = useBoard<RecurringJobRow[]>(['recurring-jobs'], RECURRING_JOBS_PATH, { live: true });
  const sync = useResourceList('syncIssues', OPEN_SYNC_ISSUES);
  const hooks = useResourceList('webhooks', EVERY_ROW);
  const versions = useResourceList('appVersions', EVERY_ROW);
  const lists = [sync, hooks, versions];
  const known = <T,>(l: { isLoading: boolean; error: unknown }, value: T): T | null =>
    l.isLoading || l.error ? null : value;
  const rows = attentionRows({
    jobs: jobs.data,
    openSyncIssues: known(sync, sync.count),
    webhooks: known(hooks, hooks.data),
    appVersions: known(versions, versions.data),
  });
  const failed = [jobs, ...lists].find((l) => l.error);
  const state = {
    isLoading: jobs.isLoading && lists.every((l) => l.isLoading),
    isFetching: jobs.isFetching || lists.some((l) => l.isFetching),
    error: failed?.error ?? null,
    source: lists.some((l) => l.source === 'cache') || jobs.source === 'cache' ? ('cache' as const) : sync.source,
    asOf: sync.asOf,
    refetch: () => {
      jobs.refetch();
      for (const l of lists) l.refetch();
    },
  };

  const columns: DataColumn<AttentionRow>[] = [
    {
      key: 'area',
      header: 'Area',
      kind: 'reference',
      value: (r) => r.area,
      cell: (r) => (
        <Link asChild>
          <RouterLink to={r.link}>{r.area}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'figure',
      header: 'Needs attention',
      kind: 'number',
      value: (r) => r.figure,
      testId: 'attention-figure',
    },
    { key: 'counts', header: 'Counts', value: (r) => r.counts },
  ];

  return (
    <PageFrame title="Next App Dashboard" state={state}>
      <Text fontSize="sm" color="fg.muted">
        What in the Dev heading needs attention now. Each area opens the list behind its figure.
      </Text>
      <DataTable
        label="Needs attention"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.area}
        status={{ state, what: 'Developer figures' }}
      />
    </PageFrame>
  );
}
