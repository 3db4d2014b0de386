/**
 * /z/zones: the delivery zones on the map with their depots, and as a list (name, code, routing
 * group, depot, suburbs). Choosing a row or an outline highlights it in both. Read-only here;
 * admins change zones in the generic settings pages.
 */
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useReferenceList, useReferenceTitleMaps } from '../../offline';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { MapView } from '../../ui/maps';
import { CHOSEN_ZONE_HEX, mapZonesOf, ZONE_HEX } from './map-zones';
import { ALL_OPTION, FilterSelect, Legend, named, Page, PageHeading } from './ui';
import { suburbsOf } from './zone-match';

export function ZonesPage() {
  const zones = useReferenceList('zones');
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const titles = useReferenceTitleMaps(['routingGroups', 'depots']);
  const [group, setGroup] = useState('all');
  const [selected, setSelected] = useState<number | null>(null);
  const shown = useMemo(
    () => zones.data.filter((z) => group === 'all' || String(z.routingGroupId) === group),
    [zones.data, group],
  );
  const mapZones = mapZonesOf(shown, (z) => z.id === selected);
  const mapDepots = depots
    .filter(
      (d) =>
        typeof d.lat === 'number' &&
        typeof d.lng === 'number' &&
        (group === 'all' || String(d.routingGroupId) === group),
    )
    .map((d) => ({ id: d.id, lat: d.lat as number, lng: d.lng as number, name: `Depot ${d.name}` }));

  const columns: DataColumn<(typeof shown)[number]>[] = [
    {
      key: 'name',
      header: 'Zone',
      cell: (z) => (
        <>
          <Box as="button" textAlign="left" textDecoration="underline" onClick={() => setSelected(z.id)}>
            {z.name}
          </Box>
          <Text fontSize="xs" color="fg.muted">
            {z.code}
          </Text>
        </>
      ),
    },
    {
      key: 'routingGroupId',
      header: 'Routing group',
      value: (z) => titles.routingGroups?.get(Number(z.routingGroupId)),
    },
    { key: 'depotId', header: 'Depot', value: (z) => titles.depots?.get(Number(z.depotId)) },
    {
      key: 'suburbs',
      header: 'Suburbs',
      value: (z) => suburbsOf(z).join(', '),
    },
  ];

  return (
    <Page>
      <PageHeading title="Zones" count={zones.isLoading ? null : shown.length} />
      <FilterSelect
        label="Routing group"
        name="rg"
        value={group}
        options={[ALL_OPTION, ...named(groups)]}
        onChange={(v) => {
          setGroup(v);
          setSelected(null);
        }}
      />
      {zones.isLoading ? (
        <Text>Loading zones…</Text>
      ) : shown.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          <Text>
            No zones{' '}
            {group === 'all' ? 'are stored on this device yet. Open this page once online.' : 'in this routing group.'}
          </Text>
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="3">
          <Stack>
            <MapView
              label="Zone outlines and depots"
              zones={mapZones}
              depots={mapDepots}
              onSelect={(kind, id) => kind === 'zone' && setSelected(id)}
              height="min(32rem, 60vh)"
            />
            <Legend
              items={[
                { label: 'Zone', colour: ZONE_HEX },
                { label: 'Chosen zone', colour: CHOSEN_ZONE_HEX },
                { label: 'Depot', colour: '#111827' },
              ]}
            />
          </Stack>
          <DataTable
            label="Zones list"
            columns={columns}
            rows={shown}
            rowKey={(z) => z.id}
            rowProps={(z) => ({ 'aria-selected': z.id === selected, bg: z.id === selected ? 'orange.50' : undefined })}
            maxH="34rem"
          />
        </Grid>
      )}
    </Page>
  );
}
