import { describe, expect, it } from 'vitest';
import type { Polygon } from '../../resources/json-schemas';
import { pointInPolygon, zoneAt } from './geometry';

const square = (x: number, y: number, d: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ],
  ],
});

describe('zone geometry', () => {
  it('finds the point inside a polygon and not outside, and respects holes', () => {
    const p = square(151, -34, 0.1);
    expect(pointInPolygon(-33.95, 151.05, p)).toBe(true);
    expect(pointInPolygon(-33.85, 151.05, p)).toBe(false);
    const holed: Polygon = {
      type: 'Polygon',
      coordinates: [...p.coordinates, ...square(151.04, -33.96, 0.02).coordinates],
    };
    expect(pointInPolygon(-33.95, 151.05, holed)).toBe(false);
  });

  it('names the zone that holds a point, skipping zones without an outline', () => {
    const zones = [
      { id: 1, geometry: null },
      { id: 2, geometry: square(151, -34, 0.1) },
      { id: 3, geometry: square(151.1, -34, 0.1) },
    ];
    expect(zoneAt(zones, -33.95, 151.15)?.id).toBe(3);
    expect(zoneAt(zones, -30, 140)).toBeUndefined();
  });
});
