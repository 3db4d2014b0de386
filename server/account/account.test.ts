import { describe, expect, it } from 'vitest';
import { call, json, login, signedInApp } from '../testing/helpers';

interface UserRec {
  id: number;
  version: number;
  clientId: number | null;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  clientIds: number[];
  status: string;
}
interface Account {
  user: UserRec;
  clients: { id: number; name: string }[];
}
interface ErrorBody {
  errors: { code: string; field?: string; displayMessage: string }[];
}

const fx = signedInApp('admin');

async function account(token: string): Promise<Account> {
  const res = await call(fx.server, 'GET', '/api/current-user/account', { token });
  expect(res.status).toBe(200);
  return (await json<{ data: Account }>(res)).data;
}

/** A fresh client user with a known password, so password changes touch no shared demo log-in. */
async function freshUser(email: string, password = 'first password'): Promise<string> {
  const res = await call(fx.server, 'POST', '/api/users', {
    token: fx.tokens.admin,
    body: {
      email,
      name: 'Fresh Person',
      role: 'client-user',
      clientIds: [8],
      clientId: 8,
      features: {},
      phone: null,
      contractorId: null,
      status: 'active',
      twofaEnabled: false,
      password,
    },
  });
  expect(res.status).toBe(201);
  return login(fx.server, email, password);
}

const fieldsOf = async (res: Response): Promise<string[]> =>
  (await json<ErrorBody>(res)).errors.map((e) => e.field ?? '');

describe('my account: reading', () => {
  it('gives a client user their own record and client names, with no credentials', async () => {
    const token = await login(fx.server, 'client-user@demo.test');
    const res = await call(fx.server, 'GET', '/api/current-user/account', { token });
    const text = await res.text();
    expect(text).not.toMatch(/password|scrypt|twofa_secret/i);
    const { user, clients } = (JSON.parse(text) as { data: Account }).data;
    expect(user.email).toBe('client-user@demo.test');
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((c) => c.name.length > 0 && user.clientIds.includes(c.id))).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call(fx.server, 'GET', '/api/current-user/account')).status).toBe(401);
  });
});

