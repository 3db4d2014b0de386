/**
 * Reference records (countries, states, routing groups, depots, zones) built from places.ts,
 * plus the in-memory model of them that the delivery generator works from.
 */
import { COUNTRIES, ROUTING_GROUPS, STATES } from './places';
import { zoneOutlines } from './zone-outlines';
import type { CountryRecord, DepotRecord, RoutingGroupRecord, StateRecord, ZoneRecord } from './records';

export interface ZoneInfo {
  id: number;
  code: string;
  name: string;
  depotId: number;
  lat: number;
  lng: number;
  suburbs: readonly (readonly [string, string])[];
}

export interface GroupInfo {
  id: number;
  code: string;
  name: string;
  countryId: number;
  stateId: number | null;
  stateCode: string;
  timezone: string;
  weight: number;
  zones: ZoneInfo[];
}

export interface Reference {
  countries: CountryRecord[];
  states: StateRecord[];
  routingGroups: RoutingGroupRecord[];
  depots: DepotRecord[];
  zones: ZoneRecord[];
  groups: GroupInfo[];
}

function distance2(aLat: number, aLng: number, bLat: number, bLng: number): number {
  return (aLat - bLat) ** 2 + (aLng - bLng) ** 2;
}

export function buildReference(): Reference {
  const countries: CountryRecord[] = COUNTRIES.map((c, i) => ({
    id: i + 1,
    clientId: null,
    countryId: c.countryId,
    name: c.name,
    code: c.code,
  }));
  const states: StateRecord[] = STATES.map((s, i) => ({
    id: i + 1,
    clientId: null,
    name: s.name,
    code: s.code,
    countryId: s.countryId,
  }));
  const stateIdByCode = new Map(states.map((s) => [s.code, s.id]));
  const routingGroups: RoutingGroupRecord[] = [];
  const depots: DepotRecord[] = [];
  const zones: ZoneRecord[] = [];
  const groups: GroupInfo[] = [];

  ROUTING_GROUPS.forEach((def, gi) => {
    const groupId = gi + 1;
    const stateId = stateIdByCode.get(def.stateCode) ?? null;
    routingGroups.push({
      id: groupId,
      clientId: null,
      name: def.name,
      code: def.code,
      countryId: def.countryId,
      stateId,
      timezone: def.timezone,
    });
    const groupDepots: DepotRecord[] = def.depots.map((d, di) => ({
      id: depots.length + di + 1,
      clientId: null,
      name: d.name,
      code: d.code,
      routingGroupId: groupId,
      countryId: def.countryId,
      stateId,
      address: d.address,
      lat: d.lat,
      lng: d.lng,
      active: true,
    }));
    for (const d of groupDepots) depots.push(d);
    const info: GroupInfo = {
      id: groupId,
      code: def.code,
      name: def.name,
      countryId: def.countryId,
      stateId,
      stateCode: def.stateCode,
      timezone: def.timezone,
      weight: def.weight,
      zones: [],
    };
    const outlines = zoneOutlines(def.zones);
    def.zones.forEach((z, zi) => {
      let nearest = groupDepots[0];
      for (const d of groupDepots) {
        if (
          nearest &&
          distance2(z.lat, z.lng, d.lat ?? 0, d.lng ?? 0) < distance2(z.lat, z.lng, nearest.lat ?? 0, nearest.lng ?? 0)
        )
          nearest = d;
      }
      if (!nearest) throw new Error(`Routing group ${def.code} has no depot`);
      const code = `${def.code}-Z${String(zi + 1).padStart(2, '0')}`;
      const postcodes = [...new Set(z.suburbs.map(([, postcode]) => postcode))];
      const id = zones.length + 1;
      zones.push({
        id,
        clientId: null,
        name: `${def.name} – ${z.name}`,
        code,
        routingGroupId: groupId,
        depotId: nearest.id,
        postcodes,
        suburbs: z.suburbs.map(([suburb]) => suburb),
        geometry: outlines[zi] ?? null,
      });
      info.zones.push({ id, code, name: z.name, depotId: nearest.id, lat: z.lat, lng: z.lng, suburbs: z.suburbs });
    });
    groups.push(info);
  });

  return { countries, states, routingGroups, depots, zones, groups };
}
