/**
 * Which requests are basemap resources (a real basemap set by MAP_STYLE_URL: style, tiles,
 * sprites, glyphs). The service worker keeps those it has seen (CacheFirst with expiry, sw/sw.ts)
 * so a map opened offline shows what was seen. No DOM: the worker imports it.
 */
export const MAP_TILE_CACHE = 'map-tiles-v1';
export const MAP_TILE_MAX_ENTRIES = 3000;
export const MAP_TILE_MAX_AGE_S = 30 * 24 * 3600;

const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(?:@\dx)?(?:\.(?:pbf|mvt|png|jpe?g|webp))?$/i;
const STYLE_PARTS = /(?:\/(?:styles?|sprites?|glyphs|fonts)\/|style\.json$|sprite(?:@\dx)?\.(?:json|png)$|\.pbf$)/i;

/** Cross-origin GETs that look like basemap resources; the app's own origin is never cached here. */
export function isMapTileRequest(url: URL, method: string, ownOrigin: string): boolean {
  if (method !== 'GET' || url.origin === ownOrigin) return false;
  return TILE_PATH.test(url.pathname) || STYLE_PARTS.test(url.pathname);
}
