import { describe, expect, it } from 'vitest';
import { call, json, login, signedInApp, TEST_SECRET } from '../testing/helpers';
import { TWOFA_SECRET } from '../testing/fixture';
import { mintFlexToken, signToken } from './tokens';
import { totp } from './totp';

const fx = signedInApp();

interface ErrorBody {
  errors: { type: string; code: string; displayMessage: string; reference: string }[];
}

const authenticate = (body: unknown, address = '10.0.0.1') =>
  call(fx.server, 'POST', '/api/authenticate', { body, xsrf: false, headers: { 'x-forwarded-for': address } });

describe('POST /api/authenticate', () => {
  it('returns an access token for the right password', async () => {
    const res = await authenticate({ email: 'admin@demo.test', password: 'demo1234', twofa: null, adminVersion: '1' });
    expect(res.status).toBe(200);
    const body = await json<{ access_token: string }>(res);
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await authenticate({ email: 'Client-Admin@Demo.Test', password: 'demo1234' });
    expect(res.status).toBe(200);
  });

  it('answers 401 with the same message for a bad password and an unknown user', async () => {
    const bad = await authenticate({ email: 'user@demo.test', password: 'wrong' }, '10.0.0.2');
    const unknown = await authenticate({ email: 'nobody@demo.test', password: 'wrong' }, '10.0.0.2');
    expect(bad.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await json<ErrorBody>(bad);
    const b = await json<ErrorBody>(unknown);
    expect(a.errors[0]?.displayMessage).toBe(b.errors[0]?.displayMessage);
    expect(a.errors[0]?.code).toBe('BAD_CREDENTIALS');
    expect(a.errors[0]?.reference).toMatch(/\w+/);
    expect(JSON.stringify(a)).not.toContain('access_token');
  });

  it('answers 400 when fields are missing', async () => {
    const res = await authenticate({ email: 'admin@demo.test' });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('MISSING_FIELDS');
  });

  it('slows one account from one address after 5 failures, progressively, without locking the account for others', async () => {
    const email = 'dashboard-only@demo.test';
    for (let i = 0; i < 5; i++) {
      const res = await authenticate({ email, password: `wrong${i}` }, '10.1.0.1');
      expect(res.status).toBe(401);
    }
    const limited = await authenticate({ email, password: 'demo1234' }, '10.1.0.1');
    expect(limited.status).toBe(429);
    expect((await json<ErrorBody>(limited)).errors[0]?.code).toBe('RATE_LIMITED');
    const first = Number(limited.headers.get('retry-after'));
    expect(first).toBeGreaterThan(20);
    // A stranger's failures do not lock the owner out: the right password from elsewhere works.
    expect((await authenticate({ email, password: 'demo1234' }, '10.1.0.2')).status).toBe(200);
    // Once the wait is over (simulated by ending it in the store), the next failure waits twice as long.
    const { sql } = await import('drizzle-orm');
    await fx.server.db.query(sql`delete from rate_limits where key like 'login-delay:%'`);
    expect((await authenticate({ email, password: 'wrong-again' }, '10.1.0.1')).status).toBe(401);
    const second = await authenticate({ email, password: 'demo1234' }, '10.1.0.1');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(first * 1.5);
    // A success from the address clears its count.
    await fx.server.db.query(sql`delete from rate_limits where key like 'login-delay:%'`);
    expect((await authenticate({ email, password: 'demo1234' }, '10.1.0.1')).status).toBe(200);
    expect((await authenticate({ email, password: 'wrong' }, '10.1.0.1')).status).toBe(401);
    expect((await authenticate({ email, password: 'demo1234' }, '10.1.0.1')).status).toBe(200);
  });

  it('rate-limits an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) await authenticate({ email: `guess${i}@demo.test`, password: 'x' }, '10.2.0.1');
    const res = await authenticate({ email: 'admin-dashboard-only@demo.test', password: 'demo1234' }, '10.2.0.1');
    expect(res.status).toBe(429);
    const other = await authenticate({ email: 'admin-dashboard-only@demo.test', password: 'demo1234' }, '10.2.0.2');
    expect(other.status).toBe(200);
  });

  it('asks for a two-factor code and accepts a valid one', async () => {
    const required = await authenticate({ email: 'twofa@demo.test', password: 'demo1234', twofa: null }, '10.3.0.1');
    expect(required.status).toBe(401);
    expect((await json<ErrorBody>(required)).errors[0]?.code).toBe('TWOFA_REQUIRED');
    const wrong = await authenticate({ email: 'twofa@demo.test', password: 'demo1234', twofa: '000000' }, '10.3.0.1');
    expect(wrong.status).toBe(401);
    expect((await json<ErrorBody>(wrong)).errors[0]?.code).toBe('TWOFA_INVALID');
    const code = totp(TWOFA_SECRET);
    const ok = await authenticate({ email: 'twofa@demo.test', password: 'demo1234', twofa: code }, '10.3.0.1');
    expect(ok.status).toBe(200);
    // The same code works once only.
    const again = await authenticate({ email: 'twofa@demo.test', password: 'demo1234', twofa: code }, '10.3.0.9');
    expect(again.status).toBe(401);
    expect((await json<ErrorBody>(again)).errors[0]?.code).toBe('TWOFA_INVALID');
    // The secret is stored encrypted.
    const { sql } = await import('drizzle-orm');
    const rows = await fx.server.db.query<{ s: string }>(
      sql`select twofa_secret as s from credentials where twofa_secret is not null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.s.startsWith('gcm1.') && !r.s.includes(TWOFA_SECRET))).toBe(true);
  });

  it('upgrades an old scrypt hash to argon2id at the next log-in', async () => {
    const { randomBytes, scryptSync } = await import('node:crypto');
    const { sql } = await import('drizzle-orm');
    const salt = randomBytes(16);
    const legacy = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64'),
      scryptSync('demo1234', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    await fx.server.db.query(
      sql`update credentials set password_hash = ${legacy} where user_id = (select id from r_users where data->>'email' = 'contractor@demo.test')`,
    );
    expect((await authenticate({ email: 'contractor@demo.test', password: 'demo1234' }, '10.4.0.1')).status).toBe(200);
    const rows = await fx.server.db.query<{ h: string }>(
      sql`select password_hash as h from credentials where user_id = (select id from r_users where data->>'email' = 'contractor@demo.test')`,
    );
    expect(rows[0]?.h.startsWith('$argon2id$')).toBe(true);
    expect((await authenticate({ email: 'contractor@demo.test', password: 'demo1234' }, '10.4.0.1')).status).toBe(200);
  });

  it('sets the session as an HttpOnly SameSite=Strict cookie, with a readable marker holding no credential', async () => {
    const res = await authenticate({ email: 'admin@demo.test', password: 'demo1234' }, '10.5.0.1');
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('depot-session='));
    const marker = cookies.find((c) => c.startsWith('depot-session-id='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    // 100 hours, counted from the token's expiry: a second may pass between issuing and counting
    const maxAge = Number(/Max-Age=(\d+)/.exec(session ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(359_990);
    expect(maxAge).toBeLessThanOrEqual(360_000);
    expect(marker).not.toMatch(/HttpOnly/);
    const token = (await json<{ access_token: string }>(res)).access_token;
    expect(marker).not.toContain(token.split('.')[2]);
    // The cookie alone authenticates reads; writes still need the XSRF pair.
    const cookie = `depot-session=${token}`;
    expect((await call(fx.server, 'GET', '/api/current-user', { headers: { cookie }, xsrf: false })).status).toBe(200);
    expect(
      (await call(fx.server, 'POST', '/api/nv/dashboard-activity', { headers: { cookie }, xsrf: false, body: {} }))
        .status,
    ).toBe(403);
  });

  it('moves a Bearer session into the cookie on POST /api/session', async () => {
    const token = await login(fx.server, 'client-user@demo.test');
    const res = await call(fx.server, 'POST', '/api/session', { token });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('depot-session='))).toMatch(/HttpOnly/);
    expect((await call(fx.server, 'POST', '/api/session')).status).toBe(401);
  });
});

describe('tokens and current user', () => {
  it('returns the current user with permissions and features', async () => {
    const token = await login(fx.server, 'client-admin@demo.test');
    const res = await call(fx.server, 'GET', '/api/current-user?fields=*', { token });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: Record<string, unknown> }>(res);
    expect(data).toMatchObject({
      email: 'client-admin@demo.test',
      role: 'client-admin',
      clientId: 8,
      clientIds: [8],
      userData: { clientIds: [8] },
    });
    expect(data.permissions).toContain('upload-manifest');
    expect(typeof data.id).toBe('number');
    expect(data.features).toEqual({});
  });

  it('reads the token from the depot-session cookie too', async () => {
    const token = await login(fx.server, 'developer@demo.test');
    const res = await call(fx.server, 'GET', '/api/current-user', { headers: { cookie: `depot-session=${token}` } });
    expect(res.status).toBe(200);
    expect((await json<{ data: { features: Record<string, string> } }>(res)).data.features).toEqual({ Developer: '*' });
  });

  it('answers 401 for a missing, bad or expired token', async () => {
    expect((await call(fx.server, 'GET', '/api/current-user')).status).toBe(401);
    expect((await call(fx.server, 'GET', '/api/current-user', { token: 'not.a.token' })).status).toBe(401);
    const forged = await signToken('another-secret', 1, 0);
    expect((await call(fx.server, 'GET', '/api/current-user', { token: forged })).status).toBe(401);
    const expired = await signToken(TEST_SECRET, 1, 0, Date.now() - 101 * 3600_000);
    const res = await call(fx.server, 'GET', '/api/current-user', { token: expired });
    expect(res.status).toBe(401);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('UNAUTHORIZED');
  });

  it('logs in through flex with a token minted from the secret', async () => {
    const ok = await call(fx.server, 'POST', '/api/flex/authenticate', {
      xsrf: false,
      body: { userIdentity: 'user@demo.test', flexToken: await mintFlexToken(TEST_SECRET, 3, 0) },
    });
    expect(ok.status).toBe(200);
    expect((await json<{ access_token: string }>(ok)).access_token).toBeTruthy();
    const bad = await call(fx.server, 'POST', '/api/flex/authenticate', {
      xsrf: false,
      body: { userIdentity: 'user@demo.test', flexToken: 'abc' },
    });
    expect(bad.status).toBe(401);
  });

  it('logs out: clears the cookie and ends that session only', async () => {
    const token = await login(fx.server, 'user@demo.test');
    const other = await login(fx.server, 'user@demo.test');
    const res = await call(fx.server, 'POST', '/api/logout', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/depot-session=;/);
    expect((await call(fx.server, 'GET', '/api/current-user', { token })).status).toBe(401);
    expect((await call(fx.server, 'GET', '/api/current-user', { token: other })).status).toBe(200);
    expect((await call(fx.server, 'POST', '/api/logout')).status).toBe(200);
  });
});

describe('XSRF', () => {
  it('sets the XSRF-TOKEN cookie when the request has none', async () => {
    const res = await call(fx.server, 'GET', '/api/health', { xsrf: false });
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax/);
    expect(res.headers.get('set-cookie')).not.toMatch(/HttpOnly/i);
  });

  it('rejects a state-changing call without the matching header', async () => {
    const token = await login(fx.server, 'admin@demo.test');
    const missing = await call(fx.server, 'POST', '/api/logout', { token, xsrf: false });
    expect(missing.status).toBe(403);
    expect((await json<ErrorBody>(missing)).errors[0]?.code).toBe('XSRF');
    const mismatch = await call(fx.server, 'POST', '/api/logout', {
      token,
      xsrf: false,
      headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'b' },
    });
    expect(mismatch.status).toBe(403);
  });
});
