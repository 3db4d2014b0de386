/** Run Events: what happened on the road for a day, newest first (derived; see run-events.ts). */
import { NativeSelect, Field, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useResourceList, type StoredRecord } from '../../../offline';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { dropDetailPath } from '../run-summary/run-drops';
import { buildSummaryPath, emptyFilters } from '../../../screens/run-summary-url';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { clockTime } from '../../../ui/run-format';
import { dataStatus } from '../../../ui/resource-pages';
import { PageFrame } from '../../../ui/page-frame';
import { useGroups } from '../shared/use-group-zones';
import { InlineLink } from '../../../ui';
import { deriveEvents, EVENT_LABELS, type RunEvent, type RunEventKind } from './run-events';

const SHOWN = 500;

function RunEventsPage() {
  const day = useDayParams();
  const kind = day.get('kind') as RunEventKind | null;
  const runFilters = useMemo(
    () => ({ date: day.date, ...(day.routingGroupId ? { routingGroupId: String(day.routingGroupId) } : {}) }),
    [day.date, day.routingGroupId],
  );
  const runs = useResourceList('runs', { limit: -1, sort: 'code', filters: runFilters });
  const runIds = runs.data.map((r) => r.id).join(',');
  const dropFilters = useMemo(
    () => ({
      date: day.date,
      status: 'arrived,completed,failed',
      ...(day.routingGroupId ? { runId: runIds || '0' } : {}),
    }),
    [day.date, day.routingGroupId, runIds],
  );
  const drops = useResourceList(
    'drops',
    { limit: -1, sort: 'runId,sequence', filters: dropFilters },
    { enabled: !runs.isLoading },
  );
  const events = useMemo(
    () => deriveEvents(runs.data, drops.data).filter((e) => !kind || e.kind === kind),
    [runs.data, drops.data, kind],
  );
  const runById = new Map(runs.data.map((r) => [r.id, r]));
  const groups = useGroups();
  const state = {
    ...drops,
    isLoading: runs.isLoading || drops.isLoading,
    error: runs.error ?? drops.error,
    refetch: () => (runs.refetch(), drops.refetch()),
  };
  const status = dataStatus(state, 'Run events', events.length === 0);
  const runLink = (run: StoredRecord) =>
    buildSummaryPath({
      ...emptyFilters(Number(run.countryId) || 1, day.date),
      routingGroupIds: [Number(run.routingGroupId)],
      runId: run.id,
    });
  const columns: DataColumn<RunEvent>[] = [
    {
      key: 'at',
      header: 'Time',
      kind: 'time',
      value: (e) => {
        const run = runById.get(e.runId);
        return clockTime(e.at, run ? groups.zone(run.routingGroupId) : null);
      },
    },
    {
      key: 'kind',
      header: 'Event',
      cell: (e) => <Text color={e.kind === 'drop-failed' ? 'red.fg' : undefined}>{EVENT_LABELS[e.kind]}</Text>,
    },
    {
      key: 'run',
      header: 'Run',
      kind: 'reference',
      cell: (e) => {
        const run = runById.get(e.runId);
        return run ? <InlineLink to={runLink(run)}>{run.code}</InlineLink> : e.runId;
      },
    },
    {
      key: 'detail',
      header: 'Detail',
      cell: (e) => (e.dropId ? <InlineLink to={dropDetailPath(e.dropId)}>{e.detail}</InlineLink> : e.detail),
    },
  ];

  return (
    <PageFrame title="Run Events" state={state}>
      <DayFilters day={day}>
        <Field.Root width="12rem">
          <Field.Label>Event</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="kind"
              value={kind ?? ''}
              onChange={(e) => day.set({ kind: e.target.value || null })}
            >
              <option value="">All events</option>
              {Object.entries(EVENT_LABELS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </DayFilters>
      {status ?? (
        <>
          <Text fontSize="sm">
            {events.length > SHOWN ? `The latest ${SHOWN} of ${events.length} events` : `${events.length} events`}
          </Text>
          <DataTable
            label="Run events"
            maxH="70vh"
            columns={columns}
            rows={events.slice(0, SHOWN)}
            rowKey={(e) => e.key}
          />
        </>
      )}
    </PageFrame>
  );
}

export function RunEventsRoute() {
  return <RunEventsPage />;
}
