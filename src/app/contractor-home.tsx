/**
 * '/' for contractors: today at a glance. Today's runs of this contractor (the server returns only
 * its own) with their progress, the day's totals, and the screens it works in most, offered only
 * when the screen registry lets this user open them (contractor-home-model.ts). Offline it shows
 * the copy stored on the device and says how old it is.
 */
import { Alert, Box, Flex, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../session/auth-context';
import { menuPrefsStore, useMenuContext, useStore } from '../session/use-menu-context';
import { dataStatus } from '../ui/resource-pages';
import { buildSummaryPath, emptyFilters } from '../screens/run-summary-url';
import { clockTime } from '../ui/run-format';
import { PageFrame } from '../ui/page-frame';
import { usePeople } from '../features/runs/shared/people';
import { ProgressBar } from '../features/runs/shared/progress-bar';
import { runTotals } from '../ui/run-scope';
import { StatusBadge } from '../ui/resource-pages/status-badge';
import { useGroups } from '../features/runs/shared/use-group-zones';
import { useOnline, useResourceList, type StoredRecord } from '../offline';
import { mayOpen, screenById } from '../screens';
import { homeLinks, orderRuns, progressLine, type QuickLink } from './contractor-home-model';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stat.Root size="sm" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={`home-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function LinkCard({ link }: { link: QuickLink }) {
  return (
    <Box
      asChild
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg"
      fontWeight="medium"
      _hover={{ borderColor: 'blue.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
    >
      <RouterLink to={link.to} data-testid={`home-link-${link.screenId}`}>
        {link.label}
      </RouterLink>
    </Box>
  );
}

function RunCard({
  run,
  to,
  driver,
  zone,
  groupName,
}: {
  run: StoredRecord;
  to: string | null;
  driver: string;
  zone: string | null;
  groupName: string;
}) {
  const code = String(run.code);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid={`home-run-${code}`}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <HStack gap="2" minW="0">
          {to ? (
            <Box asChild fontWeight="semibold" color="blue.fg" textDecoration="underline">
              <RouterLink to={to}>{code}</RouterLink>
            </Box>
          ) : (
            <Text fontWeight="semibold">{code}</Text>
          )}
          <StatusBadge status={run.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {groupName} · starts {typeof run.plannedStart === 'string' ? run.plannedStart.slice(0, 5) : '—'}
          {typeof run.startedAt === 'string' ? ` · started ${clockTime(run.startedAt, zone)}` : ''}
        </Text>
      </Flex>
      <Text fontSize="sm" mt="1">
        {driver}
      </Text>
      <Box mt="2">
        <ProgressBar run={run} />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" data-testid="home-run-progress">
        {progressLine(run)}
      </Text>
    </Box>
  );
}

export function ContractorHome() {
  const user = useCurrentUser();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const online = useOnline();
  const people = usePeople();
  const groups = useGroups();
  const today = context.today;
  const list = useResourceList('runs', { limit: -1, sort: 'plannedStart,code', filters: { date: today } });
  const runs = orderRuns(list.data);
  const totals = runTotals(runs);
  const links = homeLinks(user, context, prefs.labels);
  const summary = screenById('run.summary');
  const canSummary = summary !== undefined && mayOpen(summary, user, context);
  // a contractor's user list holds no drivers today (docs/runs.md): say a driver is on the run rather than show a number
  const known = (id: unknown) =>
    id === user.id || people.drivers.some((p) => p.id === id) || people.contractors.some((p) => p.id === id);
  const driverText = (id: unknown) =>
    id == null ? 'No driver yet' : known(id) ? people.nameOf(id, 'Driver') : 'Driver assigned';
  const runLink = (run: StoredRecord) =>
    canSummary
      ? buildSummaryPath({
          ...emptyFilters(typeof run.countryId === 'number' ? run.countryId : 1, today),
          runId: run.id,
        })
      : null;
  const status = dataStatus(list, 'Runs', false);
  const empty = (
    <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
      <Text>
        You have no runs on {today}
        {list.source === 'cache' ? ' in the copy stored on this device' : ''}.
      </Text>
    </Box>
  );

  return (
    <PageFrame title={`Today · ${today}`} state={list}>
      <Text color="fg.muted" mt="-2">
        {user.name ? `${user.name}: ` : ''}your runs and the screens you use most.
      </Text>
      {!online ? (
        <Alert.Root status="warning" data-testid="home-offline">
          <Alert.Indicator />
          <Alert.Description>
            You are offline: these are the runs stored on this device. Progress updates when the connection returns.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {links.featured.length > 0 ? (
        <SimpleGrid
          as="nav"
          aria-label="Quick links"
          columns={{ base: 1, sm: Math.min(3, links.featured.length) }}
          gap="3"
        >
          {links.featured.map((l) => (
            <LinkCard key={l.screenId} link={l} />
          ))}
        </SimpleGrid>
      ) : null}
      <Stack as="section" aria-label="Today's runs" gap="3">
        <Heading as="h2" size="md">
          Today's runs
        </Heading>
        {status ??
          (runs.length === 0 ? (
            empty
          ) : (
            <>
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="group" aria-label="Today's totals">
                <Figure label="Runs" value={totals.runs} />
                <Figure label="In progress" value={totals.inProgress} />
                <Figure label="Drops done" value={`${totals.dropsDone}/${totals.dropsTotal}`} />
                <Figure label="Failed drops" value={totals.failedDrops} />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                {runs.map((run) => (
                  <RunCard
                    key={run.id}
                    run={run}
                    to={runLink(run)}
                    zone={groups.zone(run.routingGroupId)}
                    groupName={groups.name(run.routingGroupId)}
                    driver={driverText(run.driverId)}
                  />
                ))}
              </SimpleGrid>
            </>
          ))}
      </Stack>
      {links.more.length > 0 ? (
        <Stack as="nav" aria-label="Other screens" gap="2">
          <Heading as="h2" size="md">
            Other screens
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
            {links.more.map((l) => (
              <LinkCard key={l.screenId} link={l} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
