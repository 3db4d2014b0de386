/**
 * Overview (/d/overview): the day's operation at a glance for the client chosen in the quick
 * menu (every client for an admin with none chosen). Every figure links into its filtered list.
 * Its heading states its scope ('Overview · Australia · Fri 27 Nov · all clients'); its country
 * is the one shared with Run Summary (src/session/selected-country.ts) unless its link names one.
 */
import { Box, chakra, Field, Grid, HStack, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useReferenceListNow } from '../../offline';
import { can, isAdminType, runs as runsDef } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useSelectedClient } from '../../session/selected-client';
import { overviewCountry, useSelectedCountry } from '../../session/selected-country';
import { useDayParams } from '../../ui/day-params';
import { dataStatus } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { countryName, scopeLabel } from '../../ui/run-scope';
import { deliveriesLink, dropErrorsLink, OPEN_STATUSES, runsLink, runSummaryLink } from './overview-rules';
import { statusFill } from '../../ui/charts';
import { DeliveriesChart, RunsChart } from './status-charts';
import { useOverviewData } from './use-overview-data';
import { CoverageNotice, coverageHint } from './coverage-notice';
import { KeepTodayStatus } from '../../offline/keep-today-status';
import { DayInput, InlineLink } from '../../ui';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { operatorToday } from '../../lib/calendar';

