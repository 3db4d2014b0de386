/**
 * Van Availability Report (vans offered against the runs assigned, per day and per contractor)
 * and Van Availability Excess (contractors who offered more vans than their runs used). One
 * server answer (GET operations/van-demand) serves both; the difference is what is shown.
 */
import { Badge, Field, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DayInput } from '../../ui';
import { BarList, CsvButton, boardStatus, useBoard, type VanDemandRow } from '../../ui/board';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { weekFrom } from './days';

function VanDemandPage({ mode }: { mode: 'report' | 'excess' }) {
  const day = useDayParams();
  const days = useMemo(() => weekFrom(day.date), [day.date]);
  const to = days[days.length - 1] ?? day.date;
  const board = useBoard<VanDemandRow[]>(
    ['van-demand', day.date, to],
    `operations/van-demand?from=${day.date}&to=${to}`,
  );
  const all = board.data ?? [];
  const rows = mode === 'excess' ? all.filter((r) => (r.vans ?? 0) > r.runs) : all;
  const perDay = days.map((d) => {
    const of = all.filter((r) => r.date === d);
    return { date: d, vans: of.reduce((t, r) => t + (r.vans ?? 0), 0), runs: of.reduce((t, r) => t + r.runs, 0) };
  });
  const title = mode === 'excess' ? 'Van Availability Excess' : 'Van Availability Report';
  const head =
    mode === 'excess'
      ? ['Contractor', 'Day', 'Vans offered', 'Runs', 'Unused vans']
      : ['Contractor', 'Day', 'Vans offered', 'Runs', 'Balance'];
  const csv = rows.map((r) => [r.contractor, r.date, r.vans, r.runs, (r.vans ?? 0) - r.runs]);
  const status = boardStatus(board, mode === 'excess' ? 'Unused vans' : 'Van availability', rows.length === 0);
  return (
    <PageFrame
      title={title}
      state={board}
      actions={<CsvButton fileName={`van-${mode}-${day.date}.csv`} header={head} rows={csv} />}
    >
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Week from</Field.Label>
          <DayInput name="date" value={day.date} onChange={(d) => day.set({ date: d })} />
        </Field.Root>
      </HStack>
      {status ?? (
        <Stack gap="4">
          <Stack gap="2">
            <Text fontWeight="semibold">
              {mode === 'excess' ? 'Unused vans per day' : 'Vans offered against runs, per day'}
            </Text>
            <BarList
              label={mode === 'excess' ? 'Unused vans per day' : 'Vans offered per day'}
              bars={perDay.map((d) => ({
                label: `${d.date}: ${d.runs} runs`,
                value: mode === 'excess' ? Math.max(0, d.vans - d.runs) : d.vans,
                colour: d.vans < d.runs ? 'red.solid' : 'green.solid',
              }))}
            />
          </Stack>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="60vh">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  {head.map((h) => (
                    <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => {
                  const balance = (r.vans ?? 0) - r.runs;
                  return (
                    <Table.Row key={`${r.contractorId}:${r.date}`}>
                      <Table.Cell maxW="16rem" truncate title={r.contractor}>
                        {r.contractor}
                      </Table.Cell>
                      <Table.Cell>{r.date}</Table.Cell>
                      <Table.Cell>
                        {r.vans ?? (
                          <Text as="span" color="fg.muted">
                            not entered
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{r.runs}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={balance < 0 ? 'red' : balance > 0 ? 'blue' : 'green'}>
                          {balance < 0 ? `${-balance} short` : balance > 0 ? `${balance} spare` : 'matched'}
                        </Badge>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </PageFrame>
  );
}

export function VanReportPage() {
  return <VanDemandPage mode="report" />;
}

export function VanExcessPage() {
  return <VanDemandPage mode="excess" />;
}
