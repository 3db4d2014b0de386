/**
 * A day's deliveries on the map, every filter a path segment (day-map-paths.ts):
 * - Visualisation (/d/visualisation/date/{date}/rg/../rz/../z/../client/../service/../tw/..):
 *   deliveries clustered, coloured by status or by run;
 * - Primary Connect (/d/primary-connect/{date}/rg/../rz/../z/../c/../status/..): how the day's
 *   deliveries connect to their runs: each run drawn as a line from its depot through its stops
 *   in order, deliveries coloured by status, and a count per status.
 * Both outline and name the zones of the day's routing groups (map-zones.ts), as the Zones map does.
 */
import { Box, Button, Field, Grid, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReferenceList, useResourceList } from '../../offline';
import { DELIVERY_STATUSES, SERVICE_TYPES } from '../../resources/operations';
import { DayInput } from '../../ui';
import { MapView, runHex, statusHex, type MapPoint, type MapRunLine } from '../../ui/maps';
import { operatorToday } from '../../lib/calendar';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PRIMARY_CONNECT_PATH, readDayMap, VISUALISATION_PATH, writeDayMap, type DayMapValues } from './day-map-paths';
import type { PathCodec } from '../../lib/path-codec';
import { ALL_OPTION, FilterSelect, Legend, named, Page, PageHeading } from './ui';
import { useDayDeliveries } from './use-day-deliveries';
import { dayMapZones, mapZonesOf } from './map-zones';

interface Mode {
  title: string;
  path: PathCodec<DayMapValues>;
  /** path key -> delivery field */
  fields: Record<string, string>;
  lines: boolean;
}

/** the day's deliveries counted per status */
const STATUS_COLUMNS: DataColumn<readonly [string, number]>[] = [
  { key: 'status', header: 'Status', kind: 'status', value: ([status]) => status },
  { key: 'n', header: 'Deliveries', kind: 'number', value: ([, n]) => n },
];

export const VISUALISATION: Mode = {
  title: 'Visualisation',
  path: VISUALISATION_PATH,
  fields: { rg: 'routingGroupId', rz: 'depotId', z: 'zoneId', client: 'clientId', service: 'serviceType' },
  lines: false,
};

export const PRIMARY_CONNECT: Mode = {
  title: 'Primary Connect',
  path: PRIMARY_CONNECT_PATH,
  fields: { rg: 'routingGroupId', rz: 'depotId', z: 'zoneId', c: 'clientId', status: 'status' },
  lines: true,
};

