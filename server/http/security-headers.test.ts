/**
 * Issue 33: the security headers on the app, its files and the API.
 * @pglite-only: headers are set before and after the handlers, whatever the database.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountStatic } from '../static';
import { createApp } from '../app';
import { defaultConfig } from '../config';
import { call, signedInApp, TEST_SECRET } from '../testing/helpers';
import { Hono } from 'hono';
import { appContentSecurityPolicy, securityHeaders } from './security-headers';

const fx = signedInApp('admin', 'client-user');
const dist = mkdtempSync(join(tmpdir(), 'depot-headers-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Depot Console</title>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'assets', 'app-1.js'), 'export {};');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function expectCommon(res: Response, what: string): void {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('same-origin');
  expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers', () => {
  it('marks API answers with personal data no-store, errors and anonymous answers included', async () => {
    const list = await call(fx.server, 'GET', '/api/deliveries?limit=1', { token: fx.tokens['client-user'] });
    expect(list.status).toBe(200);
    expectCommon(list, 'list');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const [path, token] of [
      ['/api/account', fx.tokens.admin],
      ['/api/health', undefined],
      ['/api/no-such-route', undefined],
      ['/api/deliveries', undefined],
    ] as const) {
      const res = await call(fx.server, 'GET', path, token ? { token } : {});
      expectCommon(res, path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await call(fx.server, 'POST', '/api/nv/country', { raw: '{', xsrf: false });
    expect(refused.status).toBe(403);
    expectCommon(refused, 'xsrf refusal');
  });

  it('gives the app page, its scripts and the service worker the app policy', async () => {
    // as main.ts puts them together: the API app, then the built files on the same origin
    const app = createApp({ db: fx.server.db, config: defaultConfig({ tokenSecret: TEST_SECRET }) });
    mountStatic(app, dist);
    for (const path of ['/', '/sw.js', '/assets/app-1.js', '/assets/missing']) {
      const res = await app.request(path);
      expectCommon(res, path);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy, path).not.toContain("'unsafe-eval'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it("keeps a route's own stricter policy (a stored file's sandbox), with framing refused", async () => {
    const app = new Hono();
    app.use('*', securityHeaders(defaultConfig()));
    app.get('/api/files/1', (c) => {
      c.header('content-security-policy', "sandbox; default-src 'none'");
      c.header('cache-control', 'private, max-age=3600');
      return c.body('x');
    });
    const res = await app.request('/api/files/1');
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('allows the basemap origins the configuration names, and no others', () => {
    const none = appContentSecurityPolicy({});
    expect(none).toContain("connect-src 'self';");
    const maps = appContentSecurityPolicy({
      mapStyleUrl: 'https://tiles.example.com/styles/basic/style.json?key=1',
      mapTileOrigins: ['https://a.tiles.example.net', 'not a url'],
    });
    expect(maps).toContain("connect-src 'self' https://tiles.example.com https://a.tiles.example.net;");
    expect(maps).toContain("img-src 'self' data: blob: https://tiles.example.com https://a.tiles.example.net;");
    expect(maps).not.toContain('not a url');
  });
});
