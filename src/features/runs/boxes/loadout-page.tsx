/** Loadout: per run of a day (and routing group), the boxes to load with loaded and checked counts. */
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useReferenceList, useResourceList } from '../../../offline';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { dataStatus } from '../../../ui/resource-pages';
import { PageFrame } from '../../../ui/page-frame';
import { StatusBadge } from '../../../ui/resource-pages';
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

  return (
    <PageFrame title="Loadout" state={state}>
      <DayFilters day={day} />
      {status ?? (
        <>
          <Text fontSize="sm" data-testid="loadout-totals">
            {totals.total} boxes: {totals.loaded} loaded, {totals.checked} checked
            {unrouted ? ` · ${unrouted.total} not on a run` : ''}
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
            <Table.Root size="sm" stickyHeader aria-label="Boxes to load per run">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Run</Table.ColumnHeader>
                  <Table.ColumnHeader>Routing group</Table.ColumnHeader>
                  <Table.ColumnHeader>Planned</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Boxes</Table.ColumnHeader>
                  <Table.ColumnHeader>Loaded</Table.ColumnHeader>
                  <Table.ColumnHeader>Checked</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {runs.data.map((r) => {
                  const c = counts.get(r.id) ?? { total: 0, loaded: 0, checked: 0 };
                  return (
                    <Table.Row key={r.id} data-testid={`loadout-row-${r.id}`}>
                      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                        {String(r.code)}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {String(groups.find((g) => g.id === r.routingGroupId)?.name ?? r.routingGroupId)}
                      </Table.Cell>
                      <Table.Cell>{String(r.plannedStart ?? '—')}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={r.status} />
                      </Table.Cell>
                      <Table.Cell>{c.total}</Table.Cell>
                      <Table.Cell>
                        <Share part={c.loaded} total={c.total} label={`Boxes loaded on ${String(r.code)}`} />
                      </Table.Cell>
                      <Table.Cell>
                        <Share part={c.checked} total={c.total} label={`Boxes checked on ${String(r.code)}`} />
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

export function LoadoutRoute() {
  return <LoadoutPage />;
}
