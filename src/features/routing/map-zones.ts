/**
 * Delivery zones as the routing maps draw them, one mapping for every map that shows zones
 * (Zones, Zone Lookup, the day maps Visualisation and Primary Connect): a zone with an outline
 * becomes a MapZone named on the map with its suburbs under the name (the map kit's zone layer,
 * src/ui/maps/map-layers.ts, draws and labels it), the chosen ones in the chosen colour. Pure.
 */
import type { Polygon } from '../../resources/json-schemas';
import type { MapZone } from '../../ui/maps';
import { suburbsOf, type ZoneLike } from './zone-match';

/** a zone's outline, and one chosen (picked in a list, found by a lookup, filtered on) */
export const ZONE_HEX = '#0f766e';
export const CHOSEN_ZONE_HEX = '#b45309';

interface DrawnZone extends ZoneLike {
  routingGroupId?: unknown;
  depotId?: unknown;
}

/** The zones that have an outline, as the map draws them; `chosen` ones stand out. */
export function mapZonesOf(zones: readonly DrawnZone[], chosen: (zone: DrawnZone) => boolean = () => false): MapZone[] {
  return zones.flatMap((z): MapZone[] => {
    if (!z.geometry) return [];
    const picked = chosen(z);
    return [
      {
        id: z.id,
        name: typeof z.name === 'string' ? z.name : '',
        geometry: z.geometry as Polygon,
        suburbs: suburbsOf(z),
        selected: picked,
        colour: picked ? CHOSEN_ZONE_HEX : ZONE_HEX,
      },
    ];
  });
}

/**
 * The zones a day map outlines: those of the routing groups it filters on, or else of the groups
 * its deliveries belong to; within the depots it filters on, when it does.
 */
export function dayMapZones<Z extends DrawnZone>(
  zones: readonly Z[],
  day: { groupIds: readonly string[]; depotIds: readonly string[]; rows: readonly { routingGroupId?: unknown }[] },
): Z[] {
  const groups = new Set(
    day.groupIds.length > 0 ? day.groupIds : day.rows.map((r) => String(r.routingGroupId ?? '')).filter(Boolean),
  );
  return zones.filter(
    (z) =>
      groups.has(String(z.routingGroupId)) && (day.depotIds.length === 0 || day.depotIds.includes(String(z.depotId))),
  );
}
