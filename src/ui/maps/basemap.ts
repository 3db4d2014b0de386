/**
 * The built-in plain basemap: sea as the background and Natural Earth land polygons
 * (basemap-land.json, built from the world-atlas package by scripts/build-basemap.ts). No tiles,
 * no glyphs, nothing fetched: it draws offline and where no tile server is reachable.
 */
import type { StyleSpecification } from 'maplibre-gl';
import landUrl from './basemap-land.json?url';

export const SEA = '#d4e6f1';
export const LAND = '#f4f1ea';

/**
 * The style with the land polygons. They are a static asset (65 KB gzip, precached by the
 * service worker) that maplibre fetches and parses in its worker, not a script chunk the main
 * thread would have to parse.
 */
export function builtInStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: new URL(landUrl, window.location.href).href } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#9fb7c8', 'line-width': 0.8 } },
    ],
  };
}
