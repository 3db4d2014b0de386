import { beforeAll, describe, expect, it } from 'vitest';
import { call, json, login, signedInApp } from '../testing/helpers';

interface UserRec {
  id: number;
  version: number;
  clientId: number | null;
  email: string;
  role: string;
  clientIds: number[];
  features: Record<string, string>;
  twofaEnabled: boolean;
}

const fx = signedInApp('admin', 'client-admin');

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: 'New Person',
  role: 'client-user',
  clientIds: [8],
  contractorId: null,
  features: {},
  phone: null,
  status: 'active',
  twofaEnabled: false,
  ...extra,
});

describe('users', () => {
  it('never returns credentials and scopes the list to the manager’s clients', async () => {
    const res = await call(fx.server, 'GET', '/api/users?limit=-1', { token: fx.tokens['client-admin'] });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/password|scrypt|twofa_secret/i);
    const { data } = JSON.parse(text) as { data: UserRec[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((u) => u.clientId === 8)).toBe(true);
  });

  it('creates a user with a password that can then log in', async () => {
    const res = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens['client-admin'],
      body: { ...newUser('New.Person@Demo.Test'), password: 'correct horse' },
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: UserRec }>(res);
    expect(data).toMatchObject({ email: 'new.person@demo.test', clientId: 8, role: 'client-user' });
    expect(await login(fx.server, 'new.person@demo.test', 'correct horse')).toBeTruthy();
    const dup = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens.admin,
      body: { ...newUser('new.person@demo.test'), clientId: 8 },
    });
    expect(dup.status).toBe(422);
    const short = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens.admin,
      body: { ...newUser('short@demo.test'), clientId: 8, password: 'abc' },
    });
    expect(short.status).toBe(422);
  });

  it('lets an admin create and edit operator-wide users with no client', async () => {
    const res = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens.admin,
      body: newUser('driver2@demo.test', { role: 'driver', clientIds: [], password: 'drive safely' }),
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: UserRec }>(res);
    expect(data.clientId).toBeNull();
    const patched = await call(fx.server, 'PATCH', `/api/users/${data.id}`, {
      token: fx.tokens.admin,
      body: { version: data.version, name: 'Second Driver' },
    });
    expect(patched.status).toBe(200);
    const roster = await call(fx.server, 'GET', '/api/users?role=driver&limit=-1', {
      token: fx.tokens['client-admin'],
    });
    expect((await json<{ data: UserRec[] }>(roster)).data.map((u) => u.email)).not.toContain('driver2@demo.test');
  });

  it('does not let a client admin hand out admin roles, features or other clients', async () => {
    const asAdmin = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens['client-admin'],
      body: newUser('sneaky@demo.test', { role: 'admin' }),
    });
    expect(asAdmin.status).toBe(403);
    const withFeature = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens['client-admin'],
      body: newUser('sneaky2@demo.test', { features: { Developer: '*' } }),
    });
    expect(withFeature.status).toBe(403);
    const otherClient = await call(fx.server, 'POST', '/api/users', {
      token: fx.tokens['client-admin'],
      body: newUser('sneaky3@demo.test', { clientIds: [8, 14] }),
    });
    expect(otherClient.status).toBe(403);
    const me = (
      await json<{ data: UserRec[] }>(
        await call(fx.server, 'GET', '/api/users?email=client-admin@demo.test', { token: fx.tokens['client-admin'] }),
      )
    ).data[0] as UserRec;
    const promote = await call(fx.server, 'PATCH', `/api/users/${me.id}`, {
      token: fx.tokens['client-admin'],
      body: { version: me.version, role: 'admin' },
    });
    expect(promote.status).toBe(403);
  });
  it('lets a contractor read the drivers who drive for them, and no one else, and change none of them', async () => {
    const contractor = await login(fx.server, 'contractor@demo.test');
    const res = await call(fx.server, 'GET', '/api/users?limit=-1', { token: contractor });
    expect(res.status).toBe(200);
    const seen = (await json<{ data: (UserRec & { name: string; contractorId: number | null })[] }>(res)).data;
    expect(seen.map((u) => u.email)).toEqual(['driver@demo.test']);
    expect(seen[0]?.name).toBe('Demo driver');
    const driver = seen[0] as UserRec;
    const patch = await call(fx.server, 'PATCH', `/api/users/${driver.id}`, {
      token: contractor,
      body: { version: driver.version, phone: '0400 111 222' },
    });
    expect(patch.status).toBe(403);
  });
});

/**
 * The account-takeover paths of issue 30 (item 6), tried as a client-admin of client 8: each is
 * refused with a 403 naming the field, and nothing is saved.
 */
