import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http/context';
import { mountStatic } from './static';

const script = 'export const greeting = "hello";\n'.repeat(200);
const dist = mkdtempSync(join(tmpdir(), 'depot-static-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), script);
writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
writeFileSync(join(dist, 'assets', 'plain-9z.js'), script);
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Depot Console</title>');

// as server/app.ts and main.ts put them together: on-the-fly compression outside, static inside
const app = new Hono<AppEnv>();
app.use('*', compress());
mountStatic(app, dist);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding: string) =>
  app.request(path, { headers: { 'accept-encoding': acceptEncoding } });

describe('static files: build-time compressed copies', () => {
  it('sends the brotli copy to a browser that takes brotli, as an immutable asset that varies by encoding', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const identity = await get('/assets/app-1a2b.js', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(script);
  });

  it('still compresses, on the fly, a file built without copies', async () => {
    const res = await get('/assets/plain-9z.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('serves the app, revalidated on every load, at the root and for a bookmarked path', async () => {
    for (const path of ['/', '/deliveries']) {
      const res = await get(path, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain('<title>Depot Console</title>');
    }
  });

  it('leaves the API and missing files to the routes after it', async () => {
    expect((await get('/api/nothing', 'gzip')).status).toBe(404);
    expect((await get('/assets/missing-0.js', 'gzip')).status).toBe(404);
  });

  it('answers 404, never the app page kept for a year, for an asset name without an extension', async () => {
    for (const path of ['/assets/app-1a2b', '/assets/x', '/assets/sub/dir']) {
      const res = await get(path, 'gzip');
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
  });

  it('keeps a hashed asset in memory once sent: its name never gets other content', async () => {
    writeFileSync(join(dist, 'assets', 'kept-5c.js'), script);
    writeFileSync(join(dist, 'assets', 'kept-5c.js.br'), brotliCompressSync(script));
    const first = await get('/assets/kept-5c.js', 'br');
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(script);
    rmSync(join(dist, 'assets', 'kept-5c.js.br'));
    const again = await get('/assets/kept-5c.js', 'br');
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(script);
  });

  it('answers a byte range and a HEAD from the file, and never a path out of the folder', async () => {
    const range = await app.request('/assets/app-1a2b.js', { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe(script.slice(0, 10));
    const head = await app.request('/assets/app-1a2b.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(script.length));
    for (const path of ['/assets/..%2findex.html', '/assets/.hidden'])
      expect((await get(path, 'gzip')).status, path).toBe(404);
  });
});
