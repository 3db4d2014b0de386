import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { jsonGzip } from './json-gzip';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Row number ${i}` })) };
const app = new Hono();
app.use('*', compress());
app.use('*', jsonGzip);
app.get('/big', (c) => c.json(big));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/text', (c) => c.text('x'.repeat(5000)));
app.get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }));

describe('jsonGzip', () => {
  it('gzips a large JSON answer in one piece, with its length and Vary', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('leaves small answers, refusals of gzip and no-transform answers uncompressed', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    for (const accept of ['identity', 'gzip;q=0', '']) {
      const res = await app.request('/big', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(big);
    }
    const kept = await app.request('/no-transform', { headers: { 'accept-encoding': 'gzip' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
  });

  it('leaves other types to the streaming compressor', async () => {
    const res = await app.request('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
  });
});
