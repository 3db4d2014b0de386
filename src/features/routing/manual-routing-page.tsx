/**
 * /d/manual-routing/all: a dispatcher moves deliveries between the runs of a day and reorders
 * stops. Each move is one edit of the drop ({ runId, sequence }) through the outbox, so it
 * works offline and applies once; the server renumbers the other stops and keeps the delivery
 * and the runs' counts in step (server/routing/drop-moves.ts). Finished and cancelled runs are
 * shown but cannot be changed. Run Summary reads the same runs, drops and deliveries.
 */
import { Badge, Box, Button, Field, Grid, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useReferenceList, useResourceList, useResourceMutation } from '../../offline';
import type { StoredRecord, WithPending } from '../../offline';
import { DayInput, useSearchState } from '../../ui';
import { DataTable } from '../../ui/data-table';
import { MapView, runHex, type MapRunLine } from '../../ui/maps';
import { StatusBadge } from '../../ui/resource-pages';
import { operatorToday } from '../../lib/calendar';
import { notifySave, recordLink } from '../../ui/notices';
import { orderStops, shiftTarget } from './stop-order';
import { FilterSelect, named, Page, PageHeading } from './ui';
import { useDayDeliveries } from './use-day-deliveries';

const CLOSED = ['finished', 'cancelled'];