describe('my account: self-service patch of the users record', () => {
  it('lets a client user (no user-management) patch their own name, phone and e-mail', async () => {
    const token = await freshUser('self.patch@demo.test');
    const { user } = await account(token);
    const res = await call(fx.server, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: {
        version: user.version,
        name: 'Renamed Person',
        phone: '+44 7700 900123',
        email: 'Self.Renamed@demo.test',
      },
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: UserRec }>(res);
    expect(data).toMatchObject({
      name: 'Renamed Person',
      phone: '+44 7700 900123',
      email: 'self.renamed@demo.test',
      role: 'client-user',
      clientIds: [8],
      clientId: 8,
    });
    expect(data.version).toBe(user.version + 1);
    expect((await account(token)).user.phone).toBe('+44 7700 900123');
  });

  it('is the same rule for user managers whose own role they could not hand out (contractor)', async () => {
    const token = await login(fx.server, 'contractor@demo.test');
    const { user } = await account(token);
    const res = await call(fx.server, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: { version: user.version, phone: '0800 123' },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: UserRec }>(res)).data).toMatchObject({
      phone: '0800 123',
      role: 'contractor',
      clientId: user.clientId,
    });
  });

  it('refuses an e-mail another user already has, with the field named', async () => {
    const token = await freshUser('self.dup@demo.test');
    const { user } = await account(token);
    const res = await call(fx.server, 'PATCH', `/api/users/${user.id}`, {
      token,
      body: { version: user.version, email: 'admin@demo.test' },
    });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(['email']);
    expect((await account(token)).user.email).toBe('self.dup@demo.test');
  });

  it('refuses every other field of their own record, and moves between clients', async () => {
    const token = await freshUser('self.refused@demo.test');
    const { user } = await account(token);
    for (const body of [
      { role: 'admin' },
      { status: 'disabled' },
      { clientIds: [8, 14] },
      { features: { Developer: '*' } },
      { password: 'sneaky new one' },
      { twofaEnabled: true },
      { clientId: 14 },
      { historical: true },
      { name: 'Ok', role: 'client-admin' },
    ]) {
      const res = await call(fx.server, 'PATCH', `/api/users/${user.id}`, {
        token,
        body: { version: user.version, ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    const after = (await account(token)).user;
    expect(after).toMatchObject({ version: user.version, role: 'client-user', name: 'Fresh Person', status: 'active' });
    expect(await login(fx.server, 'self.refused@demo.test', 'first password')).toBeTruthy();
  });

  it('refuses another user’s record (403) and a full PUT of their own', async () => {
    const token = await login(fx.server, 'client-user@demo.test');
    const me = (await account(token)).user;
    const other = (await account(await login(fx.server, 'other-client@demo.test'))).user;
    const res = await call(fx.server, 'PATCH', `/api/users/${other.id}`, {
      token,
      body: { version: other.version, phone: '123' },
    });
    expect(res.status).toBe(403);
    const put = await call(fx.server, 'PUT', `/api/users/${me.id}`, { token, body: { ...me, phone: '123' } });
    expect(put.status).toBe(403);
    expect((await call(fx.server, 'GET', `/api/users/${me.id}`, { token })).status).toBe(403);
  });

  it('needs the XSRF echo like every state-changing call', async () => {
    const token = await login(fx.server, 'client-user@demo.test');
    const me = (await account(token)).user;
    const res = await call(fx.server, 'PATCH', `/api/users/${me.id}`, {
      token,
      xsrf: false,
      body: { version: me.version, phone: '999' },
    });
    expect(res.status).toBe(403);
    expect((await account(token)).user.phone).toBe(me.phone);
  });
});

describe('my account: password change', () => {
  const change = (token: string, body: Record<string, unknown>, xsrf = true) =>
    call(fx.server, 'POST', '/api/current-user/password', { token, body, xsrf });

  it('changes the password after checking the current one; the old one stops working', async () => {
    const token = await freshUser('pw.ok@demo.test');
    const res = await change(token, { currentPassword: 'first password', newPassword: 'a much better one' });
    expect(res.status).toBe(200);
    expect(await login(fx.server, 'pw.ok@demo.test', 'a much better one')).toBeTruthy();
    const old = await call(fx.server, 'POST', '/api/authenticate', {
      body: { email: 'pw.ok@demo.test', password: 'first password' },
    });
    expect(old.status).toBe(401);
  });

  it('answers 400 naming currentPassword when the current password is wrong, and keeps the old one', async () => {
    const token = await freshUser('pw.wrong@demo.test');
    const res = await change(token, { currentPassword: 'not it at all', newPassword: 'a much better one' });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual(['currentPassword']);
    expect(await login(fx.server, 'pw.wrong@demo.test', 'first password')).toBeTruthy();
  });

  it('answers 400 naming newPassword for a short password or the e-mail itself', async () => {
    const token = await freshUser('pw.weak@demo.test');
    for (const newPassword of ['short', 'PW.Weak@demo.test']) {
      const res = await change(token, { currentPassword: 'first password', newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(await fieldsOf(res)).toEqual(['newPassword']);
    }
    expect(await login(fx.server, 'pw.weak@demo.test', 'first password')).toBeTruthy();
  });

  it('refuses a call without the XSRF echo, and one without a session', async () => {
    const token = await freshUser('pw.xsrf@demo.test');
    expect(
      (await change(token, { currentPassword: 'first password', newPassword: 'a much better one' }, false)).status,
    ).toBe(403);
    expect(
      (
        await call(fx.server, 'POST', '/api/current-user/password', {
          body: { currentPassword: 'x', newPassword: 'y' },
        })
      ).status,
    ).toBe(401);
    expect(await login(fx.server, 'pw.xsrf@demo.test', 'first password')).toBeTruthy();
  });

  it('is rate-limited after repeated wrong current passwords, even for the right one', async () => {
    const token = await freshUser('pw.limit@demo.test');
    for (let i = 0; i < fx.server.config.loginFailuresPerAccount; i += 1) {
      expect((await change(token, { currentPassword: `wrong ${i}`, newPassword: 'a much better one' })).status).toBe(
        400,
      );
    }
    expect((await change(token, { currentPassword: 'first password', newPassword: 'a much better one' })).status).toBe(
      429,
    );
    // The log-in counters are separate: the user can still sign in.
    expect(await login(fx.server, 'pw.limit@demo.test', 'first password')).toBeTruthy();
  });
});

describe("setting another user's password (user managers)", () => {
  const setPassword = (token: string, id: number, body: unknown) =>
    call(fx.server, 'POST', `/api/users/${id}/password`, { token, body });
  const createUser = async (email: string) => {
    const res = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens.admin,
      body: {
        email,
        name: 'No Password Yet',
        role: 'client-user',
        clientIds: [8],
        clientId: 8,
        features: {},
        phone: null,
        contractorId: null,
        status: 'active',
        twofaEnabled: false,
      },
    });
    expect(res.status).toBe(201);
    return (await json<{ data: UserRec }>(res)).data;
  };
  const tryLogin = (email: string, password: string) =>
    call(fx.server, 'POST', '/api/authenticate', { body: { email, password, twofa: null } });

  it('gives a user created without a password one they can log in with', async () => {
    const created = await createUser('set.pw@demo.test');
    expect((await tryLogin('set.pw@demo.test', 'a first password')).status).toBe(401);
    expect((await setPassword(fx.tokens.admin, created.id, { password: 'a first password' })).status).toBe(200);
    expect(await login(fx.server, 'set.pw@demo.test', 'a first password')).toBeTruthy();
    // and again, replacing a forgotten one
    expect((await setPassword(fx.tokens.admin, created.id, { password: 'a second password' })).status).toBe(200);
    expect((await tryLogin('set.pw@demo.test', 'a first password')).status).toBe(401);
  });

  it('holds the password rules, naming the field', async () => {
    const created = await createUser('set.pw.rules@demo.test');
    for (const password of ['short', 'set.pw.rules@demo.test']) {
      const res = await setPassword(fx.tokens.admin, created.id, { password });
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).errors[0]?.field).toBe('password');
    }
  });

  it('is for user managers, within their scope, and never for their own password', async () => {
    const created = await createUser('set.pw.scope@demo.test');
    const clientUser = await login(fx.server, 'client-user@demo.test');
    expect((await setPassword(clientUser, created.id, { password: 'a first password' })).status).toBe(403);
    const contractor = await login(fx.server, 'contractor@demo.test');
    expect((await setPassword(contractor, created.id, { password: 'a first password' })).status).toBe(403);
    const otherClientAdmin = await login(fx.server, 'client-admin@demo.test');
    const adminRecord = (
      await json<{ data: UserRec[] }>(
        await call(fx.server, 'GET', '/api/users?email=admin@demo.test', { token: fx.tokens.admin }),
      )
    ).data[0] as UserRec;
    expect((await setPassword(otherClientAdmin, adminRecord.id, { password: 'a first password' })).status).toBe(404);
    const own = await setPassword(fx.tokens.admin, adminRecord.id, { password: 'a first password' });
    expect(own.status).toBe(403);
    expect((await json<ErrorBody>(own)).errors[0]?.field).toBe('password');
  });
});
