/**
 * The app's data as GeoJSON and the layers that draw it on any style (the built-in one or a
 * MAP_STYLE_URL basemap): zones as tinted polygons, runs as lines in their colour, deliveries
 * clustered (circle size grows with the count; no glyphs are needed), depots as large rings,
 * markers one by one with stale ones hollow.
 */
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { MapPoint, MapRunLine, MapViewProps, MapZone } from './map-types';

type FC = FeatureCollection;

export const SOURCES = ['zones', 'runs', 'points', 'depots', 'markers'] as const;
export type SourceName = (typeof SOURCES)[number];

export const CLICKABLE: Record<string, 'point' | 'marker' | 'zone' | 'depot'> = {
  'points-one': 'point',
  'markers-dot': 'marker',
  'depots-dot': 'depot',
  'zones-fill': 'zone',
};

const pointFeatures = (points: readonly MapPoint[] = []): FC => ({
  type: 'FeatureCollection',
  features: points.map((p) => ({
    type: 'Feature',
    id: p.id,
    properties: { id: p.id, name: p.name, colour: p.colour ?? '#2563eb', stale: p.stale === true },
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
  })),
});

const zoneFeatures = (zones: readonly MapZone[] = []): FC => ({
  type: 'FeatureCollection',
  features: zones.map((z) => ({
    type: 'Feature',
    id: z.id,
    properties: { id: z.id, name: z.name, colour: z.colour ?? '#0f766e', selected: z.selected === true },
    geometry: z.geometry,
  })),
});

const runFeatures = (runs: readonly MapRunLine[] = []): FC => ({
  type: 'FeatureCollection',
  features: runs
    .filter((r) => r.path.length > 1)
    .map((r) => ({
      type: 'Feature',
      id: r.id,
      properties: { id: r.id, name: r.name, colour: r.colour },
      geometry: { type: 'LineString', coordinates: r.path },
    })),
});

export function sourceData(props: MapViewProps): Record<SourceName, FC> {
  return {
    zones: zoneFeatures(props.zones),
    runs: runFeatures(props.runs),
    points: pointFeatures(props.points),
    depots: pointFeatures(props.depots),
    markers: pointFeatures(props.markers),
  };
}

const LAYERS: LayerSpecification[] = [
  {
    id: 'zones-fill',
    type: 'fill',
    source: 'dc-zones',
    paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': ['case', ['get', 'selected'], 0.35, 0.12] },
  },
  {
    id: 'zones-line',
    type: 'line',
    source: 'dc-zones',
    paint: { 'line-color': ['get', 'colour'], 'line-width': ['case', ['get', 'selected'], 3, 1.5] },
  },
  {
    id: 'runs-line',
    type: 'line',
    source: 'dc-runs',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': ['get', 'colour'], 'line-width': 3, 'line-opacity': 0.85 },
  },
  {
    id: 'points-cluster',
    type: 'circle',
    source: 'dc-points',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1e3a8a',
      'circle-opacity': 0.75,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 50, 21, 200, 27, 1000, 34],
    },
  },
  {
    id: 'points-one',
    type: 'circle',
    source: 'dc-points',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': ['get', 'colour'],
      'circle-radius': 6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  },
  {
    id: 'depots-dot',
    type: 'circle',
    source: 'dc-depots',
    paint: {
      'circle-color': '#111827',
      'circle-radius': 9,
      'circle-stroke-color': '#fbbf24',
      'circle-stroke-width': 3,
    },
  },
  {
    id: 'markers-dot',
    type: 'circle',
    source: 'dc-markers',
    paint: {
      'circle-color': ['case', ['get', 'stale'], '#ffffff', ['get', 'colour']],
      'circle-radius': 7,
      'circle-stroke-color': ['case', ['get', 'stale'], '#dc2626', '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'stale'], 3, 1.5],
    },
  },
];

export function addDataLayers(map: MapLibreMap, data: Record<SourceName, FC>): void {
  for (const name of SOURCES) {
    if (map.getSource(`dc-${name}`)) continue;
    map.addSource(
      `dc-${name}`,
      name === 'points'
        ? { type: 'geojson', data: data[name], cluster: true, clusterRadius: 40, clusterMaxZoom: 15 }
        : { type: 'geojson', data: data[name] },
    );
  }
  for (const layer of LAYERS) if (!map.getLayer(layer.id)) map.addLayer(layer);
}

export function updateData(map: MapLibreMap, data: Record<SourceName, FC>): void {
  for (const name of SOURCES) (map.getSource(`dc-${name}`) as GeoJSONSource | undefined)?.setData(data[name]);
}

/** [west, south, east, north] around everything drawn, or null when nothing has a position. */
export function boundsOf(props: MapViewProps): [number, number, number, number] | null {
  const pts: [number, number][] = [];
  for (const list of [props.points, props.depots, props.markers]) for (const p of list ?? []) pts.push([p.lng, p.lat]);
  for (const z of props.zones ?? [])
    for (const ring of z.geometry.coordinates) for (const c of ring) pts.push([c[0], c[1]]);
  for (const r of props.runs ?? []) for (const c of r.path) pts.push(c);
  if (props.pin) pts.push([props.pin.lng, props.pin.lat]);
  if (pts.length === 0) return null;
  let [w, s, e, n] = [180, 90, -180, -90];
  for (const [x, y] of pts) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}
