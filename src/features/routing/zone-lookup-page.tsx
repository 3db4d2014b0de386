/**
 * /z/lookup: which zone, routing group and depot serve a place. Type a postcode, suburb,
 * address or 'lat, lng' (Enter), or click the map; the answer names the zone, its routing group
 * and its depot with the depot's address. Works offline from the stored reference lists.
 */
import { Box, Button, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useReferenceList } from '../../offline';
import type { StoredRecord } from '../../offline';
import type { Polygon } from '../../resources/json-schemas';
import { MapView, zoneAt, type MapPin } from '../../ui/maps';
import { mapZonesOf } from './map-zones';
import { Page, PageHeading } from './ui';
import { matchZones, parseLatLng } from './zone-match';

interface Answer {
  zones: StoredRecord[];
  how: string;
  pin: MapPin | null;
}

export function ZoneLookupPage() {
  const zones = useReferenceList('zones').data;
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);

  const lookPoint = (lat: number, lng: number, how: string) => {
    const zone = zoneAt(zones as (StoredRecord & { geometry?: Polygon | null })[], lat, lng);
    setAnswer({ zones: zone ? [zone] : [], how, pin: { lat, lng, name: how } });
  };
  const lookText = () => {
    const point = parseLatLng(text);
    if (point) return lookPoint(point.lat, point.lng, `${point.lat}, ${point.lng}`);
    const m = matchZones(zones, text);
    setAnswer({ zones: m.zones, how: m.by ? `${m.by} '${text.trim()}'` : `'${text.trim()}'`, pin: null });
  };
  const shownIds = new Set(answer?.zones.map((z) => z.id) ?? []);
  const mapZones = mapZonesOf(
    zones.filter((z) => shownIds.size === 0 || shownIds.has(z.id) || answer?.pin),
    (z) => shownIds.has(z.id),
  );
  const groupName = (id: unknown) => groups.find((g) => g.id === id)?.name ?? '—';

  return (
    <Page>
      <PageHeading title="Zone Lookup" />
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="3">
        <Stack gap="3">
          <Box
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              lookText();
            }}
          >
            <Field.Root>
              <Field.Label>Postcode, suburb, address or 'lat, lng'</Field.Label>
              <HStack width="full">
                <Input
                  name="place"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="e.g. 2042, Newtown or -33.89, 151.18"
                />
                <Button type="submit" disabled={!text.trim()}>
                  Look up
                </Button>
              </HStack>
              <Field.HelperText>Or click a place on the map.</Field.HelperText>
            </Field.Root>
          </Box>
          <Box role="status" aria-live="polite">
            {answer === null ? (
              <Text color="fg.muted">The zone, routing group and depot of a place appear here.</Text>
            ) : answer.zones.length === 0 ? (
              <Text data-testid="lookup-none">
                No zone covers {answer.how}. Deliveries there cannot be routed until a zone includes it.
              </Text>
            ) : (
              <Stack gap="2" data-testid="lookup-answer">
                <Text fontSize="sm">
                  {answer.zones.length === 1 ? 'Served by' : `${answer.zones.length} zones match`} ({answer.how}):
                </Text>
                {answer.zones.map((z) => {
                  const depot = depots.find((d) => d.id === z.depotId);
                  return (
                    <Stack key={z.id} gap="1" borderWidth="1px" borderRadius="md" bg="bg" p="3">
                      <Text fontWeight="semibold">{String(z.name)}</Text>
                      <Text fontSize="sm">
                        Zone code {String(z.code)} · Routing group {groupName(z.routingGroupId)}
                      </Text>
                      <Text fontSize="sm">
                        Depot {depot?.name ?? '—'}
                        {depot?.address ? ` · ${depot.address}` : ''}
                      </Text>
                    </Stack>
                  );
                })}
              </Stack>
            )}
          </Box>
        </Stack>
        <MapView
          label="Zones map: click a place to find its zone"
          zones={mapZones}
          pin={answer?.pin ?? null}
          onPinMove={(lat, lng) => lookPoint(lat, lng, 'the pin')}
          onPick={(lat, lng) =>
            lookPoint(Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5, 'the place clicked')
          }
          height="min(32rem, 60vh)"
        />
      </Grid>
    </Page>
  );
}
