/**
 * Builds the built-in basemap's land polygons (src/ui/maps/basemap-land.json) from the
 * world-atlas package (Natural Earth): the 1:50m land where the operator delivers (Australia and
 * New Zealand, detailed enough for a city's coastline at street zoom) and the 1:110m land
 * elsewhere, coordinates rounded to 3 decimals (about 100 m). Run after upgrading world-atlas:
 * `npx tsx scripts/build-basemap.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';

const require = createRequire(import.meta.url);
const REGION = { west: 105, south: -50, east: 180, north: -5 };

function load(file: string): Position[][][] {
  const topo = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology<{
    land: GeometryObject;
  }>;
  const land = feature(topo, topo.objects.land);
  const geometries = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  return geometries.flatMap((g) =>
    g.type === 'MultiPolygon'
      ? (g as MultiPolygon).coordinates
      : g.type === 'Polygon'
        ? [(g as Polygon).coordinates]
        : [],
  );
}

function inRegion(polygon: Position[][]): boolean {
  return (polygon[0] ?? []).some(
    ([lng = 0, lat = 0]) => lng >= REGION.west && lng <= REGION.east && lat >= REGION.south && lat <= REGION.north,
  );
}

const round = (ring: Position[]) =>
  ring.map(([lng = 0, lat = 0]) => [Math.round(lng * 1000) / 1000, Math.round(lat * 1000) / 1000]);

const polygons = [...load('land-50m.json').filter(inRegion), ...load('land-110m.json').filter((p) => !inRegion(p))].map(
  (p) => p.map(round),
);
const out = { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } };
writeFileSync(new URL('../src/ui/maps/basemap-land.json', import.meta.url), JSON.stringify(out));
console.info(`${polygons.length} land polygons written`);
