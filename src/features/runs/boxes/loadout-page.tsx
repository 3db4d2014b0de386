/** Loadout: per run of a day (and routing group), the boxes to load with loaded and checked counts. */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useReferenceList, useResourceList, type StoredRecord } from '../../../offline';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { PageFrame } from '../../../ui/page-frame';
import { dataStatus } from '../../../ui/resource-pages';
import { loadCounts } from './box-counts';

function Share({ part, total, label }: { part: number; total: number; label: string }) {
  const pct = total === 0 ? 0 : Math.round((part / total) * 100);
  return (
    <HStack gap="2" minW="8rem">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={part}
        flex="1"
        h="2"
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
      >
        <Box style={{ width: `${pct}%` }} h="full" bg={pct === 100 ? 'green.solid' : 'blue.solid'} />
      </Box>
      <Text fontSize="xs" whiteSpace="nowrap">
        {part}/{total}
      </Text>
    </HStack>
  );
}

function LoadoutPage() {
  const day = useDayParams();
  const filters = useMemo(
    () => ({ date: day.date, ...(day.routingGroupId ? { routingGroupId: String(day.routingGroupId) } : {}) }),
    [day.date, day.routingGroupId],
  );
  const runs = useResourceList('runs', { limit: -1, sort: 'plannedStart,code', filters });
  const boxes = useResourceList('boxes', { limit: -1, sort: 'barcode', filters });
  const groups = useReferenceList('routingGroups').data;
  const counts = useMemo(() => loadCounts(boxes.data), [boxes.data]);
  const state = {
    ...boxes,
    isLoading: runs.isLoading || boxes.isLoading,
    error: runs.error ?? boxes.error,
    refetch: () => (runs.refetch(), boxes.refetch()),
  };
  const status = dataStatus(state, 'Runs', runs.data.length === 0);
  const unrouted = counts.get(null);
  const totals = [...counts.values()].reduce(
    (a, c) => ({ total: a.total + c.total, loaded: a.loaded + c.loaded, checked: a.checked + c.checked }),
    { total: 0, loaded: 0, checked: 0 },
  );

  const countsOf = (r: StoredRecord) => counts.get(r.id) ?? { total: 0, loaded: 0, checked: 0 };
  const columns: DataColumn<StoredRecord>[] = [
    { key: 'code', header: 'Run', kind: 'reference' },
    {
      key: 'routingGroupId',
      header: 'Routing group',
      value: (r) => groups.find((g) => g.id === r.routingGroupId)?.name ?? r.routingGroupId,
    },
    { key: 'plannedStart', header: 'Planned', kind: 'time' },
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'boxes', header: 'Boxes', kind: 'number', value: (r) => countsOf(r).total },
    {
      key: 'loaded',
      header: 'Loaded',
      cell: (r) => (
        <Share part={countsOf(r).loaded} total={countsOf(r).total} label={`Boxes loaded on ${String(r.code)}`} />
      ),
    },
    {
      key: 'checked',
      header: 'Checked',
      cell: (r) => (
        <Share part={countsOf(r).checked} total={countsOf(r).total} label={`Boxes checked on ${String(r.code)}`} />
      ),
    },
  ];

  return (
    <PageFrame title="Loadout" state={state}>
      <DayFilters day={day} />
      {status ?? (
        <>
          <Text fontSize="sm" data-testid="loadout-totals">
            {totals.total} boxes: {totals.loaded} loaded, {totals.checked} checked
            {unrouted ? ` · ${unrouted.total} not on a run` : ''}
          </Text>
          <DataTable
            label="Boxes to load per run"
            maxH="70vh"
            columns={columns}
            rows={runs.data}
            rowKey={(r) => r.id}
            rowTestId={(r) => `loadout-row-${r.id}`}
          />
        </>
      )}
    </PageFrame>
  );
}

export function LoadoutRoute() {
  return <LoadoutPage />;
}
