/**
 * Control Center: a live board of one day (today by default) — runs progress, late drops, failed
 * drops by reason, exceptions. Counted by the server, late drops on the server's time read on
 * each run's depot clock (two tablets with skewed clocks show the same board); refreshed every 30 s while the page is
 * visible; offline it shows the stored copy and how old it is. The client control centre is the
 * same board, which the server limits to the user's clients.
 */
import { Badge, Field, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DayInput } from '../../ui';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { BarList, boardStatus } from '../../ui/board/board-parts';
import type { Board, BoardRun } from '../../resources/operations-boards';
import { useBoard } from '../../ui/board/use-board';

/** a count that stands out when it is not 0 */
const flagged = (n: number, palette: string) => (n > 0 ? <Badge colorPalette={palette}>{n}</Badge> : 0);

const RUN_COLUMNS: DataColumn<BoardRun>[] = [
  { key: 'code', header: 'Run', kind: 'reference' },
  { key: 'status', header: 'Status', kind: 'status' },
  { key: 'routingGroup', header: 'Routing group' },
  { key: 'contractor', header: 'Contractor', value: (r) => r.contractor ?? 'Unassigned' },
  { key: 'driver', header: 'Driver', value: (r) => r.driver ?? 'No driver' },
  { key: 'done', header: 'Done', kind: 'number', value: (r) => `${r.dropsDone} / ${r.dropsTotal}` },
  { key: 'late', header: 'Late', kind: 'number', cell: (r) => flagged(r.late, 'orange') },
  { key: 'dropsFailed', header: 'Failed', kind: 'number', cell: (r) => flagged(r.dropsFailed, 'red') },
];

function Tile({ label, value, tone }: { label: string; value: number | string; tone?: string }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" p="3" data-testid={`tile-${label}`}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color={tone}>
        {value}
      </Text>
    </Stack>
  );
}

function ControlBoard({ title, endpoint }: { title: string; endpoint: string }) {
  const day = useDayParams();
  // late is counted on the server's clock, on each run's depot's: this device's clock is not sent
  const board = useBoard<Board>([endpoint, day.date], `operations/${endpoint}?date=${day.date}`, {
    live: true,
  });
  const b = board.data;
  const status = boardStatus(
    board,
    'Board',
    b !== undefined && b.runs.length === 0 && b.exceptions.every((e) => e.count === 0),
  );
  const pct = b && b.drops.total > 0 ? Math.round((b.drops.done / b.drops.total) * 100) : 0;
  return (
    <PageFrame title={title} state={board}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Day</Field.Label>
          <DayInput name="date" value={day.date} onChange={(d) => day.set({ date: d })} />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Refreshes every 30 seconds while this page is open.
        </Text>
      </HStack>
      {status ??
        (b ? (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Tile label="Runs" value={b.runs.length} />
              <Tile label="Drops done" value={`${b.drops.done} of ${b.drops.total} (${pct}%)`} />
              <Tile label="Late drops" value={b.drops.late} tone={b.drops.late > 0 ? 'orange.fg' : undefined} />
              <Tile label="Failed drops" value={b.drops.failed} tone={b.drops.failed > 0 ? 'red.fg' : undefined} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Stack gap="2">
                <Text fontWeight="semibold">Failed drops by reason</Text>
                {b.failedByReason.length === 0 ? (
                  <Text fontSize="sm">No failed drops.</Text>
                ) : (
                  <BarList
                    label="Failed drops by reason"
                    bars={b.failedByReason.map((r) => ({ label: r.reason, value: r.count, colour: 'red.solid' }))}
                  />
                )}
              </Stack>
              <Stack gap="2">
                <Text fontWeight="semibold">Exceptions</Text>
                <BarList
                  label="Exceptions"
                  bars={b.exceptions.map((e) => ({ label: e.label, value: e.count, colour: 'orange.solid' }))}
                />
              </Stack>
            </SimpleGrid>
            <Stack gap="2">
              <Text fontWeight="semibold">Runs, most late first</Text>
              <DataTable
                label="Runs, most late first"
                columns={RUN_COLUMNS}
                rows={b.runs}
                rowKey={(r) => r.id}
                maxH="60vh"
              />
            </Stack>
          </Stack>
        ) : null)}
    </PageFrame>
  );
}

export function ControlCenterPage() {
  return <ControlBoard title="Control Center" endpoint="control-center" />;
}

export function ClientControlCenterPage() {
  return <ControlBoard title="Client Control Center" endpoint="client-control-center" />;
}
