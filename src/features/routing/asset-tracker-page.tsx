/**
 * /mhe/equipment/map/all (Asset Tracker): the depots' material-handling equipment, and the vans
 * of the day's runs, at their last reported position. A position not reported for STALE_AFTER_H hours is stale: drawn hollow
 * with a red ring and listed first, since the tracker may be flat or the asset lost.
 */
import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useReferenceList, useReferenceTitleMaps, useResourceList } from '../../offline';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { MapView, statusHex, type MapPoint } from '../../ui/maps';
import { formatDateTime } from '../../ui/resource-pages';
import { ALL_OPTION, FilterSelect, Legend, named, Page, PageHeading } from './ui';

export const STALE_AFTER_H = 4;
const PARAMS = { limit: -1, sort: 'code' };

export function ageText(ms: number): string {
  const min = Math.max(0, Math.round(ms / 60_000));
  if (min < 60) return `${min} min ago`;
  if (min < 48 * 60) return `${Math.floor(min / 60)} h ago`;
  return `${Math.floor(min / 1440)} days ago`;
}

export function AssetTrackerPage() {
  const list = useResourceList('equipment', PARAMS);
  const depots = useReferenceList('depots').data;
  const titles = useReferenceTitleMaps(['depots']);
  const [depot, setDepot] = useState('all');
  const [now] = useState(() => Date.now());
  const rows = useMemo(() => {
    const shown = list.data.filter((e) => depot === 'all' || String(e.depotId) === depot);
    const age = (e: (typeof shown)[number]) =>
      typeof e.lastSeenAt === 'string' ? now - Date.parse(e.lastSeenAt) : Number.POSITIVE_INFINITY;
    return shown
      .map((e) => ({ e, age: age(e), stale: age(e) > STALE_AFTER_H * 3_600_000 }))
      .sort((a, b) => Number(b.stale) - Number(a.stale) || a.e.code.localeCompare(b.e.code));
  }, [list.data, depot, now]);
  const markers: MapPoint[] = rows
    .filter(({ e }) => typeof e.lat === 'number' && typeof e.lng === 'number')
    .map(({ e, stale, age }) => ({
      id: e.id,
      lat: e.lat as number,
      lng: e.lng as number,
      name: `${e.code} · ${stale ? `stale, seen ${ageText(age)}` : e.status}`,
      colour: statusHex(e.status),
      stale,
    }));
  const staleCount = rows.filter((r) => r.stale).length;
  const columns: DataColumn<(typeof rows)[number]>[] = [
    {
      key: 'code',
      header: 'Asset',
      kind: 'reference',
      value: ({ e }) => e.code,
      cell: ({ e }) => (
        <>
          {e.code}
          <Text fontSize="xs" color="fg.muted">
            {e.kind.replace('-', ' ')}
          </Text>
        </>
      ),
    },
    { key: 'depot', header: 'Depot', value: ({ e }) => titles.depots?.get(Number(e.depotId)) },
    { key: 'status', header: 'Status', kind: 'status', value: ({ e }) => e.status },
    {
      key: 'lastSeen',
      header: 'Last seen',
      value: ({ e }) => e.lastSeenAt,
      cell: ({ e, age, stale }) => (
        <>
          <Text color={stale ? 'red.fg' : undefined} fontWeight={stale ? 'semibold' : undefined}>
            {stale ? 'Stale · ' : ''}
            {ageText(age)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {typeof e.lastSeenAt === 'string' ? formatDateTime(e.lastSeenAt) : 'never'}
          </Text>
        </>
      ),
    },
    {
      key: 'battery',
      header: 'Battery',
      kind: 'number',
      value: ({ e }) => e.batteryPct,
      cell: ({ e }) => (e.batteryPct === null || e.batteryPct === undefined ? '—' : `${String(e.batteryPct)} %`),
    },
  ];

  return (
    <Page>
      <PageHeading title="Asset Tracker" count={list.isLoading ? null : rows.length} list={list}>
        {staleCount > 0 && <Badge colorPalette="red">{staleCount} stale</Badge>}
      </PageHeading>
      <FilterSelect
        label="Depot"
        name="depot"
        value={depot}
        options={[ALL_OPTION, ...named(depots)]}
        onChange={setDepot}
      />
      {list.error ? (
        <Text role="alert">Equipment could not be loaded: {list.error.displayMessage}</Text>
      ) : list.isLoading ? (
        <Text>Loading equipment…</Text>
      ) : rows.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          <Text>
            No equipment{' '}
            {depot === 'all'
              ? list.source === 'cache'
                ? 'stored on this device yet.'
                : 'is registered.'
              : 'at this depot.'}
          </Text>
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="3">
          <Stack>
            <MapView label="Equipment positions" markers={markers} height="min(32rem, 60vh)" />
            <Legend
              items={[
                { label: 'In use', colour: statusHex('in-use') },
                { label: 'Idle', colour: statusHex('idle') },
                { label: `Not seen for ${STALE_AFTER_H} h`, colour: '#dc2626', hollow: true },
              ]}
            />
          </Stack>
          <DataTable
            label="Equipment list"
            columns={columns}
            rows={rows}
            rowKey={({ e }) => e.id}
            rowTestId={({ stale }) => (stale ? 'stale-asset' : 'asset')}
            maxH="34rem"
          />
        </Grid>
      )}
    </Page>
  );
}
