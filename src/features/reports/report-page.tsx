/**
 * The one report page: every report screen is this component with its view (report-views.ts).
 * Filters live in the URL; the numbers come from GET /api/reports/{id} (SQL aggregates on the
 * server); headline figures, a chart, the table and a CSV export; loading, empty, error and
 * offline states. Offline it shows the last answer this device fetched for the same filters,
 * with its age (the persisted query cache). A paged report (server/reports/kit.ts, pageShape)
 * shows one page with a pager (`?offset=` in the URL); its export fetches every page.
 */
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { BusySpinner } from '../../theme/busy-spinner';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, apiJson, plainErrorMessage } from '../../lib/api';
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
import { everyRow } from './report-export';
import { formatReportValue, reportCsv } from './report-format';
import { ReportPager, pageRangeText } from './report-pager';
import { ReportStamp } from './report-stamp';
import { ReportTable } from './report-table';
import { buildReportPath, parseReportPath } from './report-path';
import {
  csvFileName,
  pageOffsetOf,
  parseReportFilters,
  pathWithClient,
  reportApiPath,
  reportSearch,
  type ReportFilters,
} from './report-url';
import { viewOfScreen, type ReportView } from './report-views';
import { isStored, useReport } from './use-report';

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

function ReportBody({
  view,
  title,
  answer,
  pager,
}: {
  view: ReportView;
  title: string;
  answer: ReportAnswer;
  /** a paged report's pager (the answer holds one page) */
  pager: ReactNode;
}) {
  if (answer.rows.length === 0 && (answer.page?.total ?? 0) === 0) {
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
      {pager}
      {answer.rows.length > 0 ? (
        <ReportTable
          title={title}
          columns={answer.columns}
          rows={answer.rows}
          totals={answer.totals}
          totalsLabel={answer.page ? 'Total of every page' : undefined}
        />
      ) : null}
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
  const offset = pageOffsetOf(search);
  const apiPath = reportApiPath(view.report, filters, acting, { offset });
  const { query, answer, fresh, fetchedAt, otherPage } = useReport(apiPath, online);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  // a paged answer that does not hold every line: the export fetches every page
  const partial = answer?.page !== undefined && answer.rows.length < answer.page.total;

  const openPage = (next: number) => {
    const q = new URLSearchParams(search);
    if (next > 0) q.set('offset', String(next));
    else q.delete('offset');
    void navigate(`${pathname}?${q.toString()}`, { replace: true });
  };
  const canOpenPage = (next: number) =>
    online || isStored(queryClient, reportApiPath(view.report, filters, acting, { offset: next }));

  const exportCsv = async () => {
    if (!answer) return;
    const name = csvFileName(view.report, filters);
    if (!partial) {
      downloadCsv(reportCsv(answer.columns, answer.rows), name);
      return;
    }
    setExportError(null);
    setExporting('Exporting…');
    try {
      const rows = await everyRow(
        async (first, limit) =>
          (await apiJson<{ data: ReportAnswer }>(reportApiPath(view.report, filters, acting, { offset: first, limit })))
            .data,
        (done, total) => setExporting(`Exporting ${done.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')}…`),
      );
      downloadCsv(reportCsv(answer.columns, rows), name);
    } catch (e) {
      setExportError(plainErrorMessage(e));
    } finally {
      setExporting(null);
    }
  };

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
            disabled={!answer || answer.rows.length === 0 || exporting !== null || (partial && !online)}
            title={partial && !online ? 'The export fetches every page: it needs the connection.' : undefined}
            onClick={() => void exportCsv()}
          >
            {exporting ?? 'Export CSV'}
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
      {exportError ? (
        <Alert.Root status="error" data-testid="report-export-error">
          <Alert.Indicator />
          <Alert.Description>The CSV export failed: {exportError}</Alert.Description>
        </Alert.Root>
      ) : null}
      {!online && answer ? (
        <Alert.Root status="warning" data-testid="report-offline">
          <Alert.Indicator />
          <Alert.Description>
            {answer.page
              ? `You are offline. ${pageRangeText(answer.page, answer.rows.length)} ${
                  otherPage
                    ? 'are shown: the page of this report this device fetched last (the page asked for was not fetched on this device).'
                    : 'are shown as this device last fetched them.'
                } Other pages open when the connection returns.`
              : 'You are offline. This is the report as this device last fetched it; it updates when the connection returns.'}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {answer ? (
        <ReportBody
          view={view}
          title={title}
          answer={answer}
          pager={
            answer.page ? (
              <ReportPager page={answer.page} shown={answer.rows.length} onOpen={openPage} canOpen={canOpenPage} />
            ) : null
          }
        />
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
