/**
 * Zone Lookup's matching, pure: typed text is a 'lat, lng' pair, a postcode (exact, among the
 * zones' postcodes) or a suburb or zone name (an exact name first, then names containing it);
 * an address is matched by the postcode or suburb it contains.
 */
import type { Polygon } from '../../resources/json-schemas';

export interface ZoneLike {
  id: number;
  name?: unknown;
  postcodes?: unknown;
  suburbs?: unknown;
  geometry?: Polygon | null;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A zone's suburbs as names (the list the zones page shows and the map writes under its name). */
export const suburbsOf = (zone: Pick<ZoneLike, 'suburbs'>): string[] => list(zone.suburbs);

export function parseLatLng(text: string): { lat: number; lng: number } | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[, ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export function matchZones<Z extends ZoneLike>(
  zones: readonly Z[],
  text: string,
): { zones: Z[]; by: 'postcode' | 'suburb' | 'zone' | null } {
  const q = text.trim().toLowerCase();
  if (!q) return { zones: [], by: null };
  const postcodes = q.match(/\b\d{4}\b/g) ?? [];
  for (const pc of [...postcodes].reverse()) {
    const hit = zones.filter((z) => list(z.postcodes).includes(pc));
    if (hit.length) return { zones: hit, by: 'postcode' };
  }
  const words = q
    .replace(/\b\d+\b/g, ' ')
    .replace(/[,/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const exact = zones.filter((z) =>
    list(z.suburbs).some((s) => s.toLowerCase() === q || (words && s.toLowerCase() === words)),
  );
  if (exact.length) return { zones: exact, by: 'suburb' };
  const within = zones.filter((z) =>
    list(z.suburbs).some((s) => s.length > 3 && ` ${words} `.includes(` ${s.toLowerCase()} `)),
  );
  if (within.length) return { zones: within, by: 'suburb' };
  const partial = zones.filter((z) => list(z.suburbs).some((s) => s.toLowerCase().includes(q)));
  if (partial.length) return { zones: partial, by: 'suburb' };
  const byName = zones.filter((z) => typeof z.name === 'string' && z.name.toLowerCase().includes(q));
  return { zones: byName, by: byName.length ? 'zone' : null };
}