export function ManualRoutingPage() {
  const { search, patch: set } = useSearchState();
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const date = search.get('date') ?? operatorToday();
  const groupId = search.get('rg') ?? String(groups[0]?.id ?? '');
  const runsList = useResourceList(
    'runs',
    { limit: -1, sort: 'code', filters: { date: { from: date, to: date }, routingGroupId: groupId } },
    { enabled: groupId !== '' },
  );
  const runs = runsList.data;
  const runIds = runs.map((r) => r.id).join(',');
  const dropsList = useResourceList(
    'drops',
    { limit: -1, sort: 'runId,sequence', filters: { date: { from: date, to: date }, runId: runIds } },
    { enabled: runIds !== '' },
  );
  const deliveries = useDayDeliveries(
    date,
    useMemo(() => ({ routingGroupId: groupId ? [groupId] : [] }), [groupId]),
    groupId !== '',
  );
  const mutation = useResourceMutation('drops');
  const selectedId = Number(search.get('run') ?? runs[0]?.id ?? 0);
  const selected = runs.find((r) => r.id === selectedId);
  const byDelivery = useMemo(() => new Map(deliveries.data.map((d) => [d.id, d])), [deliveries.data]);
  const dropsOf = (runId: number) => orderStops(dropsList.data.filter((d) => Number(d.runId) === runId));
  const stops = selected ? dropsOf(selected.id) : [];
  const editable = selected !== undefined && !CLOSED.includes(selected.status);
  const openRuns = runs.filter((r) => !CLOSED.includes(r.status) && r.id !== selected?.id);
  const [target, setTarget] = useState<Record<number, string>>({});
  const nameOf = (drop: StoredRecord) =>
    String(byDelivery.get(Number(drop.deliveryId))?.reference ?? drop.address ?? `stop ${String(drop.sequence)}`);
  const move = async (drop: WithPending<StoredRecord>, changes: { runId?: number; sequence: number }, what: string) => {
    const result = await mutation.patch(drop.id, changes, drop.version);
    const name = nameOf(drop);
    notifySave(name, result, { done: what, link: recordLink('deliveries', Number(drop.deliveryId), name) });
  };
  const runIndex = new Map(runs.map((r, i) => [r.id, i]));
  const lines: MapRunLine[] = runs.map((r) => {
    const depot = depots.find((d) => d.id === r.depotId);
    const home: [number, number][] =
      typeof depot?.lat === 'number' && typeof depot.lng === 'number' ? [[depot.lng, depot.lat]] : [];
    const path = dropsOf(r.id)
      .map((d) => byDelivery.get(Number(d.deliveryId)))
      .filter((d): d is NonNullable<typeof d> => typeof d?.lat === 'number' && typeof d.lng === 'number')
      .map((d) => [d.lng as number, d.lat as number] as [number, number]);
    return {
      id: r.id,
      name: r.code,
      colour: r.id === selected?.id ? '#dc2626' : runHex(runIndex.get(r.id) ?? 0),
      path: [...home, ...path, ...home],
    };
  });
  const points = stops
    .map((d) => ({ d, del: byDelivery.get(Number(d.deliveryId)) }))
    .filter(({ del }) => typeof del?.lat === 'number' && typeof del.lng === 'number')
    .map(({ d, del }) => ({
      id: d.id,
      lat: del?.lat as number,
      lng: del?.lng as number,
      name: `Stop ${String(d.sequence)} · ${nameOf(d)}`,
      colour: '#dc2626',
    }));
  const loading = runsList.isLoading || dropsList.isLoading;

  return (
    <Page>
      <PageHeading title="Manual Routing" count={runsList.isLoading ? null : runs.length} list={dropsList} />
      <Wrap gap="3" align="flex-end" as="form" aria-label="Which runs" onSubmit={(e) => e.preventDefault()}>
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={date} onChange={(d) => set({ date: d, run: null })} />
        </Field.Root>
        <FilterSelect
          label="Routing group"
          name="rg"
          value={groupId}
          options={named(groups)}
          onChange={(v) => set({ rg: v, run: null })}
        />
        <FilterSelect
          label="Run"
          name="run"
          width="14rem"
          value={selected ? String(selected.id) : ''}
          options={runs.map((r) => ({
            value: String(r.id),
            label: `${r.code} · ${String(r.dropsTotal ?? 0)} stops · ${r.status}`,
          }))}
          onChange={(v) => set({ run: v })}
        />
      </Wrap>
      {runsList.error || dropsList.error ? (
        <Text role="alert">Runs could not be loaded: {(runsList.error ?? dropsList.error)?.displayMessage}</Text>
      ) : loading ? (
        <Text>Loading runs…</Text>
      ) : runs.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          <Text>
            No runs on {date} in this routing group{runsList.source === 'cache' ? ' on this device' : ''}. Optimize
            Routes makes runs from unrouted deliveries.
          </Text>
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="3">
          <MapView
            label="Runs of the day; the chosen run in red"
            runs={lines}
            points={points}
            height="min(34rem, 60vh)"
            onSelect={(kind, id) => kind === 'point' && document.getElementById(`stop-${id}`)?.focus()}
          />
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="semibold">
                {selected?.code ?? ''} · {stops.length} stops
              </Text>
              {selected && <StatusBadge status={selected.status} />}
            </HStack>
            {!editable && selected && (
              <Text fontSize="sm">This run is {selected.status}: its stops can no longer be moved.</Text>
            )}
            <DataTable
              label={`Stops of ${String(selected?.code ?? '')}`}
              maxH="30rem"
              columns={[
                {
                  key: 'sequence',
                  header: 'Stop',
                  kind: 'number',
                  cell: (d) => (
                    <>
                      {String(d.sequence)}
                      {d.pendingStatus && (
                        <Badge ml="1" colorPalette="orange" size="sm">
                          not yet sent
                        </Badge>
                      )}
                    </>
                  ),
                },
                {
                  key: 'delivery',
                  header: 'Delivery',
                  value: nameOf,
                  cell: (d) => (
                    <>
                      {nameOf(d)}
                      <Text fontSize="xs" color="fg.muted">
                        {String(d.address ?? '')}
                      </Text>
                    </>
                  ),
                },
                {
                  key: 'move',
                  header: 'Move',
                  cell: (d, i) => (
                    <>
                      {editable && (
                        <HStack gap="1" wrap="wrap">
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Move ${nameOf(d)} up`}
                            disabled={shiftTarget(stops, i, -1) === null}
                            onClick={() =>
                              void move(d, { sequence: shiftTarget(stops, i, -1) ?? 1 }, `moved to stop ${i}`)
                            }
                          >
                            Up
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Move ${nameOf(d)} down`}
                            disabled={shiftTarget(stops, i, 1) === null}
                            onClick={() =>
                              void move(d, { sequence: shiftTarget(stops, i, 1) ?? 1 }, `moved to stop ${i + 2}`)
                            }
                          >
                            Down
                          </Button>
                          {openRuns.length > 0 && (
                            <>
                              <NativeSelect.Root size="xs" width="8rem">
                                <NativeSelect.Field
                                  aria-label={`Run to move ${nameOf(d)} to`}
                                  value={target[d.id] ?? ''}
                                  onChange={(e) => setTarget({ ...target, [d.id]: e.target.value })}
                                >
                                  <option value="">Other run…</option>
                                  {openRuns.map((r) => (
                                    <option key={r.id} value={r.id}>
                                      {String(r.code)}
                                    </option>
                                  ))}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                              <Button
                                size="xs"
                                disabled={!target[d.id]}
                                onClick={() => {
                                  const to = runs.find((r) => String(r.id) === target[d.id]);
                                  if (to)
                                    void move(
                                      d,
                                      { runId: to.id, sequence: dropsOf(to.id).length + 1 },
                                      `moved to run ${String(to.code)}`,
                                    );
                                }}
                              >
                                Move
                              </Button>
                            </>
                          )}
                        </HStack>
                      )}
                    </>
                  ),
                },
              ]}
              rows={stops}
              rowKey={(d) => d.id}
              rowTestId={() => 'stop-row'}
              rowProps={(d) => ({ id: `stop-${d.id}`, tabIndex: -1 })}
            />
          </Stack>
        </Grid>
      )}
    </Page>
  );
}
