/**
 * /d/adiona (Optimize Routes): a routing group's unrouted deliveries of a day (pending, on no
 * run, with a position) are routed into runs from a depot, within van capacity, stops per run
 * and delivery windows, by the optimiser (src/lib/route-optimiser: savings, then 2-opt and
 * relocate). Before (stops in reference order, a new run when the next does not fit) and after
 * are compared on distance and driving time, on a map and in a table. Applying creates one
 * route plan through the outbox; the server makes its runs and drops in one transaction.
 */
import { Alert, Box, Button, Field, Grid, HStack, Input, Link, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useReferenceList, useResourceMutation } from '../../offline';
import type { MutationResult, StoredRecord } from '../../offline';
import { DEFAULT_FLEET, optimise, sequentialPlan, type Fleet, type Plan, type Stop } from '../../lib/route-optimiser';
import { DayInput, useSearchState } from '../../ui';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { MapView, runHex, type MapRunLine } from '../../ui/maps';
import { operatorToday } from '../../lib/calendar';
import { notifySave } from '../../ui/notices';
import { FilterSelect, Legend, named, Page, PageHeading } from './ui';
import { hhmm, hoursText, minutesOf, useDayDeliveries } from './use-day-deliveries';

const NO_FILTERS = {};

/** the optimised plan's runs, each in its colour on the map */
const RUN_COLUMNS: DataColumn<Plan['runs'][number]>[] = [
  {
    key: 'run',
    header: 'Run',
    cell: (_, i) => (
      <HStack gap="1">
        <Box w="3" h="3" borderRadius="full" bg={runHex(i)} aria-hidden />
        Run {i + 1}
      </HStack>
    ),
  },
  { key: 'stops', header: 'Stops', kind: 'number', value: (p) => p.stops.length },
  { key: 'load', header: 'Boxes', kind: 'number' },
  { key: 'distanceKm', header: 'km', kind: 'number', value: (p) => p.distanceKm.toFixed(1) },
  { key: 'leaves', header: 'Leaves', kind: 'time', value: (p) => hhmm(p.departAt) },
  { key: 'back', header: 'Back', kind: 'time', value: (p) => hhmm(p.departAt + p.durationMin) },
];

function toStops(rows: readonly StoredRecord[]): Stop[] {
  return rows
    .filter((d) => typeof d.lat === 'number' && typeof d.lng === 'number')
    .map((d) => ({
      id: d.id,
      lat: d.lat as number,
      lng: d.lng as number,
      demand: Number(d.boxCount ?? 1) || 1,
      windowStart: minutesOf(d.windowStart, 0),
      windowEnd: minutesOf(d.windowEnd, 1439),
    }));
}

interface Result {
  before: Plan;
  after: Plan;
}