describe('managing users: one rule on every path', () => {
  interface ErrorBody {
    errors: { code: string; field?: string }[];
  }
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(fx.server, method, path, { token: fx.tokens.admin, body });
  const asClientAdmin = (method: string, path: string, body?: unknown) =>
    call(fx.server, method, path, { token: fx.tokens['client-admin'], body });
  const record = async (id: number) =>
    (await json<{ data: UserRec & Record<string, unknown> }>(await asAdmin('GET', `/api/users/${id}`))).data;
  const refused = async (res: Response, field: string) => {
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).errors[0]?.field).toBe(field);
  };
  const create = async (email: string, extra: Record<string, unknown>) => {
    const res = await asAdmin('POST', '/api/users', { ...newUser(email, extra), password: 'demo1234 long' });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ data: UserRec }>(res)).data;
  };
  let admin8: UserRec;
  let dashboard8: UserRec;
  let wide: UserRec;
  let managed: UserRec;
  let me: UserRec;

  beforeAll(async () => {
    // operator accounts whose home client is the client-admin's own, and a client user reaching beyond it
    admin8 = await create('admin8@demo.test', { role: 'admin', clientIds: [], clientId: 8 });
    dashboard8 = await create('dash8@demo.test', { role: 'admin-dashboard-only', clientIds: [8], clientId: 8 });
    wide = await create('wide@demo.test', { role: 'client-user', clientIds: [8, 14], clientId: 8 });
    managed = await create('managed@demo.test', { role: 'client-user', clientIds: [8], clientId: 8 });
    me = (await json<{ data: UserRec[] }>(await asClientAdmin('GET', '/api/users?email=client-admin@demo.test')))
      .data[0] as UserRec;
  });

  it('refuses setting the password of an operator account, and the old one still logs in', async () => {
    await refused(await asClientAdmin('POST', `/api/users/${admin8.id}/password`, { password: 'taken over!' }), 'role');
    await refused(
      await asClientAdmin('POST', `/api/users/${dashboard8.id}/password`, { password: 'taken over!' }),
      'role',
    );
    expect(await login(fx.server, 'admin8@demo.test', 'demo1234 long')).toBeTruthy();
  });

  it('refuses changing an operator account by PATCH or PUT: role, status, password or just the name', async () => {
    const before = await record(admin8.id);
    for (const body of [{ role: 'client-user' }, { status: 'disabled' }, { password: 'taken over!' }, { name: 'X' }])
      await refused(
        await asClientAdmin('PATCH', `/api/users/${admin8.id}`, { version: before.version, ...body }),
        'role',
      );
    const { id: _i, version, clientId: _c, createdAt: _ca, updatedAt: _ua, historical: _h, ...fields } = before;
    await refused(
      await asClientAdmin('PUT', `/api/users/${admin8.id}`, { ...fields, version, role: 'client-user' }),
      'role',
    );
    expect(await record(admin8.id)).toEqual(before);
    expect(await login(fx.server, 'admin8@demo.test', 'demo1234 long')).toBeTruthy();
  });

  it('refuses an account whose clients reach beyond the manager’s own', async () => {
    const before = await record(wide.id);
    await refused(
      await asClientAdmin('PATCH', `/api/users/${wide.id}`, { version: before.version, name: 'Y' }),
      'clientIds',
    );
    await refused(
      await asClientAdmin('POST', `/api/users/${wide.id}/password`, { password: 'taken over!' }),
      'clientIds',
    );
    expect(await record(wide.id)).toEqual(before);
  });

  it('lets a client admin manage its own client’s users, giving only its roles and clients', async () => {
    const before = await record(managed.id);
    const ok = await asClientAdmin('PATCH', `/api/users/${managed.id}`, { version: before.version, name: 'Renamed' });
    expect(ok.status).toBe(200);
    const after = (await json<{ data: UserRec }>(ok)).data;
    await refused(
      await asClientAdmin('PATCH', `/api/users/${managed.id}`, { version: after.version, role: 'admin' }),
      'role',
    );
    await refused(
      await asClientAdmin('PATCH', `/api/users/${managed.id}`, { version: after.version, clientIds: [8, 14] }),
      'clientIds',
    );
    await refused(
      await asClientAdmin('PATCH', `/api/users/${managed.id}`, {
        version: after.version,
        features: { Developer: '*' },
      }),
      'features',
    );
    expect((await record(managed.id)).version).toBe(after.version);
    const promote = await asClientAdmin('PATCH', `/api/users/${managed.id}`, {
      version: after.version,
      role: 'client-admin',
    });
    expect(promote.status).toBe(200);
    expect(
      (await asClientAdmin('POST', `/api/users/${managed.id}/password`, { password: 'a fresh password' })).status,
    ).toBe(200);
  });

  it('refuses one’s own role, clients, features, status and password by PATCH, naming the field', async () => {
    const before = await record(me.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ role: 'client-user' }, 'role'],
      [{ clientIds: [] }, 'clientIds'],
      [{ features: { ClientControlCenter: '*' } }, 'features'],
      [{ status: 'disabled' }, 'status'],
      [{ password: 'no current one needed?' }, 'password'],
    ];
    for (const [body, field] of cases)
      await refused(await asClientAdmin('PATCH', `/api/users/${me.id}`, { version: before.version, ...body }), field);
    expect(await record(me.id)).toEqual(before);
    expect(await login(fx.server, 'client-admin@demo.test')).toBeTruthy();
  });

  it('holds for admins too: no own role, no own password outside My Account, no deleting oneself', async () => {
    const self = (await json<{ data: UserRec[] }>(await asAdmin('GET', '/api/users?email=admin@demo.test')))
      .data[0] as UserRec;
    await refused(await asAdmin('PATCH', `/api/users/${self.id}`, { version: self.version, role: 'user' }), 'role');
    await refused(await asAdmin('DELETE', `/api/users/${self.id}`), 'id');
    expect((await record(self.id)).version).toBe(self.version);
    // and an admin still manages everyone else
    expect(
      (await asAdmin('PATCH', `/api/users/${dashboard8.id}`, { version: dashboard8.version, role: 'user' })).status,
    ).toBe(200);
  });
});
