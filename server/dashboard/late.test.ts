import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '../../src/resources/index';
import type { AuthUser } from '../http/context';
import { CLIENT_A, CLIENT_B, fixtureData } from '../testing/fixture';
import { call, json, login, startTestServer, type TestServer } from '../testing/helpers';
import { countLate } from './late';

const DAY = '2026-11-27';
let server: TestServer;
let adminToken = '';

/** One open delivery with a 12:00 window end in each zone (Melbourne's group 1 is the fixture's), one without a group, one without a window end. */
beforeAll(async () => {
  const data = fixtureData();
  const records = data.records;
  records.routingGroups = [
    ...(records.routingGroups ?? []),
    { id: 2, clientId: null, name: 'Perth', code: 'PER', countryId: 1, stateId: 1, timezone: 'Australia/Perth' },
    { id: 3, clientId: null, name: 'Auckland', code: 'AKL', countryId: 1, stateId: 1, timezone: 'Pacific/Auckland' },
  ];
  const base = records.deliveries?.[0];
  if (!base) throw new Error('the fixture has deliveries');
  const open = (id: number, routingGroupId: number | null, windowEnd: string, clientId = CLIENT_A) => ({
    ...base,
    id,
    clientId,
    reference: `LATE-${id}`,
    date: DAY,
    status: 'routed',
    routingGroupId,
    windowEnd,
  });
  records.deliveries = [
    ...(records.deliveries ?? []),
    open(901, 1, '12:00'), // Melbourne
    open(902, 2, '12:00'), // Perth
    open(903, 3, '12:00', CLIENT_B), // Auckland, another client's
    open(904, null, '12:00'), // no group: the operator's clock (Sydney)
    open(905, 2, ''), // Perth, no window end
    { ...open(906, 3, '08:00'), status: 'delivered' }, // closed: never late
  ];
  server = await startTestServer({ data });
  adminToken = await login(server, 'admin@demo.test');
});

afterAll(async () => {
  await server.close();
});

const admin: AuthUser = {
  id: 1,
  email: 'admin@demo.test',
  name: 'Demo admin',
  role: 'admin',
  clientId: null,
  clientIds: [],
  features: {},
  permissions: permissionsOf('admin'),
};

const lateAt = (iso: string, filters: Record<string, string> = {}) =>
  countLate(server.db, admin, { date: DAY, ...filters }, new Date(iso));

describe('late on each depot’s clock, counted by the server', () => {
  it('reads each delivery’s window on its routing group’s clock', async () => {
    // 23:30 UTC: Perth 07:30, Melbourne and Sydney 10:30, Auckland 12:30 -> Auckland only
    expect(await lateAt('2026-11-26T23:30:00Z')).toBe(1);
    // 02:30 UTC: Perth 10:30; Melbourne and Sydney 13:30; Auckland 15:30 -> Melbourne, Sydney, Auckland
    expect(await lateAt('2026-11-27T02:30:00Z')).toBe(3);
    // 04:30 UTC: Perth 12:30 too
    expect(await lateAt('2026-11-27T04:30:00Z')).toBe(4);
    // 16:30 UTC: the 27th is over in Perth (00:30 on the 28th): its delivery without a window end is late too
    expect(await lateAt('2026-11-27T16:30:00Z')).toBe(5);
  });

  it('counts no day that has not begun, and counts within the caller’s clients and the Overview’s filter', async () => {
    const clientUser: AuthUser = {
      ...admin,
      id: 2,
      role: 'client-user',
      clientId: CLIENT_A,
      clientIds: [CLIENT_A],
      permissions: permissionsOf('client-user'),
    };
    // Melbourne, Perth and Sydney are CLIENT_A's; Auckland's is another client's
    expect(await countLate(server.db, clientUser, { date: DAY }, new Date('2026-11-27T04:30:00Z'))).toBe(3);
    expect(await countLate(server.db, admin, { date: '2026-12-01' }, new Date('2026-11-27T04:30:00Z'))).toBe(0);
    expect(await lateAt('2026-11-27T04:30:00Z', { clientId: String(CLIENT_B) })).toBe(1);
  });

  it('answers the route in the caller’s scope, and refuses a missing or malformed day by name', async () => {
    const res = await call(server, 'GET', `/api/nv/late-deliveries?date=2026-11-20`, { token: adminToken });
    expect(res.status).toBe(200);
    const body = await json<{ data: { date: string; late: number; at: string } }>(res);
    // every open fixture delivery of a past day is late
    expect(body.data.date).toBe('2026-11-20');
    expect(body.data.late).toBeGreaterThan(0);
    const bad = await call(server, 'GET', '/api/nv/late-deliveries?date=27-11-2026', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ errors: [{ field: 'date' }] });
    expect(
      (await call(server, 'GET', '/api/nv/late-deliveries?date=2026-11-27&countryId=x', { token: adminToken })).status,
    ).toBe(400);
  });
});
