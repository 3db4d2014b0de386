/**
 * /dev/recurring-jobs/all (Recurring Jobs): the server's background jobs (server/recurring-jobs.ts)
 * with their schedule, last run (start, duration, outcome, error), runs and failures of the last
 * day and next due time; an admin runs one at once with 'Run now'. Every run is also in the Sync
 * Log (/r/sync-log). docs/admin-dev.md.
 */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { apiJson, plainErrorMessage } from '../../lib/api';
import { bareContext } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useBoard } from '../../ui/board/use-board';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { notify } from '../../ui/notices';
import { PageFrame } from '../../ui/page-frame';
import { formatDateTime } from '../../ui/resource-pages';
import { MAY_RUN_JOBS, RECURRING_JOBS_PATH, type RecurringJobRow } from './recurring-jobs-api';

export function everyText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'daily' : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'hourly' : `every ${minutes / 60} h`;
  return minutes === 1 ? 'every minute' : `every ${minutes} min`;
}

export function RecurringJobsPage() {
  const user = useCurrentUser();
  const board = useBoard<RecurringJobRow[]>(['recurring-jobs'], RECURRING_JOBS_PATH, { live: true });
  const [running, setRunning] = useState<string | null>(null);
  const mayRun = MAY_RUN_JOBS(user, bareContext(user));

  const runNow = async (name: string) => {
    setRunning(name);
    try {
      await apiJson(`${RECURRING_JOBS_PATH}/${encodeURIComponent(name)}/run`, { method: 'post' });
      notify({ status: 'success', text: `${name} ran.` });
    } catch (error) {
      notify({ status: 'error', text: `${name} did not run: ${plainErrorMessage(error)}` });
    } finally {
      setRunning(null);
      board.refetch();
    }
  };

  const columns: DataColumn<RecurringJobRow>[] = [
    {
      key: 'name',
      header: 'Job',
      kind: 'reference',
      value: (j) => j.name,
      cell: (j) => (
        <>
          {j.name}
          <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
            {j.description}
          </Text>
        </>
      ),
    },
    { key: 'every', header: 'Schedule', value: (j) => everyText(j.everyMinutes) },
    {
      key: 'last',
      header: 'Last run',
      kind: 'datetime',
      value: (j) => (j.lastRun ? formatDateTime(j.lastRun.startedAt) : 'never'),
    },
    {
      key: 'outcome',
      header: 'Outcome',
      kind: 'status',
      value: (j) => (j.lastRun ? (j.lastRun.outcome === 'ok' ? 'succeeded' : 'failed') : null),
    },
    { key: 'duration', header: 'Took (ms)', kind: 'number', value: (j) => j.lastRun?.durationMs ?? null },
    { key: 'error', header: 'Error', value: (j) => j.lastRun?.error ?? '' },
    { key: 'runs', header: 'Runs (24 h)', kind: 'number', value: (j) => j.runsLastDay },
    { key: 'failed', header: 'Failed (24 h)', kind: 'number', value: (j) => j.failuresLastDay },
    {
      key: 'next',
      header: 'Next due',
      kind: 'datetime',
      value: (j) => (j.nextRunAt ? formatDateTime(j.nextRunAt) : 'at the next check'),
    },
    ...(mayRun
      ? [
          {
            key: 'run',
            header: 'Run',
            value: () => '',
            cell: (j: RecurringJobRow) => (
              <Button
                size="xs"
                variant="outline"
                loading={running === j.name}
                disabled={running !== null}
                onClick={() => void runNow(j.name)}
                aria-label={`Run ${j.name} now`}
              >
                Run now
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageFrame title="Recurring Jobs" state={board}>
      <DataTable
        label="Recurring jobs"
        columns={columns}
        rows={board.data ?? []}
        rowKey={(j) => j.name}
        status={{ state: board, what: 'Recurring jobs' }}
      />
    </PageFrame>
  );
}
