import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { jsonCompress, jsonEncodingFor } from './json-compress';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Row number ${i}` })) };
const app = new Hono();
app.use('*', compress());
app.use('*', jsonCompress);
app.get('/big', (c) => c.json(big));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/text', (c) => c.text('x'.repeat(5000)));
app.get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }));

describe('jsonEncodingFor', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['*;q=0', null],
    ['', null],
  ] as const)('%j -> %s', (header, expected) => {
    expect(jsonEncodingFor(header)).toBe(expected);
  });
});

describe('jsonCompress', () => {
  it('brotli-compresses a large JSON answer in one piece when the browser takes it, with its length and Vary', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);
  });

  it('gzips for a client that takes only gzip', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('leaves small answers, refusals and no-transform answers uncompressed', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    for (const accept of ['identity', 'gzip;q=0', 'br;q=0, gzip;q=0', '']) {
      const res = await app.request('/big', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(big);
    }
    const kept = await app.request('/no-transform', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
  });

  it('leaves other types to the streaming compressor', async () => {
    const res = await app.request('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
  });
});
