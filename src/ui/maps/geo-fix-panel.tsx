/**
 * The map of Geo Issues (/d/deliveries-geo-issues/all): choose a delivery whose address could not
 * be geocoded, put its pin where it is (drag it on the map, nudge it with the arrow buttons or
 * arrow keys, or type the position), and save. The save is one patch of the delivery (lat, lng,
 * geocode issue cleared) through the outbox: offline it waits on the device and is sent once
 * when the connection returns. The pin starts at the centre of the delivery's zone.
 */
import { Alert, Box, Button, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import type { StoredRecord, WithPending } from '../../offline';
import { useReferenceList, useResourceMutation } from '../../offline';
import type { Polygon } from '../../resources/json-schemas';
import { centreOf } from './geometry';
import { LazyMapView as MapView } from './lazy-map-view';
import type { MapZone } from './map-types';
import { outcomeNotice, type Notice } from '../outcome-notice';

const STEP = 0.0005;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export interface GeoFixPanelProps {
  /** the geo-issue deliveries the list shows */
  deliveries: readonly WithPending<StoredRecord>[];
  /** whether the user may patch deliveries */
  mayEdit: boolean;
}

interface Draft {
  id: number;
  lat: string;
  lng: string;
  /** the start was a guess made before the zones were on hand: place it at the zone once they are */
  guessed?: boolean;
}

export default function GeoFixPanel({ deliveries, mayEdit }: GeoFixPanelProps) {
  const zones = useReferenceList('zones').data;
  const mutation = useResourceMutation('deliveries');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const chosen = deliveries.find((d) => d.id === draft?.id) ?? null;
  const zone = chosen ? zones.find((z) => z.id === chosen.zoneId) : undefined;

  const choose = (id: number) => {
    const d = deliveries.find((x) => x.id === id);
    if (!d) return setDraft(null);
    const z = zones.find((x) => x.id === d.zoneId);
    const known = typeof d.lat === 'number' && typeof d.lng === 'number';
    const start = known
      ? { lat: d.lat as number, lng: d.lng as number }
      : z?.geometry
        ? centreOf(z.geometry as Polygon)
        : { lat: -33.87, lng: 151.21 };
    setDraft({ id, lat: String(round6(start.lat)), lng: String(round6(start.lng)), guessed: !known && !z?.geometry });
    setNotice(null);
  };
  if (draft?.guessed && zone?.geometry) {
    const c = centreOf(zone.geometry as Polygon);
    setDraft({ id: draft.id, lat: String(round6(c.lat)), lng: String(round6(c.lng)) });
  }
  const lat = Number(draft?.lat);
  const lng = Number(draft?.lng);
  const valid =
    draft !== null &&
    draft.lat.trim() !== '' &&
    draft.lng.trim() !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  const nudge = (dLat: number, dLng: number) =>
    valid && setDraft({ id: draft.id, lat: String(round6(lat + dLat)), lng: String(round6(lng + dLng)) });
  const onArrows = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [STEP, 0],
      ArrowDown: [-STEP, 0],
      ArrowLeft: [0, -STEP],
      ArrowRight: [0, STEP],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    nudge(m[0], m[1]);
  };
  const save = async () => {
    if (!chosen || !valid) return;
    const result = await mutation.patch(chosen.id, { lat, lng, geoIssue: false }, chosen.version);
    setNotice(outcomeNotice(`Position of ${String(chosen.reference)}`, result));
  };
  const mapZones: MapZone[] = zone?.geometry
    ? [{ id: zone.id, name: zone.name, geometry: zone.geometry as Polygon, selected: true, colour: '#0f766e' }]
    : [];

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" as="section" aria-label="Fix a position on the map">
      <Text fontWeight="semibold">Fix a position</Text>
      {deliveries.length === 0 ? (
        <Text>No delivery on this page has a geocode issue.</Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 1fr) minmax(0, 2fr)' }} gap="3">
          <Stack gap="3">
            <Field.Root>
              <Field.Label>Delivery</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name="geo-delivery"
                  value={draft ? String(draft.id) : ''}
                  onChange={(e) => choose(Number(e.target.value))}
                >
                  <option value="">Choose a delivery…</option>
                  {deliveries.map((d) => (
                    <option key={d.id} value={d.id}>
                      {`${String(d.reference)} · ${String(d.address)}, ${String(d.suburb ?? '')}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {chosen && draft && (
              <>
                <Text fontSize="sm">
                  {String(chosen.recipientName)}, {String(chosen.address)}, {String(chosen.suburb ?? '')}{' '}
                  {String(chosen.postcode ?? '')}
                  {zone ? ` · zone ${zone.name}` : ''}
                </Text>
                <HStack align="flex-end">
                  <Field.Root invalid={!valid}>
                    <Field.Label>Latitude</Field.Label>
                    <Input
                      name="lat"
                      inputMode="decimal"
                      value={draft.lat}
                      onChange={(e) => setDraft({ ...draft, lat: e.target.value, guessed: false })}
                      onKeyDown={onArrows}
                      disabled={!mayEdit}
                    />
                  </Field.Root>
                  <Field.Root invalid={!valid}>
                    <Field.Label>Longitude</Field.Label>
                    <Input
                      name="lng"
                      inputMode="decimal"
                      value={draft.lng}
                      onChange={(e) => setDraft({ ...draft, lng: e.target.value, guessed: false })}
                      onKeyDown={onArrows}
                      disabled={!mayEdit}
                    />
                  </Field.Root>
                </HStack>
                {!valid && (
                  <Text color="red.fg" fontSize="sm">
                    Enter a latitude from -90 to 90 and a longitude from -180 to 180.
                  </Text>
                )}
                {mayEdit && (
                  <Box role="group" aria-label="Move the pin (arrow keys also work in the fields)">
                    <HStack gap="1" wrap="wrap">
                      <Button size="xs" variant="outline" onClick={() => nudge(STEP, 0)}>
                        Move pin north
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => nudge(-STEP, 0)}>
                        Move pin south
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => nudge(0, -STEP)}>
                        Move pin west
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => nudge(0, STEP)}>
                        Move pin east
                      </Button>
                    </HStack>
                  </Box>
                )}
                {mayEdit ? (
                  <Button
                    alignSelf="flex-start"
                    onClick={() => void save()}
                    disabled={!valid}
                    loading={mutation.state.requesting}
                  >
                    Save position
                  </Button>
                ) : (
                  <Text fontSize="sm">You may look, but not change positions.</Text>
                )}
              </>
            )}
            {notice && (
              <Alert.Root status={notice.status} role="status" data-testid="geo-notice">
                <Alert.Indicator />
                <Alert.Description>{notice.text}</Alert.Description>
              </Alert.Root>
            )}
          </Stack>
          <MapView
            label="Delivery position: drag the pin to where the delivery is"
            zones={mapZones}
            pin={chosen && valid ? { lat, lng, name: String(chosen.reference) } : null}
            onPinMove={(la, ln) => draft && setDraft({ id: draft.id, lat: String(la), lng: String(ln) })}
            height="22rem"
          />
        </Grid>
      )}
    </Stack>
  );
}
