/**
 * The one report page: every report screen is this component with its view (report-views.ts).
 * Filters live in the URL; the numbers come from GET /api/reports/{id} (SQL aggregates on the
 * server); headline figures, a chart, the table and a CSV export; loading, empty, error and
 * offline states. Offline it shows the last answer this device fetched for the same filters,
 * with its age (the persisted query cache).
 */
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, plainErrorMessage } from '../../lib/api';
import { operatorToday } from '../../lib/calendar';
import { useOnline } from '../../offline';
import { downloadCsv } from '../../resources/csv-cells';
import { isAdmin } from '../../resources';
import type { ReportAnswer } from '../../resources/reports';
import { matchScreen, type Screen } from '../../screens';
import { useCurrentUser } from '../../session/auth-context';
import { menuPrefsStore, useStore } from '../../session/use-menu-context';
import { useSelectedClient } from '../../session/selected-client';
import { LoadErrorAlert } from '../../ui/resource-pages';
import { ReportChart } from './report-chart';
import { ReportFiltersBar } from './report-filters';
import { formatReportValue, reportCsv } from './report-format';
import { ReportStamp } from './report-stamp';
import { ReportTable } from './report-table';
import { buildReportPath, parseReportPath } from './report-path';
import {
  csvFileName,
  parseReportFilters,
  pathWithClient,
  reportApiPath,
  reportSearch,
  type ReportFilters,
} from './report-url';
import { viewOfScreen, type ReportView } from './report-views';
import { useReport } from './use-report';

function Headlines({ view, answer }: { view: ReportView; answer: ReportAnswer }) {
  return (
    <SimpleGrid columns={{ base: 2, md: Math.min(4, view.headlines.length) }} gap="3" data-testid="report-headlines">
      {view.headlines.map((h) => (
        <Box key={h.key} borderWidth="1px" borderRadius="md" p="3" bg="bg">
          <Text fontSize="sm" color="fg.muted">
            {h.label}
          </Text>
          <Text fontSize="2xl" fontWeight="semibold" data-testid={`headline-${h.key}`}>
            {formatReportValue(h.type, answer.totals[h.key])}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ReportBody({ view, title, answer }: { view: ReportView; title: string; answer: ReportAnswer }) {
  if (answer.rows.length === 0) {
    return (
      <Alert.Root status="info" data-testid="report-empty">
        <Alert.Indicator />
        <Alert.Description>
          Nothing to report for these filters: no records in the period. Choose a longer period or another routing group
          or client.
        </Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4">
      <Headlines view={view} answer={answer} />
      {view.chart ? <ReportChart view={view.chart} answer={answer} /> : null}
      <ReportTable title={title} columns={answer.columns} rows={answer.rows} totals={answer.totals} />
    </Stack>
  );
}

export interface ReportPageProps {
  view: ReportView;
  screen: Screen;
  /** a section above the figures that reads the same filters (Customer Notification Settings: the settings) */
  extra?: (filters: ReportFilters) => ReactNode;
}

export function ReportPage({ view, screen, extra }: ReportPageProps) {
  const user = useCurrentUser();
  const labels = useStore(menuPrefsStore).labels;
  const title = screen.title[labels];
  const [search] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { clientId: acting } = useSelectedClient();
  const online = useOnline();
  const today = operatorToday();
  const clientInPath = screen.link.includes('{clientId/}') && isAdmin(user);
  const periodFilters = parseReportFilters(search, clientInPath ? params.clientId : undefined, today);
  const filters = view.path ? parseReportPath(pathname, view.path, today, periodFilters.client) : periodFilters;
  const apiPath = reportApiPath(view.report, filters, acting);
  const { query, fresh, fetchedAt } = useReport(apiPath);
  const answer = query.data;

  const apply = (next: ReportFilters) => {
    if (view.path) {
      void navigate(
        `${buildReportPath(view.path, next, today)}${next.client === null ? '' : `?client=${next.client}`}`,
        { replace: true },
      );
      return;
    }
    const path = clientInPath ? pathWithClient(screen.link, next.client) : pathname;
    void navigate(`${path}?${reportSearch(next, clientInPath)}`, { replace: true });
  };
  const error = query.error;
  const refused = error instanceof ApiError && error.status === 403;

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} data-testid="report-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <ReportStamp fetchedAt={fetchedAt} fresh={fresh && online} />
          {query.isFetching ? <BusySpinner label="Loading" /> : null}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={!online}>
            Refresh
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!answer || answer.rows.length === 0}
            onClick={() =>
              answer && downloadCsv(reportCsv(answer.columns, answer.rows), csvFileName(view.report, filters))
            }
          >
            Export CSV
          </Button>
        </HStack>
      </HStack>
      <Text color="fg.muted">{view.question}</Text>
      <ReportFiltersBar
        filters={filters}
        today={today}
        routingGroup={view.routingGroup}
        client={view.client}
        path={view.path}
        onChange={apply}
      />
      {extra ? extra(filters) : null}
      {!online && answer ? (
        <Alert.Root status="warning" data-testid="report-offline">
          <Alert.Indicator />
          <Alert.Description>
            You are offline. This is the report as this device last fetched it; it updates when the connection returns.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {answer ? (
        <ReportBody view={view} title={title} answer={answer} />
      ) : query.isPending && online ? (
        <HStack gap="2" data-testid="report-loading">
          <Spinner size="sm" />
          <Text>Counting…</Text>
        </HStack>
      ) : !online ? (
        <Alert.Root status="warning" data-testid="report-offline-none">
          <Alert.Indicator />
          <Alert.Description>
            You are offline, and this report has not been opened on this device with these filters. Open it again when
            the connection returns, or choose filters you viewed before.
          </Alert.Description>
        </Alert.Root>
      ) : refused ? (
        <LoadErrorAlert what="The report" message="you do not have access to it for this client." />
      ) : error ? (
        <LoadErrorAlert what="The report" message={plainErrorMessage(error)} onRetry={() => void query.refetch()} />
      ) : null}
    </Stack>
  );
}

/** The page bound to every report screen: finds its screen from the path and its view from the screen. */
export function ReportRoute() {
  const { pathname } = useLocation();
  const match = matchScreen(pathname);
  const view = match ? viewOfScreen(match.screen.id) : undefined;
  if (!match || !view) throw new Error(`No report view for ${pathname}`);
  return <ReportPage key={match.screen.id} view={view} screen={match.screen} />;
}
