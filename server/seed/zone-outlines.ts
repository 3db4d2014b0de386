/**
 * Plausible zone outlines for the demo: an octagon around each zone centre, wide enough to hold
 * the deliveries the generator scatters around it (deliveries.ts), clipped by the perpendicular
 * bisector towards every other zone of the same routing group so that neighbouring zones share
 * an edge instead of overlapping (a Voronoi cell inside the octagon). Pure and deterministic.
 */
import type { Polygon } from '../../src/resources/json-schemas';

interface Centre {
  lat: number;
  lng: number;
}

type Pt = [number, number];

/** half-extent of the octagon in degrees; the deliveries spread +-0.0225 lat, +-0.0275 lng */
const RADIUS_LAT = 0.035;
const RADIUS_LNG = 0.043;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Keeps the part of `ring` on the side of `p` nearer to `a` than to `b` (Sutherland-Hodgman). */
function clipByBisector(ring: Pt[], a: Pt, b: Pt): Pt[] {
  const nx = b[0] - a[0];
  const ny = b[1] - a[1];
  const mid = (nx * (a[0] + b[0]) + ny * (a[1] + b[1])) / 2;
  const inside = (p: Pt) => nx * p[0] + ny * p[1] <= mid;
  const out: Pt[] = [];
  ring.forEach((cur, i) => {
    const prev = ring[(i + ring.length - 1) % ring.length] as Pt;
    const curIn = inside(cur);
    const prevIn = inside(prev);
    if (curIn !== prevIn) {
      const dPrev = nx * prev[0] + ny * prev[1] - mid;
      const dCur = nx * cur[0] + ny * cur[1] - mid;
      const t = dPrev / (dPrev - dCur);
      out.push([prev[0] + (cur[0] - prev[0]) * t, prev[1] + (cur[1] - prev[1]) * t]);
    }
    if (curIn) out.push(cur);
  });
  return out;
}

/** Outlines of a routing group's zones, in the order given. Coordinates are [lng, lat]. */
export function zoneOutlines(centres: readonly Centre[]): Polygon[] {
  return centres.map((c, i) => {
    let ring: Pt[] = Array.from({ length: 8 }, (_, k) => {
      const angle = ((k * 45 + 22.5) * Math.PI) / 180;
      return [c.lng + Math.cos(angle) * RADIUS_LNG, c.lat + Math.sin(angle) * RADIUS_LAT] as Pt;
    });
    centres.forEach((other, j) => {
      if (j !== i) ring = clipByBisector(ring, [c.lng, c.lat], [other.lng, other.lat]);
    });
    const closed = ring.map(([x, y]) => [round6(x), round6(y)] as Pt);
    const first = closed[0];
    if (first) closed.push([first[0], first[1]]);
    return { type: 'Polygon', coordinates: [closed] };
  });
}
