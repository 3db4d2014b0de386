import { describe, expect, it } from 'vitest';
import { operatorToday } from '../../src/lib/calendar';
import { createApp } from '../app';
import { createLogger } from '../log/index';
import { defaultConfig } from '../config';
import { pruneIdempotencyKeys } from './idempotency';
import type { TestServer } from '../testing/helpers';
import { CLIENT_A, CLIENT_B } from '../testing/fixture';
import { call, json, login, signedInApp, TEST_SECRET, XSRF } from '../testing/helpers';

interface ErrorBody {
  errors: { type: string; code: string; displayMessage: string; reference: string }[];
}

const fx = signedInApp('admin');

function expectCleanError(text: string): void {
  expect(text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|Error:/);
}

describe('error bodies', () => {
  it('answers malformed JSON with 400 and the error body', async () => {
    const res = await call(fx.server, 'POST', '/api/nv/country', { token: fx.tokens.admin, raw: '{"name": ' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expectCleanError(text);
    const body = JSON.parse(text) as ErrorBody;
    expect(body.errors[0]).toMatchObject({
      type: 'BAD_REQUEST',
      code: 'BAD_JSON',
      displayMessage: expect.any(String),
      reference: expect.any(String),
    });
  });

  it('answers deeply nested JSON with 400 naming the body, not a 500 (signed in)', async () => {
    const deep = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await call(fx.server, 'POST', '/api/nv/country', { token: fx.tokens.admin, raw: deep });
    expect(res.status).toBe(400);
    const text = await res.text();
    expectCleanError(text);
    const body = JSON.parse(text) as { errors: { code: string; field?: string }[] };
    expect(body.errors[0]).toMatchObject({ code: 'TOO_DEEP', field: 'body' });
  });

  it('checks XSRF before it reads a deeply nested body, for an anonymous caller', async () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const res = await call(fx.server, 'POST', '/api/nv/country', { raw: deep, xsrf: false });
    expect(res.status).toBe(403);
    const anonymous = await call(fx.server, 'POST', '/api/nv/country', { raw: deep });
    expect(anonymous.status).toBeLessThan(500);
  });

  it('accepts nesting up to the cap, and brackets inside strings do not count', async () => {
    const { jsonDepthExceeds, JSON_MAX_DEPTH } = await import('./body');
    const at = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(jsonDepthExceeds(at(JSON_MAX_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(at(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '['.repeat(1000), t: 'a\\"[[[' }))).toBe(false);
  });

  it('answers an oversize body with 413 and the error body', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(fx.server, 'POST', '/api/nv/country', { token: fx.tokens.admin, raw: big });
    expect(res.status).toBe(413);
    const text = await res.text();
    expectCleanError(text);
    expect((JSON.parse(text) as ErrorBody).errors[0]?.code).toBe('TOO_LARGE');
  });

  it('refuses ids that are not decimal (0x10, 1e1, +16) in paths and filters', async () => {
    const ok = await call(fx.server, 'GET', '/api/nv/country/1', { token: fx.tokens.admin });
    expect(ok.status).toBe(200);
    for (const id of ['0x1', '1e0', '+1', '01', '1.0', '%201']) {
      const res = await call(fx.server, 'GET', `/api/nv/country/${id}`, { token: fx.tokens.admin });
      expect(res.status, id).toBe(404);
    }
    const filter = await call(fx.server, 'GET', '/api/nv/country?id=0x1', { token: fx.tokens.admin });
    expect(filter.status).toBe(400);
    // the hand-written routes that take an id read it the same way (issue 33 item 8, tried again)
    const admin = { token: fx.tokens.admin };
    for (const id of ['0x1', '1e0', '+1', '01']) {
      expect((await call(fx.server, 'GET', `/api/deliveries/${id}/history`, admin)).status, id).toBe(404);
      expect((await call(fx.server, 'GET', `/api/files/${id}`, admin)).status, id).toBe(404);
      const password = await call(fx.server, 'POST', `/api/users/${id}/password`, {
        ...admin,
        body: { password: 'a long enough password' },
      });
      expect(password.status, id).toBe(404);
    }
  });

  it('answers an unknown API route with a 404 error body', async () => {
    const res = await call(fx.server, 'GET', '/api/no-such-thing', { token: fx.tokens.admin });
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('NO_ROUTE');
  });

  it('answers a statement Postgres ended at its timeout with 503 STATEMENT_TIMEOUT', async () => {
    const app = createApp({ db: fx.server.db, config: defaultConfig({ tokenSecret: TEST_SECRET }) });
    app.get('/api-slow', () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('canceling statement'), { code: '57014' }) });
    });
    const res = await app.request('/api-slow');
    expect(res.status).toBe(503);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('STATEMENT_TIMEOUT');
  });

  it('never sends a stack trace for an unexpected error, and logs it with the reference', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    const app = createApp({ db: fx.server.db, config: defaultConfig({ tokenSecret: TEST_SECRET }), logger });
    app.get('/api-boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.request('/api-boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expectCleanError(text);
    const reference = (JSON.parse(text) as ErrorBody).errors[0]?.reference ?? '';
    expect(res.headers.get('x-request-id')).toBe(reference);
    const logged = lines.map((l) => JSON.parse(l) as { requestId?: string; msg: string; level: number });
    expect(logged.find((l) => l.msg === 'unexpected error')).toMatchObject({ requestId: reference, level: 50 });
  });
});