export function DayMapPage({ mode }: { mode: Mode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { date, values } = useMemo(
    () => readDayMap(mode.path, location.pathname, operatorToday()),
    [location.pathname, mode],
  );
  const [colourBy, setColourBy] = useState<'status' | 'run'>(mode.lines ? 'run' : 'status');
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(mode.fields).map(([key, field]) => [field, values[key] ?? []])),
    [mode.fields, values],
  );
  const list = useDayDeliveries(date, filters);
  const rows = useMemo(() => {
    const tw = values.tw ?? [];
    return tw.length ? list.data.filter((d) => tw.includes(d.windowStart.slice(0, 2))) : list.data;
  }, [list.data, values]);
  const runs = useResourceList(
    'runs',
    { limit: -1, filters: { date: { from: date, to: date } } },
    { enabled: mode.lines || colourBy === 'run' },
  );
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const zones = useReferenceList('zones').data;
  const clients = useReferenceList('clients').data;
  const go = (patch: Record<string, string[]>, nextDate = date) =>
    navigate(writeDayMap(mode.path, nextDate, { ...values, ...patch }));

  const runIndex = useMemo(() => new Map(runs.data.map((r, i) => [r.id, i])), [runs.data]);
  const located = useMemo(() => rows.filter((d) => typeof d.lat === 'number' && typeof d.lng === 'number'), [rows]);
  const points: MapPoint[] = located.map((d) => ({
    id: d.id,
    lat: d.lat as number,
    lng: d.lng as number,
    name: `${d.reference} · ${d.status}`,
    colour:
      colourBy === 'run' ? (d.runId ? runHex(runIndex.get(Number(d.runId)) ?? 0) : '#9ca3af') : statusHex(d.status),
  }));
  const lines: MapRunLine[] = useMemo(() => {
    if (!mode.lines) return [];
    const byRun = new Map<number, typeof located>();
    for (const d of located) if (d.runId) byRun.set(Number(d.runId), [...(byRun.get(Number(d.runId)) ?? []), d]);
    return [...byRun.entries()].map(([runId, ds]) => {
      const run = runs.data.find((r) => r.id === runId);
      const depot = depots.find((x) => x.id === (run?.depotId ?? ds[0]?.depotId));
      const home: [number, number][] =
        typeof depot?.lat === 'number' && typeof depot.lng === 'number' ? [[depot.lng, depot.lat]] : [];
      const ordered = [...ds].sort((a, b) => Number(a.dropId ?? 0) - Number(b.dropId ?? 0));
      return {
        id: runId,
        name: run?.code ?? 'Run',
        colour: runHex(runIndex.get(runId) ?? 0),
        path: [...home, ...ordered.map((d) => [d.lng as number, d.lat as number] as [number, number]), ...home],
      };
    });
  }, [mode.lines, located, runs.data, depots, runIndex]);
  const counts = DELIVERY_STATUSES.map((s) => [s, rows.filter((d) => d.status === s).length] as const).filter(
    ([, n]) => n > 0,
  );
  const rg = values.rg ?? [];
  const pick = (key: string) => (v: string) => go({ [key]: v === 'all' ? [] : v.split(',') });
  const one = (key: string) => ((values[key] ?? []).length ? (values[key] ?? []).join(',') : 'all');
  const clientKey = 'client' in values ? 'client' : 'c';
  const mapDepots = depots
    .filter((d) => typeof d.lat === 'number' && (rg.length === 0 || rg.includes(String(d.routingGroupId))))
    .map((d) => ({ id: d.id, lat: d.lat as number, lng: d.lng as number, name: `Depot ${d.name}` }));
  // the zones of the day's routing groups, outlined and named as the Zones map draws them; a zone filtered on stands out
  const mapZones = useMemo(() => {
    const chosen = values.z ?? [];
    const day = { groupIds: values.rg ?? [], depotIds: values.rz ?? [], rows };
    return mapZonesOf(dayMapZones(zones, day), (z) => chosen.includes(String(z.id)));
  }, [zones, values, rows]);

  return (
    <Page>
      <PageHeading title={mode.title} count={list.isLoading ? null : rows.length} list={list} />
      <Wrap
        gap="3"
        align="flex-end"
        as="form"
        aria-label={`${mode.title} filters`}
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={date} onChange={(d) => go({}, d)} />
        </Field.Root>
        <FilterSelect
          label="Routing group"
          name="rg"
          value={one('rg')}
          options={[ALL_OPTION, ...named(groups)]}
          onChange={(v) => go({ rg: v === 'all' ? [] : [v], rz: [], z: [] })}
        />
        <FilterSelect
          label="Depot"
          name="rz"
          value={one('rz')}
          options={[
            ALL_OPTION,
            ...named(depots.filter((d) => rg.length === 0 || rg.includes(String(d.routingGroupId)))),
          ]}
          onChange={pick('rz')}
        />
        <FilterSelect
          label="Zone"
          name="z"
          value={one('z')}
          options={[
            ALL_OPTION,
            ...named(zones.filter((z) => rg.length === 0 || rg.includes(String(z.routingGroupId)))),
          ]}
          onChange={pick('z')}
        />
        <FilterSelect
          label="Client"
          name={clientKey}
          value={one(clientKey)}
          options={[ALL_OPTION, ...named(clients)]}
          onChange={pick(clientKey)}
        />
        {'service' in values && (
          <FilterSelect
            label="Service"
            name="service"
            value={one('service')}
            options={[
              ALL_OPTION,
              ...SERVICE_TYPES.map((s) => ({ value: s, label: s === 'home' ? 'Home' : 'Wholesale' })),
            ]}
            onChange={pick('service')}
          />
        )}
        {'tw' in values && (
          <FilterSelect
            label="Window starts"
            name="tw"
            value={one('tw')}
            options={[
              ALL_OPTION,
              ...Array.from({ length: 18 }, (_, i) => String(i + 5).padStart(2, '0')).map((h) => ({
                value: h,
                label: `${h}:00–${h}:59`,
              })),
            ]}
            onChange={pick('tw')}
          />
        )}
        {'status' in values && (
          <FilterSelect
            label="Status"
            name="status"
            value={one('status')}
            options={[ALL_OPTION, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: s }))]}
            onChange={pick('status')}
          />
        )}
        <Field.Root width="auto">
          <Field.Label>Colour by</Field.Label>
          <HStack gap="1">
            <Button
              size="sm"
              variant={colourBy === 'status' ? 'solid' : 'outline'}
              aria-pressed={colourBy === 'status'}
              onClick={() => setColourBy('status')}
            >
              Status
            </Button>
            <Button
              size="sm"
              variant={colourBy === 'run' ? 'solid' : 'outline'}
              aria-pressed={colourBy === 'run'}
              onClick={() => setColourBy('run')}
            >
              Run
            </Button>
          </HStack>
        </Field.Root>
      </Wrap>
      {list.error ? (
        <Text role="alert">Deliveries could not be loaded: {list.error.displayMessage}</Text>
      ) : !list.isLoading && rows.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          <Text>
            No deliveries on {date} match these filters{list.source === 'cache' ? ' on this device' : ''}. Try another
            day or fewer filters.
          </Text>
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 4fr) minmax(0, 1fr)' }} gap="3">
          <Stack>
            <MapView
              label={`${mode.title}: deliveries of ${date}`}
              points={points}
              cluster={colourBy === 'status'}
              runs={lines}
              depots={mapDepots}
              zones={mapZones}
              height="min(36rem, 65vh)"
            />
            {colourBy === 'status' ? (
              <Legend items={counts.map(([s]) => ({ label: s, colour: statusHex(s) }))} />
            ) : (
              <Text fontSize="sm">
                Each run has its own colour; grey deliveries are on no run. Every delivery is drawn on its own, in the
                colour of its run; click a point to see its reference.
              </Text>
            )}
            {located.length < rows.length && (
              <Text fontSize="sm">
                {rows.length - located.length} deliveries have no position and are not on the map (Geo Issues).
              </Text>
            )}
          </Stack>
          <DataTable
            label="Deliveries by status"
            columns={STATUS_COLUMNS}
            rows={counts}
            rowKey={([status]) => status}
            totals={mode.lines ? { label: 'Runs drawn', values: { n: lines.length } } : undefined}
          />
        </Grid>
      )}
    </Page>
  );
}

export function VisualisationPage() {
  return <DayMapPage mode={VISUALISATION} />;
}

export function PrimaryConnectPage() {
  return <DayMapPage mode={PRIMARY_CONNECT} />;
}