export function OptimisePage() {
  const { search, patch: patchSearch } = useSearchState();
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const date = search.get('date') ?? operatorToday();
  const groupId = search.get('rg') ?? String(groups[0]?.id ?? '');
  const groupDepots = depots.filter((d) => String(d.routingGroupId) === groupId);
  const depotId = search.get('depot') ?? String(groupDepots[0]?.id ?? '');
  const depot = depots.find((d) => String(d.id) === depotId);
  const group = groups.find((g) => String(g.id) === groupId);
  const [fleet, setFleet] = useState<Fleet>(DEFAULT_FLEET);
  const [result, setResult] = useState<Result | null>(null);
  // how the last apply went: a plan sent or queued is not applied twice
  const [applied, setApplied] = useState<MutationResult['outcome'] | null>(null);
  const mutation = useResourceMutation('routePlans');

  const list = useDayDeliveries(
    date,
    groupId ? { routingGroupId: [groupId], status: ['pending'], runId: ['null'] } : NO_FILTERS,
    groupId !== '',
  );
  const unrouted = list.data;
  const stops = useMemo(() => toStops(unrouted), [unrouted]);
  const noPosition = unrouted.length - stops.length;
  const byId = useMemo(() => new Map(unrouted.map((d) => [d.id, d])), [unrouted]);
  const set = (patch: Record<string, string | null>) => {
    patchSearch(patch);
    setResult(null);
    setApplied(null);
  };
  const home =
    depot && typeof depot.lat === 'number' && typeof depot.lng === 'number' ? { lat: depot.lat, lng: depot.lng } : null;
  const run = () =>
    home && setResult({ before: sequentialPlan(home, stops, fleet), after: optimise(home, stops, fleet) });
  const apply = async () => {
    if (!result || !group || !depot) return;
    const r = await mutation.create({
      name: `${group.name} ${date}`,
      date,
      routingGroupId: group.id,
      depotId: depot.id,
      runs: result.after.runs.map((p, i) => ({
        label: `Run ${i + 1}`,
        stops: p.stops,
        start: hhmm(p.departAt),
        etas: p.arrivals.map(hhmm),
      })),
      distanceBeforeKm: Math.round(result.before.distanceKm * 10) / 10,
      distanceAfterKm: Math.round(result.after.distanceKm * 10) / 10,
      durationBeforeMin: Math.round(result.before.durationMin),
      durationAfterMin: Math.round(result.after.durationMin),
      appliedRunIds: [],
    });
    setApplied(r.outcome);
    notifySave(`Route plan ${group.name} ${date}`, r);
  };
  const lines: MapRunLine[] = (result?.after.runs ?? []).map((p, i) => ({
    id: i + 1,
    name: `Run ${i + 1}`,
    colour: runHex(i),
    path: home
      ? [
          [home.lng, home.lat],
          ...p.stops.map((id) => [Number(byId.get(id)?.lng), Number(byId.get(id)?.lat)] as [number, number]),
          [home.lng, home.lat],
        ]
      : [],
  }));
  const runOf = new Map((result?.after.runs ?? []).flatMap((p, i) => p.stops.map((id) => [id, i] as const)));
  const points = stops.map((s) => ({
    id: s.id,
    lat: s.lat,
    lng: s.lng,
    name: byId.get(s.id)?.reference ?? '',
    colour: runOf.has(s.id) ? runHex(runOf.get(s.id) ?? 0) : '#4b5563',
  }));
  const numberInput = (label: string, key: 'capacity' | 'maxStops', min: number, max: number) => (
    <Field.Root width="9rem">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        min={min}
        max={max}
        value={fleet[key]}
        onChange={(e) => {
          setFleet({ ...fleet, [key]: Math.max(min, Math.min(max, Number(e.target.value) || min)) });
          setResult(null);
        }}
      />
    </Field.Root>
  );

  return (
    <Page>
      <PageHeading title="Optimize Routes" count={list.isLoading ? null : unrouted.length} list={list} />
      <Wrap gap="3" align="flex-end" as="form" aria-label="What to route" onSubmit={(e) => e.preventDefault()}>
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={date} onChange={(d) => set({ date: d })} />
        </Field.Root>
        <FilterSelect
          label="Routing group"
          name="rg"
          value={groupId}
          options={named(groups)}
          onChange={(v) => set({ rg: v, depot: null })}
        />
        <FilterSelect
          label="Depot"
          name="depot"
          value={depotId}
          options={named(groupDepots)}
          onChange={(v) => set({ depot: v })}
        />
        {numberInput('Boxes per van', 'capacity', 1, 2000)}
        {numberInput('Stops per run', 'maxStops', 1, 500)}
        <Button onClick={run} disabled={stops.length === 0 || !home}>
          Optimise
        </Button>
      </Wrap>
      <Text fontSize="sm" role="status">
        {list.isLoading
          ? 'Loading unrouted deliveries…'
          : `${stops.length} unrouted deliveries to route${noPosition ? `; ${noPosition} without a position are left out (fix them in Geo Issues)` : ''}.`}
        {!home && depot ? ' This depot has no position, so runs cannot start from it.' : ''}
      </Text>
      {list.error && (
        <Alert.Root status="error">
          <Alert.Description>Deliveries could not be loaded: {list.error.displayMessage}</Alert.Description>
        </Alert.Root>
      )}
      {!list.isLoading && stops.length === 0 && !list.error && (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          <Text>Nothing to route: every delivery of this day and routing group is on a run. Try another day.</Text>
        </Box>
      )}
      {result && (
        <Stack gap="3" data-testid="optimise-result">
          <Wrap gap="6">
            <Stat.Root>
              <Stat.Label>Distance</Stat.Label>
              <Stat.ValueText data-testid="distance-after">{result.after.distanceKm.toFixed(1)} km</Stat.ValueText>
              <Stat.HelpText data-testid="distance-before">
                before {result.before.distanceKm.toFixed(1)} km
              </Stat.HelpText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Driving and stops</Stat.Label>
              <Stat.ValueText>{hoursText(result.after.durationMin)}</Stat.ValueText>
              <Stat.HelpText>before {hoursText(result.before.durationMin)}</Stat.HelpText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Runs</Stat.Label>
              <Stat.ValueText>{result.after.runs.length}</Stat.ValueText>
              <Stat.HelpText>before {result.before.runs.length}</Stat.HelpText>
            </Stat.Root>
          </Wrap>
          <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="3">
            <Stack>
              <MapView
                label="Optimised runs"
                runs={lines}
                points={points}
                depots={
                  home && depot ? [{ id: depot.id, lat: home.lat, lng: home.lng, name: `Depot ${depot.name}` }] : []
                }
                height="min(30rem, 60vh)"
              />
              <Legend
                items={[
                  ...lines.slice(0, 12).map((l) => ({ label: l.name, colour: l.colour })),
                  { label: 'Depot', colour: '#111827' },
                ]}
              />
            </Stack>
            <DataTable label="Optimised runs" columns={RUN_COLUMNS} rows={result.after.runs} rowKey={(_, i) => i} />
          </Grid>
          {result.after.unplaced.length > 0 && (
            <Alert.Root status="warning">
              <Alert.Description>
                Not placed:{' '}
                {result.after.unplaced
                  .map((u) => `${String(byId.get(u.id)?.reference ?? u.id)} (${u.reason})`)
                  .join('; ')}
                .
              </Alert.Description>
            </Alert.Root>
          )}
          <HStack gap="3" wrap="wrap">
            <Button
              onClick={() => void apply()}
              disabled={result.after.runs.length === 0 || applied === 'sent' || applied === 'queued'}
              loading={mutation.state.requesting}
            >
              Apply plan: create {result.after.runs.length} runs
            </Button>
            {applied === 'sent' && group && (
              <Link asChild>
                <RouterLink to={`/run/r/country/${String(group.countryId)}/${date}/rtw/all/rg/${String(group.id)}`}>
                  Open the runs in Run Summary
                </RouterLink>
              </Link>
            )}
          </HStack>
        </Stack>
      )}
    </Page>
  );
}
