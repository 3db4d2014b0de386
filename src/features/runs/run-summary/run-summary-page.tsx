/**
 * Run Summary: the runs of a day with their progress, filtered by the path segments (see
 * summary-url.ts); a selected run (…/run/{id}) shows its drops beside or below, to whoever may
 * read drops. A country chosen
 * here is the one shared with the Overview and the menu's link (src/session/selected-country.ts).
 */
import { Box, Flex, Grid, HStack, Stat, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReferenceListNow, useResourceList } from '../../../offline';
import { operatorToday } from '../../../lib/calendar';
import { hashPath } from '../../../lib/hash-route';
import { dataStatus } from '../../../ui/resource-pages';
import { PageFrame } from '../../../ui/page-frame';
import { usePeople } from '../shared/people';
import { setSelectedCountryId } from '../../../session/selected-country';
import { countryName, runTotals, scopeLabel } from '../../../ui/run-scope';
import { useGroups } from '../shared/use-group-zones';
import { RunDrops } from './run-drops';
import { RunEdit } from './run-edit';
import { can, resources } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { useMenuContext } from '../../../session/use-menu-context';
import { RunsTable } from './runs-table';
import { SummaryFilters } from './summary-filters';
import {
  buildSummaryPath,
  inStartHours,
  parseSummaryPath,
  SUMMARY_BASE,
  summaryListFilters,
  type RunSummaryFilters,
} from '../../../screens/run-summary-url';

/**
 * One header figure. Memoised on its label and value: the page renders again as its runs, names
 * and filters come in (about 30 times in a start), and each render resolved the Stat recipe's
 * styles of all five figures again, whose values had not changed.
 */
const Figure = memo(function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stat.Root size="sm" borderWidth="1px" borderRadius="md" px="3" py="2" minW="8rem" flex="1">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={`figure-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</Stat.ValueText>
    </Stat.Root>
  );
});

export function RunSummaryPage() {
  const { pathname } = useLocation();
  // a contractor reads its runs, not the drops (client records): the drops panel is offered only
  // to whoever may list them, rather than shown as a refusal
  const showsDrops = can(useCurrentUser(), resources.drops, 'list', useMenuContext());
  const navigate = useNavigate();
  const filters = useMemo(() => parseSummaryPath(pathname, operatorToday()), [pathname]);
  const params = useMemo(
    () => ({ limit: -1, sort: 'plannedStart,code', filters: summaryListFilters(filters) }),
    [filters],
  );
  const list = useResourceList('runs', params);
  const people = usePeople();
  const groups = useGroups();
  const hours = useMemo(
    () => [...new Set(list.data.map((r) => r.plannedStart.slice(0, 2)).filter((h) => /^\d\d$/.test(h)))].sort(),
    [list.data],
  );
  const runs = useMemo(
    () => list.data.filter((r) => inStartHours(r.plannedStart, filters.startHours)),
    [list.data, filters.startHours],
  );
  const total = runTotals(runs);
  const countries = useReferenceListNow('countries').data;
  const selected = runs.find((r) => r.id === filters.runId) ?? list.data.find((r) => r.id === filters.runId) ?? null;
  // Merged over the address bar, not the rendered props: router updates render in a transition,
  // so two quick changes must not build on a stale view.
  const go = (patch: Partial<RunSummaryFilters>) => {
    if (patch.countryId !== undefined) setSelectedCountryId(patch.countryId);
    const current = hashPath(window.location.hash);
    navigate(
      buildSummaryPath({
        ...parseSummaryPath(current.startsWith(SUMMARY_BASE) ? current : pathname, operatorToday()),
        ...patch,
      }),
    );
  };
  const linkTo = useCallback((runId: number) => buildSummaryPath({ ...filters, runId }), [filters]);
  const status = dataStatus(list, 'Runs', runs.length === 0);
  const scope = scopeLabel({ countryName: countryName(countries, filters.countryId), date: filters.date });
  const group = filters.routingGroupIds.length === 1 ? ` · ${groups.name(filters.routingGroupIds[0])}` : '';

  const table = (
    <RunsTable
      runs={runs}
      people={people}
      groupName={groups.name}
      groupZone={groups.zone}
      selectedId={filters.runId}
      linkTo={linkTo}
    />
  );
  return (
    <PageFrame title="Run Summary" state={list}>
      <Text color="fg.muted" fontWeight="medium" mt="-2" data-testid="summary-scope">
        {scope}
        {group}
      </Text>
      <SummaryFilters filters={filters} hours={hours} contractors={people.contractors} onChange={go} />
      <Flex gap="3" wrap="wrap" aria-label="Totals" role="group">
        <Figure label="Runs" value={total.runs} />
        <Figure label="In progress" value={total.inProgress} />
        <Figure label="Finished" value={total.finished} />
        <Figure label="Drops done" value={`${total.dropsDone}/${total.dropsTotal}`} />
        <Figure label="Failed drops" value={total.failedDrops} />
      </Flex>
      {status ?? (
        // side by side only on wide screens: both tables need their columns (DualLayout splits from md)
        <Grid
          templateColumns={{ base: '1fr', xl: selected ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }}
          gap="4"
          alignItems="start"
        >
          <Box as="section" aria-label="Runs" minW="0">
            {table}
          </Box>
          {selected ? (
            <Box minW="0">
              <RunEdit runId={selected.id} />
              {showsDrops ? (
                <RunDrops runId={selected.id} runCode={selected.code} timeZone={groups.zone(selected.routingGroupId)} />
              ) : null}
            </Box>
          ) : null}
        </Grid>
      )}
      {filters.runId !== null && !selected && !list.isLoading ? (
        <HStack>
          <Text>The chosen run is not among these runs.</Text>
        </HStack>
      ) : null}
    </PageFrame>
  );
}
