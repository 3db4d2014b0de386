/**
 * Routing Summary: a day's deliveries per routing group and zone, routed (on a run) against not
 * yet routed, with the runs and boxes they make. Counted by the server in the user's client scope.
 */
import { Field, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { DayInput } from '../../ui';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { BarList, CsvButton, boardStatus } from '../../ui/board/board-parts';
import type { RoutingSummaryRow } from '../../resources/operations-boards';
import { useBoard } from '../../ui/board/use-board';

const HEAD = ['Routing group', 'Zone', 'Deliveries', 'Routed', 'Unrouted', 'Runs', 'Boxes'];

export function RoutingSummaryPage() {
  const day = useDayParams();
  const board = useBoard<RoutingSummaryRow[]>(
    ['routing-summary', day.date],
    `operations/routing-summary?date=${day.date}`,
  );
  const rows = board.data ?? [];
  const status = boardStatus(board, 'Deliveries', rows.length === 0);
  const groups = new Map<string, number>();
  for (const r of rows) groups.set(r.routingGroup, (groups.get(r.routingGroup) ?? 0) + r.unrouted);
  const total = rows.reduce(
    (t, r) => ({
      deliveries: t.deliveries + r.deliveries,
      routed: t.routed + r.routed,
      unrouted: t.unrouted + r.unrouted,
      boxes: t.boxes + r.boxes,
    }),
    { deliveries: 0, routed: 0, unrouted: 0, boxes: 0 },
  );
  return (
    <PageFrame
      title="Routing Summary"
      state={board}
      actions={
        <CsvButton
          fileName={`routing-summary-${day.date}.csv`}
          header={HEAD}
          rows={rows.map((r) => [r.routingGroup, r.zone, r.deliveries, r.routed, r.unrouted, r.runs, r.boxes])}
        />
      }
    >
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Day</Field.Label>
          <DayInput name="date" value={day.date} onChange={(d) => day.set({ date: d })} />
        </Field.Root>
      </HStack>
      {status ?? (
        <Stack gap="4">
          <Text data-testid="routing-total">
            {total.deliveries} deliveries: {total.routed} routed, {total.unrouted} not yet routed, {total.boxes} boxes.
          </Text>
          <Stack gap="2">
            <Text fontWeight="semibold">Not yet routed, by routing group</Text>
            <BarList
              label="Unrouted deliveries by routing group"
              bars={[...groups].map(([label, value]) => ({ label, value, colour: 'orange.solid' }))}
            />
          </Stack>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="60vh">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  {HEAD.map((h) => (
                    <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={`${r.routingGroup}/${r.zone}`}>
                    <Table.Cell>{r.routingGroup}</Table.Cell>
                    <Table.Cell>{r.zone}</Table.Cell>
                    <Table.Cell>{r.deliveries}</Table.Cell>
                    <Table.Cell>{r.routed}</Table.Cell>
                    <Table.Cell color={r.unrouted > 0 ? 'orange.fg' : undefined}>{r.unrouted}</Table.Cell>
                    <Table.Cell>{r.runs}</Table.Cell>
                    <Table.Cell>{r.boxes}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </PageFrame>
  );
}
