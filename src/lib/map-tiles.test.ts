import { describe, expect, it } from 'vitest';
import { isMapTileRequest } from './map-tiles';

const own = 'https://console.example';

describe('isMapTileRequest', () => {
  it('takes tiles, styles, sprites and glyphs of another origin', () => {
    for (const u of [
      'https://tiles.example/data/v3/12/3764/2458.pbf',
      'https://tiles.example/osm/12/3764/2458.png',
      'https://tiles.example/osm/12/3764/2458@2x.webp',
      'https://tiles.example/styles/basic/style.json',
      'https://tiles.example/fonts/Open%20Sans%20Regular/0-255.pbf',
      'https://tiles.example/sprites/basic/sprite@2x.png',
    ]) {
      expect(isMapTileRequest(new URL(u), 'GET', own)).toBe(true);
    }
  });

  it('leaves the app origin, writes and other requests alone', () => {
    expect(isMapTileRequest(new URL(`${own}/api/deliveries/1/2/3`), 'GET', own)).toBe(false);
    expect(isMapTileRequest(new URL('https://tiles.example/12/3764/2458.pbf'), 'POST', own)).toBe(false);
    expect(isMapTileRequest(new URL('https://images.example/pod/123.jpg'), 'GET', own)).toBe(false);
  });
});
