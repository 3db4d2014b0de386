/** Run Events: what happened on the road for a day, newest first (derived; see run-events.ts). */
import { NativeSelect, Field, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import { dropDetailPath } from '../run-summary/run-drops';
import { buildSummaryPath, emptyFilters } from '../../../screens/run-summary-url';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { clockTime } from '../../../ui/run-format';
import { dataStatus } from '../../../ui/resource-pages';
import { PageFrame } from '../../../ui/page-frame';
import { useGroups } from '../shared/use-group-zones';
import { deriveEvents, EVENT_LABELS, type RunEventKind } from './run-events';
import { InlineLink } from '../../../ui';

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
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
            <Table.Root size="sm" stickyHeader aria-label="Run events">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Time</Table.ColumnHeader>
                  <Table.ColumnHeader>Event</Table.ColumnHeader>
                  <Table.ColumnHeader>Run</Table.ColumnHeader>
                  <Table.ColumnHeader>Detail</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {events.slice(0, SHOWN).map((e) => {
                  const run = runById.get(e.runId);
                  const link = run
                    ? buildSummaryPath({
                        ...emptyFilters(Number(run.countryId) || 1, day.date),
                        routingGroupIds: [Number(run.routingGroupId)],
                        runId: run.id,
                      })
                    : null;
                  return (
                    <Table.Row key={e.key}>
                      <Table.Cell>{clockTime(e.at, run ? groups.zone(run.routingGroupId) : null)}</Table.Cell>
                      <Table.Cell color={e.kind === 'drop-failed' ? 'red.fg' : undefined}>
                        {EVENT_LABELS[e.kind]}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {link ? <InlineLink to={link}>{String(run?.code)}</InlineLink> : e.runId}
                      </Table.Cell>
                      <Table.Cell>
                        {e.dropId ? <InlineLink to={dropDetailPath(e.dropId)}>{e.detail}</InlineLink> : e.detail}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </PageFrame>
  );
}

export function RunEventsRoute() {
  return <RunEventsPage />;
}
