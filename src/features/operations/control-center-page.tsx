/**
 * Control Center: a live board of one day (today by default) — runs progress, late drops, failed
 * drops by reason, exceptions. Counted by the server; refreshed every 30 s while the page is
 * visible; offline it shows the stored copy and how old it is. The client control centre is the
 * same board, which the server limits to the user's clients.
 */
import { Badge, Field, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { DayInput } from '../../ui';
import { StatusBadge } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { BarList, boardStatus } from '../../ui/board/board-parts';
import type { Board } from '../../resources/operations-boards';
import { useBoard } from '../../ui/board/use-board';

function nowHHmm(): string {
  const d = new Date();
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

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
  const now = nowHHmm();
  const board = useBoard<Board>([endpoint, day.date], `operations/${endpoint}?date=${day.date}&now=${now}`, {
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
              <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="60vh">
                <Table.Root size="sm" stickyHeader>
                  <Table.Header>
                    <Table.Row>
                      {['Run', 'Status', 'Routing group', 'Contractor', 'Driver', 'Done', 'Late', 'Failed'].map((h) => (
                        <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {b.runs.map((r) => (
                      <Table.Row key={r.id}>
                        <Table.Cell>{r.code}</Table.Cell>
                        <Table.Cell>
                          <StatusBadge status={r.status} />
                        </Table.Cell>
                        <Table.Cell>{r.routingGroup ?? '—'}</Table.Cell>
                        <Table.Cell>{r.contractor ?? 'Unassigned'}</Table.Cell>
                        <Table.Cell>{r.driver ?? 'No driver'}</Table.Cell>
                        <Table.Cell>
                          {r.dropsDone} / {r.dropsTotal}
                        </Table.Cell>
                        <Table.Cell>{r.late > 0 ? <Badge colorPalette="orange">{r.late}</Badge> : 0}</Table.Cell>
                        <Table.Cell>
                          {r.dropsFailed > 0 ? <Badge colorPalette="red">{r.dropsFailed}</Badge> : 0}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
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
