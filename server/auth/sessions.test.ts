/**
 * Sessions that end when they should (issue 33 items 3-5): the flex token is short-lived, single
 * use and bound to the token version and two-factor; a password change, a manager's reset or a
 * disable ends earlier tokens; adopting a session never replaces another user's live one.
 */
import { describe, expect, it } from 'vitest';
import { call, json, login, signedInApp, TEST_SECRET } from '../testing/helpers';
import { TWOFA_SECRET } from '../testing/fixture';
import { mintFlexToken, signToken } from './tokens';
import { totp } from './totp';

const fx = signedInApp('admin');

interface ErrorBody {
  errors: { code: string; field?: string; displayMessage: string }[];
}
interface UserRec {
  id: number;
  version: number;
  status: string;
}

const me = (token: string) => call(fx.server, 'GET', '/api/current-user', { token });
const userByEmail = async (email: string) => {
  const res = await call(fx.server, 'GET', `/api/users?limit=-1&email=${encodeURIComponent(email)}`, {
    token: fx.tokens.admin,
  });
  const found = (await json<{ data: (UserRec & { email: string })[] }>(res)).data.find((u) => u.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found;
};
const flex = (userIdentity: string, flexToken: string, twofa?: string) =>
  call(fx.server, 'POST', '/api/flex/authenticate', { xsrf: false, body: { userIdentity, flexToken, twofa } });

/** A fresh client user with a password, so nothing here touches a shared demo log-in. */
async function freshUser(email: string): Promise<UserRec> {
  const res = await call(fx.server, 'POST', '/api/users', {
    token: fx.tokens.admin,
    body: {
      email,
      name: 'Session Person',
      role: 'client-user',
      clientIds: [8],
      clientId: 8,
      contractorId: null,
      features: {},
      phone: null,
      status: 'active',
      twofaEnabled: false,
      password: 'first password',
    },
  });
  expect(res.status).toBe(201);
  return (await json<{ data: UserRec }>(res)).data;
}

describe('flex log-in token', () => {
  it('signs in once: the same token is refused the second time', async () => {
    const user = await userByEmail('user@demo.test');
    const token = await mintFlexToken(TEST_SECRET, user.id, 0);
    const first = await flex('user@demo.test', token);
    expect(first.status).toBe(200);
    expect((await me((await json<{ access_token: string }>(first)).access_token)).status).toBe(200);
    expect((await flex('user@demo.test', token)).status).toBe(401);
  });

  it('is refused when expired, for another user, unsigned, or as a session token (and vice versa)', async () => {
    const user = await userByEmail('user@demo.test');
    expect(
      (await flex('user@demo.test', await mintFlexToken(TEST_SECRET, user.id, 0, Date.now() - 6 * 60_000))).status,
    ).toBe(401);
    expect((await flex('admin@demo.test', await mintFlexToken(TEST_SECRET, user.id, 0))).status).toBe(401);
    expect((await flex('user@demo.test', await mintFlexToken('another-secret', user.id, 0))).status).toBe(401);
    expect((await flex('user@demo.test', await signToken(TEST_SECRET, user.id, 0))).status).toBe(401);
    expect((await me(await mintFlexToken(TEST_SECRET, user.id, 0))).status).toBe(401);
    // the old HMAC-of-the-e-mail form is gone
    expect((await flex('user@demo.test', 'a'.repeat(64))).status).toBe(401);
  });

  it('does not skip two-factor: without the code it is refused and not spent, with the code it signs in', async () => {
    const user = await userByEmail('twofa@demo.test');
    const token = await mintFlexToken(TEST_SECRET, user.id, 0);
    const bare = await flex('twofa@demo.test', token);
    expect(bare.status).toBe(401);
    expect((await json<ErrorBody>(bare)).errors[0]?.code).toBe('TWOFA_REQUIRED');
    expect((await json<ErrorBody>(await flex('twofa@demo.test', token, '000000'))).errors[0]?.code).toBe(
      'TWOFA_INVALID',
    );
    expect((await flex('twofa@demo.test', token, totp(TWOFA_SECRET))).status).toBe(200);
  });

  it('cannot be minted through the API: the end-to-end suite’s hook is not mounted on a real server', async () => {
    const res = await call(fx.server, 'POST', '/api/test/flex-token', {
      token: fx.tokens.admin,
      body: { email: 'admin@demo.test' },
    });
    expect(res.status).toBe(404);
  });

  it('is refused for a disabled account and after a password change', async () => {
    const person = await freshUser('flex.person@demo.test');
    const early = await mintFlexToken(TEST_SECRET, person.id, 0);
    const reset = await call(fx.server, 'POST', `/api/users/${person.id}/password`, {
      token: fx.tokens.admin,
      body: { password: 'second password' },
    });
    expect(reset.status).toBe(200);
    expect((await flex('flex.person@demo.test', early)).status).toBe(401);
    const current = await userByEmail('flex.person@demo.test');
    const disable = await call(fx.server, 'PATCH', `/api/users/${person.id}`, {
      token: fx.tokens.admin,
      body: { version: current.version, status: 'disabled' },
    });
    expect(disable.status).toBe(200);
    // even a token at the newest version
    for (const version of [1, 2, 3]) {
      expect((await flex('flex.person@demo.test', await mintFlexToken(TEST_SECRET, person.id, version))).status).toBe(
        401,
      );
    }
  });
});

describe('sessions end when the password changes', () => {
  it('one’s own change ends the other sessions and keeps this one on a new token', async () => {
    await freshUser('own.change@demo.test');
    const here = await login(fx.server, 'own.change@demo.test', 'first password');
    const elsewhere = await login(fx.server, 'own.change@demo.test', 'first password');
    const res = await call(fx.server, 'POST', '/api/current-user/password', {
      token: here,
      body: { currentPassword: 'first password', newPassword: 'second password' },
    });
    expect(res.status).toBe(200);
    const renewed = (await json<{ data: { access_token: string } }>(res)).data.access_token;
    expect(res.headers.get('set-cookie')).toContain(`depot-session=${renewed}`);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(401);
    expect((await me(renewed)).status).toBe(200);
  });

  it('a manager’s reset and a disable end every session; enabling again does not revive them', async () => {
    const person = await freshUser('reset.me@demo.test');
    const before = await login(fx.server, 'reset.me@demo.test', 'first password');
    const reset = await call(fx.server, 'POST', `/api/users/${person.id}/password`, {
      token: fx.tokens.admin,
      body: { password: 'second password' },
    });
    expect(reset.status).toBe(200);
    expect((await me(before)).status).toBe(401);
    const after = await login(fx.server, 'reset.me@demo.test', 'second password');
    expect((await me(after)).status).toBe(200);
    const current = await userByEmail('reset.me@demo.test');
    const off = await call(fx.server, 'PATCH', `/api/users/${person.id}`, {
      token: fx.tokens.admin,
      body: { version: current.version, status: 'disabled' },
    });
    expect(off.status).toBe(200);
    const on = await call(fx.server, 'PATCH', `/api/users/${person.id}`, {
      token: fx.tokens.admin,
      body: { version: (await json<{ data: UserRec }>(off)).data.version, status: 'active' },
    });
    expect(on.status).toBe(200);
    expect((await me(after)).status).toBe(401);
    expect((await me(await login(fx.server, 'reset.me@demo.test', 'second password'))).status).toBe(200);
  });

  it('logout still ends just that session', async () => {
    const one = await login(fx.server, 'dashboard-only@demo.test');
    const two = await login(fx.server, 'dashboard-only@demo.test');
    expect((await call(fx.server, 'POST', '/api/logout', { token: one })).status).toBe(200);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(200);
  });
});

describe('POST /api/session never replaces another user’s live session', () => {
  const adopt = (bearer: string, cookie?: string) =>
    call(fx.server, 'POST', '/api/session', {
      token: bearer,
      headers: cookie ? { cookie: `depot-session=${cookie}` } : {},
    });

  it('answers 409 with a readable message, setting no cookie', async () => {
    const live = await login(fx.server, 'client-admin@demo.test');
    const other = await login(fx.server, 'client-user@demo.test');
    const res = await adopt(other, live);
    expect(res.status).toBe(409);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('depot-session=');
    const body = await json<ErrorBody & { signedInAs: { name: string } }>(res);
    expect(body.errors[0]?.code).toBe('SESSION_CONFLICT');
    expect(body.errors[0]?.displayMessage).toMatch(/signed in as Demo client-admin/);
    expect(body.signedInAs.name).toBe('Demo client-admin');
  });

  it('adopts a token of the same user, or over a cookie that is no live session', async () => {
    const live = await login(fx.server, 'client-user@demo.test');
    const same = await login(fx.server, 'client-user@demo.test');
    expect((await adopt(same, live)).status).toBe(200);
    const ended = await login(fx.server, 'client-admin@demo.test');
    expect((await call(fx.server, 'POST', '/api/logout', { token: ended })).status).toBe(200);
    const res = await adopt(same, ended);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain(`depot-session=${same}`);
    expect((await adopt(same)).status).toBe(200);
  });
});

describe('no log-in replaces another user’s live session, and no foreign page logs a browser in (log-in CSRF)', () => {
  /** The session cookie an answer sets, if any (the middleware may set the live one again, never another). */
  const sessionSet = (res: Response) => /(?:^|, )depot-session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const passwordLogIn = (email: string, cookie: string) =>
    call(fx.server, 'POST', '/api/authenticate', {
      xsrf: false,
      headers: { cookie: `depot-session=${cookie}` },
      body: { email, password: 'demo1234', twofa: null },
    });

  it('a password log-in for someone else over a live session answers 409 and sets no cookie; the same user goes on', async () => {
    const live = await login(fx.server, 'client-admin@demo.test');
    const res = await passwordLogIn('client-user@demo.test', live);
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('SESSION_CONFLICT');
    expect([undefined, live]).toContain(sessionSet(res));
    expect((await me(live)).status).toBe(200);
    expect((await passwordLogIn('client-admin@demo.test', live)).status).toBe(200);
    expect((await call(fx.server, 'POST', '/api/logout', { token: live })).status).toBe(200);
    expect((await passwordLogIn('client-user@demo.test', live)).status).toBe(200);
  });

  it('a flex log-in for someone else over a live session answers 409 without spending the token', async () => {
    const person = await freshUser('flex.conflict@demo.test');
    const token = await mintFlexToken(TEST_SECRET, person.id, 0);
    const live = await login(fx.server, 'client-admin@demo.test');
    const refused = await call(fx.server, 'POST', '/api/flex/authenticate', {
      xsrf: false,
      headers: { cookie: `depot-session=${live}` },
      body: { userIdentity: 'flex.conflict@demo.test', flexToken: token },
    });
    expect(refused.status).toBe(409);
    expect([undefined, live]).toContain(sessionSet(refused));
    expect((await flex('flex.conflict@demo.test', token)).status).toBe(200);
  });

  it('refuses a log-in a foreign page could send: a form body (text/plain, url-encoded, multipart) or a cross-site request', async () => {
    const attacker = JSON.stringify({ email: 'client-user@demo.test', password: 'demo1234', twofa: '' });
    for (const [path, type] of [
      ['/api/authenticate', 'text/plain'],
      ['/api/authenticate', 'application/x-www-form-urlencoded'],
      ['/api/authenticate', 'multipart/form-data; boundary=x'],
      ['/api/flex/authenticate', 'text/plain'],
    ] as const) {
      const res = await call(fx.server, 'POST', path, {
        xsrf: false,
        raw: attacker,
        headers: { 'content-type': type },
      });
      expect(res.status, `${path} ${type}`).toBe(415);
      expect((await json<ErrorBody>(res)).errors[0]?.field, type).toBe('content-type');
      expect(sessionSet(res)).toBeUndefined();
    }
    const crossSite = await call(fx.server, 'POST', '/api/authenticate', {
      xsrf: false,
      raw: attacker,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await json<ErrorBody>(crossSite)).errors[0]?.code).toBe('CROSS_SITE');
    // the app's own call (same origin, JSON) still signs in
    const own = await call(fx.server, 'POST', '/api/authenticate', {
      xsrf: false,
      raw: attacker,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' },
    });
    expect(own.status).toBe(200);
  });
});
