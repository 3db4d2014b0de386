/**
 * Serves the built PWA from dist/ on the API's origin. Hashed assets are immutable; index.html,
 * sw.js and the manifest must be revalidated on every load so a deployment is picked up.
 *
 * Hashed assets are also kept in memory once sent: a service worker's install fetches all of them
 * (about 550 files), and serveStatic stats and streams each from disk every time, which was about
 * 5% of the server's CPU under the browser journeys. A hashed name never changes its content, so
 * a kept copy is never stale.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './http/context';

/** Hashed assets never change under their name; everything else is revalidated on every load. */
function cacheControlFor(requestPath: string): string {
  return requestPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * serveStatic with the cache headers on what it sends. Its `onFound` hook runs after the
 * response is made, so headers set there only arrived when some earlier middleware had touched
 * `c.res` (Hono then carries them over): they were set on the answer itself instead.
 */
function servedWithCacheHeaders(serve: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let passedOn = false;
    const res = await serve(c, async () => {
      passedOn = true;
      await next();
    });
    if (passedOn || !(res instanceof Response)) return res;
    res.headers.set('cache-control', cacheControlFor(c.req.path));
    return res;
  };
}

/** A hashed asset's name: nothing that could leave the folder. */
const ASSET_PATH = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The build's precompressed copies, in the order they are preferred. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface KeptAsset {
  body: Uint8Array<ArrayBuffer>;
  encoding: string | null;
  lastModified: string;
}

/**
 * `/assets/<name>` from memory, in the best encoding the browser accepts that the build wrote
 * (else as it is). Anything else (HEAD, a byte range, a name not found) is left to serveStatic.
 */
function keptAssets(distDir: string): MiddlewareHandler<AppEnv> {
  const kept = new Map<string, KeptAsset | null>();
  const load = (file: string, encoding: string | null): KeptAsset | null => {
    const key = `${file}\n${encoding ?? ''}`;
    let asset = kept.get(key);
    if (asset === undefined) {
      const path = join(distDir, file) + (ENCODINGS.find(([name]) => name === encoding)?.[1] ?? '');
      const stats = existsSync(path) ? statSync(path) : null;
      asset = stats?.isFile()
        ? { body: new Uint8Array(readFileSync(path)), encoding, lastModified: stats.mtime.toUTCString() }
        : null;
      kept.set(key, asset);
    }
    return asset;
  };
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' || c.req.header('range') || !ASSET_PATH.test(path)) return next();
    const accepted = new Set(
      c.req
        .header('accept-encoding')
        ?.split(',')
        .map((e) => e.trim()),
    );
    const type = getMimeType(path) ?? 'application/octet-stream';
    let asset: KeptAsset | null = null;
    for (const [encoding] of ENCODINGS) if (!asset && accepted.has(encoding)) asset = load(path, encoding);
    asset ??= load(path, null);
    if (!asset) return next();
    c.header('Content-Type', type);
    c.header('Cache-Control', cacheControlFor(path));
    c.header('Last-Modified', asset.lastModified);
    if (asset.encoding) {
      c.header('Content-Encoding', asset.encoding);
      c.header('Vary', 'Accept-Encoding', { append: true });
    }
    return c.body(asset.body, 200);
  };
}

/**
 * `precompressed`: the build writes a brotli and a gzip copy beside each text asset
 * (vite.config.ts), sent as they are to a browser that accepts them; files without copies are
 * compressed on the fly by the app's compress middleware.
 */
export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  app.use('/assets/*', keptAssets(distDir));
  app.use('*', servedWithCacheHeaders(serveStatic({ root: distDir, precompressed: true })));
  // Routes are hash-based, but a bookmarked path still deserves the app rather than a 404. A
  // missing file under /assets/ is a 404: the app page there would be kept as immutable for a year.
  const appPage = servedWithCacheHeaders(serveStatic({ root: distDir, path: 'index.html', precompressed: true }));
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return next();
    return appPage(c, next);
  });
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/index.html is missing or older than any source the build reads. */
export function buildIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > statSync(built).mtimeMs;
}