function Figure({
  label,
  value,
  to,
  tone,
  hint,
}: {
  label: string;
  value: number | string;
  to: string;
  tone?: string;
  hint?: string;
}) {
  return (
    <Box
      asChild
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p="3"
      display="flex"
      flexDirection="column"
      gap="1"
      _hover={{ borderColor: 'blue.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
    >
      <RouterLink to={to} aria-label={`${label}: ${value}${hint ? `, ${hint}` : ''}. Open the list`}>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text
          fontSize="2xl"
          fontWeight="semibold"
          color={tone}
          data-testid={`overview-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {value}
        </Text>
        {hint ? (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </RouterLink>
    </Box>
  );
}

function OverviewPage() {
  const day = useDayParams();
  const now = useMinuteClock();
  const { clientId, client } = useSelectedClient();
  const user = useCurrentUser();
  const countries = useReferenceListNow('countries').data;
  const shared = useSelectedCountry();
  const countryId = overviewCountry(day.get('country'), shared.chosenId);
  const data = useOverviewData(day.date, countryId, clientId, now, can(user, runsDef, 'list'));
  const runLink = (s: string) => (countryId !== null ? runSummaryLink(day.date, s, countryId) : runsLink(day.date, s));
  const delivered = data.byStatus.find((s) => s.status === 'delivered')?.count ?? 0;
  const failed = data.byStatus.find((s) => s.status === 'failed')?.count ?? 0;
  // until every figure has its first answer the page says it is loading: a 0 shown meanwhile
  // would read as a fact (no runs in progress) that the answer then contradicts
  const status = dataStatus(data, 'The overview', data.isLoading);
  const clientText =
    clientId > 0 ? (client?.name ?? 'the chosen client') : isAdminType(user) ? 'all clients' : 'your clients';
  const scopeText = scopeLabel({
    countryName: countryName(countries, countryId),
    date: day.date,
    clientName: clientText,
  });

  return (
    <PageFrame title={`Overview · ${scopeText}`} state={data}>
      <HStack justify="space-between" wrap="wrap" gap="3" align="flex-end">
        <HStack gap="3" wrap="wrap" align="flex-end">
          <Field.Root width="11rem">
            <Field.Label>Country</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name="country"
                value={countryId === null ? 'all' : String(countryId)}
                onChange={(e) => {
                  const value = e.target.value;
                  // a country is the shared choice Run Summary opens on; every country is this page's view only
                  if (value !== 'all') shared.setSelectedCountry(Number(value));
                  day.set({ country: value });
                }}
              >
                <option value="all">All countries</option>
                {countries.map((c) => (
                  <option key={String(c.id)} value={String(c.countryId ?? c.id)}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>Date</Field.Label>
            <DayInput name="date" value={day.date} onChange={(date) => day.set({ date })} />
          </Field.Root>
        </HStack>
      </HStack>
      {status ?? (
        <>
          {data.coverage ? <CoverageNotice coverage={data.coverage} asOf={data.asOf} now={now.getTime()} /> : null}
          <SimpleGrid columns={{ base: 2, sm: 4, lg: 7 }} gap="3">
            <Figure
              label="Deliveries"
              value={data.deliveries}
              to={deliveriesLink(day.date)}
              hint={coverageHint(data.coverage?.deliveries) || undefined}
            />
            <Figure
              label="Delivered"
              value={delivered}
              to={deliveriesLink(day.date, ['delivered'])}
              tone="green.fg"
              hint={data.deliveries ? `${Math.round((delivered / data.deliveries) * 100)} %` : undefined}
            />
            <Figure
              label="Failed"
              value={failed}
              to={deliveriesLink(day.date, ['failed'])}
              tone={failed ? 'red.fg' : undefined}
              hint={coverageHint(data.coverage?.failed) || undefined}
            />
            <Figure
              label="Late"
              value={data.late ?? '…'}
              to={deliveriesLink(day.date, OPEN_STATUSES)}
              tone={data.late ? 'orange.fg' : undefined}
              hint="window ended, not delivered"
            />
            {data.runs !== null ? (
              <>
                <Figure
                  label="Runs in progress"
                  value={data.runs.inProgress}
                  to={runLink('in-progress')}
                  hint={`of ${data.runs.runs} runs${clientId > 0 ? ', every client' : ''}${
                    data.coverage?.runs && !data.coverage.runs.whole
                      ? ` stored (${coverageHint(data.coverage.runs)})`
                      : ''
                  }`}
                />
                <Figure label="Runs finished" value={data.runs.finished} to={runLink('finished')} />
              </>
            ) : null}
            <Figure
              label="Failed drops"
              value={data.failedDrops}
              to={dropErrorsLink(day.date)}
              tone={data.failedDrops ? 'red.fg' : undefined}
              hint={
                [
                  countryId !== null && data.runs !== null ? 'on its runs, as Run Summary' : '',
                  coverageHint(data.coverage?.failedDrops),
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined
              }
            />
          </SimpleGrid>
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4">
            {data.deliveries > 0 ? (
              <DeliveriesChart data={data.byStatus} linkFor={(s) => deliveriesLink(day.date, [s])} />
            ) : (
              <Box borderWidth="1px" borderRadius="md" p="6" bg="bg" textAlign="center" data-testid="empty-state">
                <Text>
                  {data.coverage && !data.coverage.deliveries.whole
                    ? `None of the deliveries for ${scopeText} is stored on this device.`
                    : `No deliveries for ${scopeText}${data.source === 'cache' ? ' in the copy stored on this device' : ''}.`}
                </Text>
              </Box>
            )}
            {data.runs !== null ? <RunsChart data={data.runsByStatus} linkFor={runLink} /> : null}
          </Grid>
          <Box as="nav" aria-label="Deliveries by status">
            <HStack wrap="wrap" gap="3" fontSize="sm">
              {data.byStatus.map((s) => (
                <chakra.span key={s.status} display="inline-flex" alignItems="center" gap="1">
                  <chakra.span w="2.5" h="2.5" borderRadius="full" bg={statusFill(s.status)} display="inline-block" />
                  <InlineLink to={deliveriesLink(day.date, [s.status])}>
                    {s.status}: {s.count}
                  </InlineLink>
                </chakra.span>
              ))}
            </HStack>
          </Box>
          {/* last: its progress changes size as today downloads, and above the figures it moved them each
              time (Lighthouse's layout shift on the Overview 0.47, docs/bench.md) */}
          {day.date === operatorToday(now) ? <KeepTodayStatus brief /> : null}
        </>
      )}
    </PageFrame>
  );
}

export function OverviewRoute() {
  return <OverviewPage />;
}
