/**
 * Serves the built PWA from dist/ on the API's origin. Hashed assets are immutable; index.html,
 * sw.js and the manifest must be revalidated on every load so a deployment is picked up.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
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

/**
 * `precompressed`: the build writes a brotli and a gzip copy beside each text asset
 * (vite.config.ts), sent as they are to a browser that accepts them; files without copies are
 * compressed on the fly by the app's compress middleware.
 */
export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
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
