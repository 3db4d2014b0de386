import { describe, expect, it } from 'vitest';
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
