/** Plane geometry on [lng, lat] (fine at city scale): which zone holds a point. */
import type { Polygon } from '../../resources/json-schemas';

/** Ray casting over the outer ring minus the holes. */
export function pointInPolygon(lat: number, lng: number, polygon: Polygon): boolean {
  const inRing = (ring: readonly (readonly [number, number])[]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as readonly [number, number];
      const [xj, yj] = ring[j] as readonly [number, number];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  const [outer, ...holes] = polygon.coordinates;
  return outer !== undefined && inRing(outer) && !holes.some(inRing);
}

/** The first zone whose outline holds the point. */
export function zoneAt<Z extends { geometry?: Polygon | null }>(
  zones: readonly Z[],
  lat: number,
  lng: number,
): Z | undefined {
  return zones.find((z) => z.geometry && pointInPolygon(lat, lng, z.geometry));
}

/** The mean of the outline's corners: a point inside for the convex outlines zones have. */
export function centreOf(polygon: Polygon): { lat: number; lng: number } {
  const ring = (polygon.coordinates[0] ?? []).slice(0, -1);
  if (ring.length === 0) return { lat: 0, lng: 0 };
  const sum = ring.reduce((s, [lng, lat]) => ({ lat: s.lat + lat, lng: s.lng + lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}
