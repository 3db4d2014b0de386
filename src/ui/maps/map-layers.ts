/**
 * The app's data as GeoJSON and the layers that draw it on any style (the built-in one or a
 * MAP_STYLE_URL basemap): zones as tinted polygons named at their centre (their suburbs under the
 * name at street zoom), runs as lines in their colour, deliveries clustered with their count
 * (circle size grows with it) or, where their colours matter (colour by run), each on its own,
 * depots as large rings with their name beside them, markers one by one with stale ones hollow.
 *
 * Text: the built-in style has no glyphs URL, so maplibre draws the letters itself from the
 * device's fonts (TinySDF on a canvas): nothing is fetched, it works offline and under the CSP. A
 * MAP_STYLE_URL style brings its own glyphs; a font stack its server lacks is drawn locally too.
 * Names never overlap (text-allow-overlap false): where two collide, the one placed first stays.
 */
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { centreOf } from './geometry';
import type { MapPoint, MapRunLine, MapViewProps, MapZone } from './map-types';

type FC = FeatureCollection;

export const SOURCES = ['zones', 'zoneNames', 'runs', 'points', 'loose', 'depots', 'markers'] as const;
export type SourceName = (typeof SOURCES)[number];

export const CLICKABLE: Record<string, 'point' | 'marker' | 'zone' | 'depot'> = {
  'points-one': 'point',
  'loose-one': 'point',
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

/** One point per zone at the centre of its outline, carrying its name and its suburbs as one line. */
const zoneNameFeatures = (zones: readonly MapZone[] = []): FC => ({
  type: 'FeatureCollection',
  features: zones.map((z) => {
    const at = centreOf(z.geometry);
    return {
      type: 'Feature',
      id: z.id,
      properties: { id: z.id, name: z.name, suburbs: (z.suburbs ?? []).join(' · '), selected: z.selected === true },
      geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
    };
  }),
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
  const clustered = props.cluster !== false;
  return {
    zones: zoneFeatures(props.zones),
    zoneNames: zoneNameFeatures(props.zones),
    runs: runFeatures(props.runs),
    points: pointFeatures(clustered ? props.points : []),
    loose: pointFeatures(clustered ? [] : props.points),
    depots: pointFeatures(props.depots),
    markers: pointFeatures(props.markers),
  };
}

/**
 * Local font names: the first one's weight word (Semibold) sets the weight when maplibre draws the
 * letters itself; a basemap's glyph server knows these names or maplibre draws them locally.
 */
export const LABEL_FONT = ['Open Sans Semibold', 'Arial Unicode MS Regular'];
/** From this zoom (a city) zones are named. */
export const ZONE_NAMES_ZOOM = 8;
/** From this zoom (streets) a zone's suburbs are written under its name. */
export const SUBURBS_ZOOM = 12;

const HALO = { 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 } as const;

const onePoint = (id: string, source: string): LayerSpecification => ({
  id,
  type: 'circle',
  source,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': ['get', 'colour'],
    'circle-radius': 6,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1.5,
  },
});

/** Listed bottom to top; of colliding names the upper layer's are placed first and stay. */
export const LAYERS: LayerSpecification[] = [
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
    id: 'points-count',
    type: 'symbol',
    source: 'dc-points',
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': LABEL_FONT,
      'text-size': 12,
      // a count belongs to its circle: drawn whatever else is near, and hiding nothing
      'text-allow-overlap': true,
      'text-ignore-placement': true,
    },
    paint: { 'text-color': '#ffffff' },
  },
  onePoint('points-one', 'dc-points'),
  onePoint('loose-one', 'dc-loose'),
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
  {
    id: 'depots-name',
    type: 'symbol',
    source: 'dc-depots',
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': 12,
      'text-anchor': 'left',
      'text-offset': [1.2, 0],
      'text-max-width': 12,
      'text-allow-overlap': false,
    },
    paint: { 'text-color': '#111827', ...HALO },
  },
  {
    id: 'zones-name',
    type: 'symbol',
    source: 'dc-zoneNames',
    // over a whole country a zone is a dot by its depot: the depot's name says the place there
    minzoom: ZONE_NAMES_ZOOM,
    layout: {
      'text-field': [
        'step',
        ['zoom'],
        ['get', 'name'],
        SUBURBS_ZOOM,
        [
          'case',
          ['==', ['get', 'suburbs'], ''],
          ['get', 'name'],
          ['format', ['get', 'name'], {}, '\n', {}, ['get', 'suburbs'], { 'font-scale': 0.8 }],
        ],
      ],
      'text-font': LABEL_FONT,
      'text-size': ['case', ['get', 'selected'], 15, 13],
      'text-max-width': 14,
      'text-padding': 4,
      'text-allow-overlap': false,
      // the chosen zone's name is placed first
      'symbol-sort-key': ['case', ['get', 'selected'], 0, 1],
    },
    paint: { 'text-color': '#134e4a', ...HALO },
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
