/**
 * The headers a browser enforces, on every answer of the server (API, app page, scripts, the
 * service worker and its workers): one Content-Security-Policy for the app, `frame-ancestors
 * 'none'`, nosniff, `Referrer-Policy: same-origin`, and `Cache-Control: no-store` on API answers
 * (they carry personal data) unless a route set its own caching (images, files); a route's own
 * stricter policy (a stored file's sandbox) is kept, with `frame-ancestors 'none'` added. The service
 * worker keeps its own stored copies through the Cache API and Dexie, which no-store does not
 * touch, so offline reads keep working (test/e2e/security-headers.spec.ts).
 *
 * What the policy allows and why:
 * - scripts from self only; `'wasm-unsafe-eval'` lets zxing-wasm compile its binary (camera
 *   scanner), nothing else evaluates text as code;
 * - workers from self: maplibre's worker is a built file (setWorkerUrl), the service worker is sw.js;
 * - styles inline too: Chakra (emotion) writes its styles into <style> elements at run time;
 * - images and connections to self, plus the basemap's origins (MAP_STYLE_URL and MAP_TILE_ORIGINS);
 *   images also as data: and blob: (maplibre decodes tiles and sprites from blobs).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The app's policy, with the basemap origins the configuration names. */
export function appContentSecurityPolicy(config: Pick<AppConfig, 'mapStyleUrl' | 'mapTileOrigins'>): string {
  const mapOrigins = [originOf(config.mapStyleUrl), ...(config.mapTileOrigins ?? []).map(originOf)].filter(
    (o): o is string => o !== null,
  );
  const maps = [...new Set(mapOrigins)].join(' ');
  const withMaps = (sources: string) => (maps ? `${sources} ${maps}` : sources);
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withMaps("'self' data: blob:")}`,
    `connect-src ${withMaps("'self'")}`,
    "font-src 'self' data:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never a document: nothing may load from or frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(config: AppConfig): MiddlewareHandler {
  const appPolicy = appContentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const api = c.req.path.startsWith('/api/');
    // a route's own policy (a stored file's sandbox) is kept, with framing refused
    const own = headers.get('content-security-policy');
    if (own === null) headers.set('content-security-policy', api ? API_POLICY : appPolicy);
    else if (!own.includes('frame-ancestors')) headers.set('content-security-policy', `${own}; frame-ancestors 'none'`);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'same-origin');
    headers.set('x-frame-options', 'DENY');
    if (api && !headers.has('cache-control')) headers.set('cache-control', 'no-store');
  };
}
