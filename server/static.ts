/**
 * Serves the built PWA from dist/ on the API's origin. Hashed assets are immutable; index.html,
 * sw.js and the manifest must be revalidated on every load so a deployment is picked up.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/context';

function cacheHeaders(path: string, c: Context): void {
  const immutable = /[\\/]assets[\\/]/.test(path);
  c.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  app.use('*', serveStatic({ root: distDir, onFound: cacheHeaders }));
  // Routes are hash-based, but a bookmarked path still deserves the app rather than a 404.
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic({ root: distDir, path: 'index.html', onFound: cacheHeaders })(c, next);
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
