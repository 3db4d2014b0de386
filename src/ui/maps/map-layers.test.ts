import { expression, validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import type { Polygon } from '../../resources/json-schemas';
import { CLICKABLE, LABEL_FONT, LAYERS, SOURCES, SUBURBS_ZOOM, ZONE_NAMES_ZOOM, sourceData } from './map-layers';
import type { MapPoint } from './map-types';

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

const points: MapPoint[] = [
  { id: 1, lat: -33.9, lng: 151.2, name: 'A', colour: '#1d4ed8' },
  { id: 2, lat: -33.91, lng: 151.21, name: 'B', colour: '#c2410c' },
];

const layer = (id: string) => {
  const found = LAYERS.find((l) => l.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};

/** A layout property of a layer as maplibre evaluates it for one feature at one zoom. */
function evaluate(id: string, property: string, zoom: number, properties: Record<string, unknown>): unknown {
  const found = layer(id);
  const layout: Record<string, unknown> = 'layout' in found && found.layout ? found.layout : {};
  const parsed = expression.createExpression(layout[property], `layers.${id}.layout.${property}`);
  if (parsed.result !== 'success') throw new Error(parsed.value.map((e) => e.message).join('; '));
  return parsed.value.evaluate({ zoom }, { type: 'Point', properties, geometry: [] });
}

describe('map layers', () => {
  it('make a valid style over the built-in basemap, which has no glyphs URL: the letters are drawn locally', () => {
    const style: StyleSpecification = {
      version: 8,
      sources: Object.fromEntries(
        SOURCES.map((name) => [`dc-${name}`, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } }]),
      ),
      layers: LAYERS,
    };
    expect(validateStyleMin(style).map((e) => e.message)).toEqual([]);
    for (const l of LAYERS) expect(SOURCES.map((s) => `dc-${s}`)).toContain('source' in l ? l.source : '');
  });

  it('name each zone at the centre of its outline, its suburbs in one line', () => {
    const data = sourceData({
      label: 'map',
      zones: [{ id: 7, name: 'Inner West', geometry: square(151, -34, 0.2), suburbs: ['Newtown', 'Leichhardt'] }],
    });
    expect(data.zoneNames.features).toEqual([
      {
        type: 'Feature',
        id: 7,
        properties: { id: 7, name: 'Inner West', suburbs: 'Newtown · Leichhardt', selected: false },
        geometry: { type: 'Point', coordinates: [151.1, -33.9] },
      },
    ]);
  });

  it('write zone and depot names that never overlap, in the local label font', () => {
    for (const id of ['zones-name', 'depots-name']) {
      const l = layer(id);
      expect(l.type).toBe('symbol');
      expect(l.type === 'symbol' && l.layout?.['text-allow-overlap']).toBe(false);
      expect(l.type === 'symbol' && l.layout?.['text-font']).toEqual(LABEL_FONT);
    }
    expect(layer('zones-name').minzoom).toBe(ZONE_NAMES_ZOOM);
    // of colliding names the upper layer's are placed first: a zone's name wins over a depot's
    expect(LAYERS.findIndex((l) => l.id === 'zones-name')).toBeGreaterThan(
      LAYERS.findIndex((l) => l.id === 'depots-name'),
    );
  });

  it("write a zone's suburbs under its name only from street zoom", () => {
    const zone = { name: 'Inner West', suburbs: 'Newtown · Leichhardt', selected: false };
    expect(String(evaluate('zones-name', 'text-field', SUBURBS_ZOOM - 1, zone))).toBe('Inner West');
    expect(String(evaluate('zones-name', 'text-field', SUBURBS_ZOOM, zone))).toBe('Inner West\nNewtown · Leichhardt');
    expect(String(evaluate('zones-name', 'text-field', SUBURBS_ZOOM, { ...zone, suburbs: '' }))).toBe('Inner West');
    expect(evaluate('zones-name', 'text-size', 10, { ...zone, selected: true })).toBeGreaterThan(
      Number(evaluate('zones-name', 'text-size', 10, zone)),
    );
  });

  it('cluster points by default, with their count written on the cluster', () => {
    const data = sourceData({ label: 'map', points });
    expect(data.points.features.map((f) => f.id)).toEqual([1, 2]);
    expect(data.loose.features).toEqual([]);
    expect(String(evaluate('points-count', 'text-field', 10, { point_count_abbreviated: '1.2k' }))).toBe('1.2k');
  });

  it('draw every point on its own, in its colour, when clustering is off (colour by run)', () => {
    const data = sourceData({ label: 'map', points, cluster: false });
    expect(data.points.features).toEqual([]);
    expect(data.loose.features.map((f) => f.properties?.colour)).toEqual(['#1d4ed8', '#c2410c']);
    const loose = layer('loose-one');
    expect(loose.type === 'circle' && loose.paint?.['circle-color']).toEqual(['get', 'colour']);
    expect(CLICKABLE['loose-one']).toBe('point');
  });
});
