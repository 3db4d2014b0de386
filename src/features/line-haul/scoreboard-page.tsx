/**
 * Job Scoreboard (/line-haul-job/scoreboard): for a period, per subcontractor (own fleet
 * included) and per lane, the on-time departure and arrival percentages, cancellations and jobs
 * declined, computed by the server (server/line-haul/scoreboard.ts), with a chart of on-time
 * arrival per carrier. Each row links to the movements it counts.
 */
import { Alert, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams, Link as RouterLink } from 'react-router-dom';
import { encodeListParams, useOnline } from '../../offline';
import { isCalendarDate } from '../../resources/common';
import { plainErrorMessage } from '../../lib/api';
import { operatorToday, shiftDay } from '../../lib/calendar';
import { screenPath } from '../../screens';
import { BarChart, seriesColour } from '../../ui/charts';
import { DataTable, cellValue, formatCell, type DataColumn } from '../../ui/data-table';
import { LoadErrorAlert } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { fetchScoreboard } from './line-haul-api';
import { PeriodInputs } from './period-inputs';
import type { ScoreRow } from '../../resources/line-haul-scoreboard';
import { percent, percentText } from './scoreboard-model';
import { useLineHaulLists } from './use-line-haul-lists';

/** A carrier's first word under its bar (the table below names it in full): six names side by side must not overlap. */
const shortName = (name: string) => (name === 'Own fleet' ? name : (name.split(' ')[0] ?? name));

const day = (offset: number) => shiftDay(operatorToday(), offset);

function ScoreTable({
  label,
  rows,
  total,
  nameOf,
  linkOf,
}: {
  label: string;
  rows: ScoreRow[];
  total: ScoreRow;
  nameOf: (key: number | null) => string;
  linkOf: (key: number | null | 'all') => string;
}) {
  const link = (key: number | null | 'all', name: string) => (
    <Link asChild>
      <RouterLink to={linkOf(key)}>{name}</RouterLink>
    </Link>
  );
  const count = (key: keyof ScoreRow, header: string): DataColumn<ScoreRow> => ({ key, header, kind: 'number' });
  const columns: DataColumn<ScoreRow>[] = [
    { key: 'key', header: label, value: (r) => nameOf(r.key), cell: (r) => link(r.key, nameOf(r.key)) },
    count('movements', 'Movements'),
    count('cancelled', 'Cancelled'),
    {
      key: 'departedOnTime',
      header: 'On-time departure',
      kind: 'number',
      value: (r) => percentText(r.departedOnTime, r.departed),
    },
    {
      key: 'arrivedOnTime',
      header: 'On-time arrival',
      kind: 'number',
      value: (r) => percentText(r.arrivedOnTime, r.arrived),
    },
    count('jobs', 'Jobs offered'),
    count('declined', 'Jobs declined'),
  ];
  const values: Record<string, ReactNode> = { key: link('all', 'All') };
  for (const c of columns.slice(1)) values[c.key] = formatCell('number', cellValue(c, total));
  return (
    <DataTable
      label={`Scoreboard by ${label.toLowerCase()}`}
      testId={`score-${label.toLowerCase()}`}
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.key)}
      totals={{ values }}
    />
  );
}

export function ScoreboardPage() {
  const [search, setSearch] = useSearchParams();
  const from = isCalendarDate(search.get('from') ?? '') ? (search.get('from') ?? '') : day(-27);
  const to = isCalendarDate(search.get('to') ?? '') ? (search.get('to') ?? '') : day(0);
  const online = useOnline();
  const lists = useLineHaulLists();
  const board = useQuery({
    queryKey: ['line-haul', 'scoreboard', from, to],
    queryFn: ({ signal }) => fetchScoreboard(from, to, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = board.data;
  const movementsLink = (field: 'subcontractorId' | 'legId') => (key: number | null | 'all') => {
    const filters: Record<string, string | { from: string; to: string }> = { date: { from, to } };
    if (key !== 'all') filters[field] = key === null ? 'null' : String(key);
    return `${screenPath('lineHaulMovements.list')}?${encodeListParams({ filters }, 'page').toString()}`;
  };
  const carriers = data?.bySubcontractor ?? [];

  return (
    <PageFrame
      title="Job Scoreboard"
      state={{
        source: data ? 'network' : null,
        asOf: board.dataUpdatedAt || null,
        isLoading: board.isLoading,
        isFetching: board.isFetching,
        error: null,
        refetch: () => void board.refetch(),
      }}
    >
      <PeriodInputs from={from} to={to} onChange={(f, t) => setSearch({ from: f, to: t })} />
      {!online && !data ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            The scoreboard is counted by the server: it shows once the connection returns.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {board.error && online ? (
        <LoadErrorAlert
          what="The scoreboard"
          message={plainErrorMessage(board.error)}
          onRetry={() => void board.refetch()}
        />
      ) : null}
      {board.isLoading && online ? <Text>Counting the movements…</Text> : null}
      {data ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            On time: within {data.graceMinutes} minutes of the plan. Percentages are of the movements that departed or
            arrived.
          </Text>
          {data.total.movements === 0 ? (
            <Text data-testid="empty-state">
              No movements from {from} to {to}.
            </Text>
          ) : null}
          <BarChart
            id="on-time-arrival"
            title="On-time arrival by carrier (%)"
            valueLabel="On-time arrival (%)"
            bars={carriers.map((r, i) => ({
              key: String(r.key),
              label: shortName(lists.carrierName(r.key)),
              value: percent(r.arrivedOnTime, r.arrived) ?? 0,
              colour: seriesColour(i),
            }))}
            format={(v) => `${v}%`}
          />
          <ScoreTable
            label="Carrier"
            rows={carriers}
            total={data.total}
            nameOf={lists.carrierName}
            linkOf={movementsLink('subcontractorId')}
          />
          <ScoreTable
            label="Lane"
            rows={data.byLane}
            total={data.total}
            nameOf={lists.legName}
            linkOf={movementsLink('legId')}
          />
        </>
      ) : null}
    </PageFrame>
  );
}
