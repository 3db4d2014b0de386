/**
 * Delivery Errors (/run/drop-errors): the failed drops of a date range with their reasons, counted
 * by reason; a reason narrows the list. Scoped to the client chosen in the quick menu. View Errors
 * (/run/view-errors), the client users' name for the same data, redirects here with its query.
 */
import { Button, Field, Text, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useResourceList, type StoredRecord } from '../../../offline';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { operatorToday } from '../../../lib/calendar';
import { can, runs as runsDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { useSelectedClient } from '../../../session/selected-client';
import { dropDetailPath } from '../run-summary/run-drops';
import { runPath } from '../run-summary/run-redirect';
import { clockTime, isDateString } from '../../../ui/run-format';
import { dataStatus } from '../../../ui/resource-pages';
import { PageFrame } from '../../../ui/page-frame';
import { countByReason } from './reasons';
import { DayInput, InlineLink, useSearchState } from '../../../ui';

const SHOWN = 500;

const DELIVERY_ERRORS_PATH = '/run/drop-errors';

function DropErrorsPage({ title }: { title: string }) {
  const { search, patch: set } = useSearchState();
  const today = operatorToday();
  const from = isDateString(search.get('from')) ? (search.get('from') as string) : today;
  const to = isDateString(search.get('to')) ? (search.get('to') as string) : from;
  const reason = search.get('reason');
  const { clientId } = useSelectedClient();
  const params = useMemo(
    () => ({
      limit: -1,
      sort: '-date,runId,sequence',
      filters: { status: 'failed', date: { from, to }, ...(clientId > 0 ? { clientId: String(clientId) } : {}) },
    }),
    [from, to, clientId],
  );
  const list = useResourceList('drops', params);
  const canSeeRuns = can(useCurrentUser(), runsDef, 'list');
  const runs = useResourceList(
    'runs',
    { limit: -1, sort: 'code', filters: { date: { from, to } } },
    { enabled: canSeeRuns },
  );
  const runCode = new Map(runs.data.map((r) => [r.id, r.code]));
  const reasons = useMemo(() => countByReason(list.data), [list.data]);
  const rows = reason
    ? list.data.filter((d) => ((d.failureReason ?? '').trim() || 'No reason given') === reason)
    : list.data;
  const status = dataStatus(list, 'Failed drops', list.data.length === 0);
  const columns: DataColumn<StoredRecord>[] = [
    { key: 'date', header: 'Date', kind: 'date' },
    { key: 'completedAt', header: 'Time', kind: 'time', value: (d) => clockTime(d.completedAt) },
    {
      key: 'address',
      header: 'Address',
      minW: '12rem',
      cell: (d) => <InlineLink to={dropDetailPath(d.id)}>{String(d.address)}</InlineLink>,
    },
    {
      key: 'failureReason',
      header: 'Reason',
      cell: (d) => <Text color="red.fg">{String(d.failureReason ?? 'No reason given')}</Text>,
    },
    {
      key: 'run',
      header: 'Run / stop',
      kind: 'reference',
      cell: (d) => (
        <>
          {typeof d.runId === 'number' ? (
            <InlineLink to={runPath(d.runId)}>{runCode.get(d.runId) ?? 'Run'}</InlineLink>
          ) : (
            '—'
          )}{' '}
          / {String(d.sequence)}
        </>
      ),
    },
  ];

  return (
    <PageFrame title={title} state={list}>
      <Wrap gap="3" align="flex-end">
        <Field.Root width="auto">
          <Field.Label>From</Field.Label>
          <DayInput name="from" value={from} onChange={(day) => set({ from: day })} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>To</Field.Label>
          <DayInput name="to" value={to} onChange={(day) => set({ to: day })} />
        </Field.Root>
      </Wrap>
      {status ?? (
        <>
          <Wrap gap="2" role="group" aria-label="Failure reasons">
            <Button size="xs" variant={reason ? 'outline' : 'solid'} onClick={() => set({ reason: null })}>
              All reasons ({list.data.length})
            </Button>
            {reasons.map((r) => (
              <Button
                key={r.reason}
                size="xs"
                variant={reason === r.reason ? 'solid' : 'outline'}
                aria-pressed={reason === r.reason}
                onClick={() => set({ reason: r.reason })}
              >
                {r.reason} ({r.count})
              </Button>
            ))}
          </Wrap>
          {rows.length > SHOWN ? (
            <Text fontSize="sm">
              The first {SHOWN} of {rows.length} failed drops
            </Text>
          ) : null}
          <DataTable
            label="Failed drops"
            maxH="65vh"
            columns={columns}
            rows={rows.slice(0, SHOWN)}
            rowKey={(d) => d.id}
          />
        </>
      )}
    </PageFrame>
  );
}

export function DropErrorsRoute() {
  return <DropErrorsPage title="Delivery Errors" />;
}

export function ViewErrorsRoute() {
  const { search } = useLocation();
  return <Navigate to={`${DELIVERY_ERRORS_PATH}${search}`} replace />;
}