describe('dashboard endpoints', () => {
  it('records dashboard activity and reports the queue and minimum version', async () => {
    await fx.server.db.query(
      (await import('drizzle-orm'))
        .sql`insert into dashboard_state (key, value) values ('minDashboardVersion', '1.2.0') on conflict (key) do update set value = excluded.value`,
    );
    const token = await login(fx.server, 'client-user@demo.test');
    const res = await call(fx.server, 'POST', '/api/nv/dashboard-activity', {
      token,
      body: {
        page: '/d/deliveries/all',
        queryParams: { date: '2026-11-21' },
        isEditing: false,
        isEditPage: false,
        resourceName: 'deliveries',
        resourceId: null,
      },
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { queueLength: number; queueServers: number; minDashboardVersion: string } }>(
      res,
    );
    expect(data).toEqual({
      queueLength: expect.any(Number),
      queueServers: 1,
      minDashboardVersion: '1.2.0',
      customerChangeRequests: expect.any(Number),
      deliveryCustomerChangeRequests: expect.any(Number),
    });
    expect(data.queueLength).toBeGreaterThanOrEqual(1);
    expect((await call(fx.server, 'POST', '/api/nv/dashboard-activity', { body: {} })).status).toBe(401);
  });

  it('counts the customer changes its page opens on (today’s cancellations by client or customer), inside the user scope', async () => {
    const base = (
      await json<{ data: Record<string, unknown> }>(
        await call(fx.server, 'GET', '/api/deliveries/1', { token: fx.tokens.admin }),
      )
    ).data;
    const {
      id: _id,
      version: _version,
      createdAt: _created,
      updatedAt: _updated,
      historical: _historical,
      ...fields
    } = base;
    // the operator's today, as the server counts it (the machine's date differs from 13:00 UTC in Sydney)
    const today = operatorToday();
    for (const [clientId, by, date] of [
      [CLIENT_A, 'customer', today],
      [CLIENT_B, 'client', today],
      // another day is not on the page the badge opens, so it is not counted
      [CLIENT_B, 'client', '2099-01-01'],
    ] as const) {
      const history = [{ status: 'cancelled', at: `${date}T08:00:00Z`, by }];
      const body = {
        ...fields,
        clientId,
        reference: `CHANGE-${by}-${date}`,
        date,
        status: 'cancelled',
        statusHistory: history,
      };
      expect((await call(fx.server, 'POST', '/api/deliveries', { token: fx.tokens.admin, body })).status).toBe(201);
    }
    type Counts = { customerChangeRequests: number; deliveryCustomerChangeRequests: number };
    const counts = async (token: string) =>
      (await json<{ data: Counts }>(await call(fx.server, 'POST', '/api/nv/dashboard-activity', { token, body: {} })))
        .data;
    expect((await counts(fx.tokens.admin)).customerChangeRequests).toBe(2);
    expect(await counts(await login(fx.server, 'client-user@demo.test'))).toMatchObject({
      customerChangeRequests: 1,
      deliveryCustomerChangeRequests: 1,
    });
    expect((await counts(await login(fx.server, 'driver@demo.test'))).customerChangeRequests).toBe(0);
  });

  it('prefers MIN_DASHBOARD_VERSION from the configuration', async () => {
    const app = createApp({
      db: fx.server.db,
      config: defaultConfig({ tokenSecret: TEST_SECRET, minDashboardVersion: '9.9.9' }),
    });
    const res = await app.request('/api/nv/dashboard-activity', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fx.tokens.admin}`,
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect((await json<{ data: { minDashboardVersion: string } }>(res)).data.minDashboardVersion).toBe('9.9.9');
  });

  it('stores a system error with or without a session and returns its id', async () => {
    const anonymous = await call(fx.server, 'POST', '/api/nv/system-error', {
      body: {
        httpMethod: 'GET',
        uri: '/d/overview',
        ipAddress: '10.0.0.9',
        request: '{}',
        response: 'x'.repeat(100_000),
        stackTrace: 'TypeError: boom',
        queryString: 'a=1',
      },
    });
    expect(anonymous.status).toBe(201);
    const first = (await json<{ data: { id: number } }>(anonymous)).data.id;
    expect(first).toBeGreaterThan(0);
    const signedIn = await call(fx.server, 'POST', '/api/nv/system-error', {
      token: fx.tokens.admin,
      body: { uri: '/x', stackTrace: 'Error' },
    });
    expect((await json<{ data: { id: number } }>(signedIn)).data.id).toBeGreaterThan(first);
    const { sql } = await import('drizzle-orm');
    const rows = await fx.server.db.query<{ len: number }>(
      sql`select length(response)::int as len from system_errors where id = ${first}`,
    );
    expect(rows[0]?.len).toBe(20_000);
    // the address is the caller's (no socket under app.request), never the one the body names
    const stored = await fx.server.db.query<{ ip: string }>(
      sql`select ip_address as ip from system_errors where id = ${first}`,
    );
    expect(stored[0]?.ip).toBe('unknown');
    const odd = await call(fx.server, 'POST', '/api/nv/system-error', { body: { isEditing: 'nope', httpMethod: 12 } });
    expect(odd.status).toBe(201);
    const notObject = await call(fx.server, 'POST', '/api/nv/system-error', { raw: '[1,2]' });
    expect(notObject.status).toBe(400);
  });

  it('stores a system error sent twice with one Idempotency-Key once', async () => {
    const send = () =>
      call(fx.server, 'POST', '/api/nv/system-error', {
        headers: { 'idempotency-key': 'err-1' },
        body: { uri: '/twice' },
      });
    const a = await json<{ data: { id: number } }>(await send());
    const b = await json<{ data: { id: number } }>(await send());
    expect(b.data.id).toBe(a.data.id);
    const { sql } = await import('drizzle-orm');
    const rows = await fx.server.db.query<{ n: number }>(
      sql`select count(*)::int as n from system_errors where uri = '/twice'`,
    );
    expect(rows[0]?.n).toBe(1);
    await pruneIdempotencyKeys(fx.server.db, 0);
    const left = await fx.server.db.query<{ n: number }>(sql`select count(*)::int as n from idempotency_keys`);
    expect(left[0]?.n).toBe(0);
  });
});

describe('E2E hooks', () => {
  it('are absent unless enabled', async () => {
    expect((await call(fx.server, 'POST', '/api/test/reset-rate-limits')).status).toBe(404);
    const res = await call(fx.server, 'PATCH', '/api/nv/country/1', {
      token: fx.tokens.admin,
      headers: { 'x-test-drop-response': '1' },
      body: { version: 999 },
    });
    expect(res.status).toBe(409);
  });

  it('commit the write and drop the response when asked, and the replay returns the stored answer', async () => {
    const app = createApp({ db: fx.server.db, config: defaultConfig({ tokenSecret: TEST_SECRET, e2eHooks: true }) });
    const hooked: TestServer = { ...fx.server, app };
    const current = (
      await json<{ data: { version: number } }>(
        await call(hooked, 'GET', '/api/nv/state/1', { token: fx.tokens.admin }),
      )
    ).data;
    const send = (drop: boolean) =>
      call(hooked, 'PATCH', '/api/nv/state/1', {
        token: fx.tokens.admin,
        headers: { 'idempotency-key': 'drop-1', ...(drop ? { 'x-test-drop-response': '1' } : {}) },
        body: { version: current.version, name: 'Victoria (dropped ack)' },
      });
    const lost = await send(true);
    expect(lost.status).toBe(503);
    expect(await lost.text()).toBe('');
    const replay = await send(false);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await json<{ data: { version: number; name: string } }>(replay)).data).toMatchObject({
      version: current.version + 1,
      name: 'Victoria (dropped ack)',
    });
    expect((await call(hooked, 'POST', '/api/test/reset-rate-limits', { xsrf: false })).status).toBe(200);
  });
});

describe('demo image store', () => {
  it('draws logos and proof-of-delivery photos for signed-in users only, from safe names only', async () => {
    expect((await call(fx.server, 'GET', '/api/images/pod/12.jpg')).status).toBe(401);
    const photo = await call(fx.server, 'GET', '/api/images/pod/12.jpg', { token: fx.tokens.admin });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(photo.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await photo.text()).toMatch(/^<svg /);
    const logo = await (
      await call(fx.server, 'GET', '/api/images/logos/harvest-box.png', { token: fx.tokens.admin })
    ).text();
    expect(logo).toContain('>HB</text>');
    expect((await call(fx.server, 'GET', '/api/images/pod/%3Cscript%3E.jpg', { token: fx.tokens.admin })).status).toBe(
      404,
    );
    expect((await call(fx.server, 'GET', '/api/images/secrets/a.png', { token: fx.tokens.admin })).status).toBe(404);
  });
});
