/**
 * `GET /api/images/<folder>/<name>`: the demo image store. Client logos (`logos/...`) and
 * proof-of-delivery photos (`pod/...`) named by the seed are drawn here as small SVG pictures, so
 * the console shows real images without shipping binary fixtures. Signed-in users only (photos
 * of doorsteps are personal data); names are restricted to a safe alphabet and the SVG is served
 * with a CSP that forbids scripts, since it is same-origin content.
 */
import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { notFound } from '../http/errors';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;
const PALETTE = ['#2b6cb0', '#2f855a', '#b7791f', '#c53030', '#6b46c1', '#2c7a7b', '#975a16'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function logoSvg(name: string): string {
  const words = name
    .replace(/\.[a-z]+$/i, '')
    .split(/[-_.]+/)
    .filter(Boolean);
  const initials =
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';
  const colour = PALETTE[hash(name) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="${colour}"/><text x="60" y="76" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}

function podSvg(name: string): string {
  const h = hash(name);
  const door = PALETTE[h % PALETTE.length];
  const boxX = 150 + (h % 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="#e2e8f0"/><rect y="260" width="480" height="100" fill="#a0aec0"/><rect x="170" y="60" width="140" height="200" fill="${door}"/><circle cx="290" cy="165" r="6" fill="#f6e05e"/><rect x="${boxX}" y="222" width="70" height="48" fill="#c69c6d" stroke="#7b5a36" stroke-width="3"/><rect x="${boxX + 30}" y="222" width="10" height="48" fill="#e9d8a6"/></svg>`;
}

export function imageRoutes(_services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/images/:folder/:name', (c) => {
    requireUser(c);
    const folder = c.req.param('folder');
    const name = c.req.param('name');
    if (!SAFE_NAME.test(name) || (folder !== 'logos' && folder !== 'pod')) throw notFound('Image');
    const svg = folder === 'logos' ? logoSvg(name) : podSvg(name);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'private, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
