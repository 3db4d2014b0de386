import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/helpers';
import { TEST_SECRET, call, json, login, startTestServer } from '../testing/helpers';
import { TWOFA_SECRET } from '../testing/fixture';
import { mintFlexToken, signToken } from './tokens';
import { totp } from './totp';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface ErrorBody {
  errors: { type: string; code: string; displayMessage: string; reference: string }[];
}

const authenticate = (body: unknown, address = '10.0.0.1') =>
  call(server, 'POST', '/api/authenticate', { body, xsrf: false, headers: { 'x-forwarded-for': address } });

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

  it('rate-limits an account after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await authenticate({ email: 'dashboard-only@demo.test', password: `wrong${i}` }, `10.1.0.${i}`);
      expect(res.status).toBe(401);
    }
    const limited = await authenticate({ email: 'dashboard-only@demo.test', password: 'demo1234' }, '10.1.0.99');
    expect(limited.status).toBe(429);
    expect((await json<ErrorBody>(limited)).errors[0]?.code).toBe('RATE_LIMITED');
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
    const ok = await authenticate({ email: 'twofa@demo.test', password: 'demo1234', twofa: totp(TWOFA_SECRET) }, '10.3.0.1');
    expect(ok.status).toBe(200);
  });
});

describe('tokens and current user', () => {
  it('returns the current user with permissions and features', async () => {
    const token = await login(server, 'client-admin@demo.test');
    const res = await call(server, 'GET', '/api/current-user?fields=*', { token });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: Record<string, unknown> }>(res);
    expect(data).toMatchObject({ email: 'client-admin@demo.test', role: 'client-admin', clientId: 8, clientIds: [8], userData: { clientIds: [8] } });
    expect(data.permissions).toContain('upload-manifest');
    expect(typeof data.id).toBe('number');
    expect(data.features).toEqual({});
  });

  it('reads the token from the depot-session cookie too', async () => {
    const token = await login(server, 'developer@demo.test');
    const res = await call(server, 'GET', '/api/current-user', { headers: { cookie: `depot-session=${token}` } });
    expect(res.status).toBe(200);
    expect((await json<{ data: { features: Record<string, string> } }>(res)).data.features).toEqual({ Developer: '*' });
  });

  it('answers 401 for a missing, bad or expired token', async () => {
    expect((await call(server, 'GET', '/api/current-user')).status).toBe(401);
    expect((await call(server, 'GET', '/api/current-user', { token: 'not.a.token' })).status).toBe(401);
    const forged = signToken('another-secret', 1);
    expect((await call(server, 'GET', '/api/current-user', { token: forged })).status).toBe(401);
    const expired = signToken(TEST_SECRET, 1, Date.now() - 101 * 3600_000);
    const res = await call(server, 'GET', '/api/current-user', { token: expired });
    expect(res.status).toBe(401);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('UNAUTHORIZED');
  });

  it('logs in through flex with a token minted from the secret', async () => {
    const ok = await call(server, 'POST', '/api/flex/authenticate', {
      xsrf: false,
      body: { userIdentity: 'user@demo.test', flexToken: mintFlexToken(TEST_SECRET, 'user@demo.test') },
    });
    expect(ok.status).toBe(200);
    expect((await json<{ access_token: string }>(ok)).access_token).toBeTruthy();
    const bad = await call(server, 'POST', '/api/flex/authenticate', { xsrf: false, body: { userIdentity: 'user@demo.test', flexToken: 'abc' } });
    expect(bad.status).toBe(401);
  });

  it('logs out: clears the cookie and ends that session only', async () => {
    const token = await login(server, 'user@demo.test');
    const other = await login(server, 'user@demo.test');
    const res = await call(server, 'POST', '/api/logout', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/depot-session=;/);
    expect((await call(server, 'GET', '/api/current-user', { token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/current-user', { token: other })).status).toBe(200);
    expect((await call(server, 'POST', '/api/logout')).status).toBe(200);
  });
});

describe('XSRF', () => {
  it('sets the XSRF-TOKEN cookie when the request has none', async () => {
    const res = await call(server, 'GET', '/api/health', { xsrf: false });
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax/);
    expect(res.headers.get('set-cookie')).not.toMatch(/HttpOnly/i);
  });

  it('rejects a state-changing call without the matching header', async () => {
    const token = await login(server, 'admin@demo.test');
    const missing = await call(server, 'POST', '/api/logout', { token, xsrf: false });
    expect(missing.status).toBe(403);
    expect((await json<ErrorBody>(missing)).errors[0]?.code).toBe('XSRF');
    const mismatch = await call(server, 'POST', '/api/logout', { token, xsrf: false, headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'b' } });
    expect(mismatch.status).toBe(403);
  });
});
