/**
 * The built-in plain basemap: sea as the background and Natural Earth land polygons
 * (basemap-land.json, built from the world-atlas package by scripts/build-basemap.ts). No tiles,
 * no glyphs, nothing fetched: it draws offline and where no tile server is reachable.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { Feature } from 'geojson';

export const SEA = '#d4e6f1';
export const LAND = '#f4f1ea';

/** The style with the land polygons (their own chunk, about 60 KB gzip, fetched with the map). */
export async function builtInStyle(): Promise<StyleSpecification> {
  const land = (await import('./basemap-land.json')).default;
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: land as Feature } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#9fb7c8', 'line-width': 0.8 } },
    ],
  };
}
