/**
 * A report reads times of day on each delivery's depot clock (groupZoneSql in kit.ts): the same
 * instant is 07:30 in Perth and 12:30 in Auckland; a group with no zone, or one no clock knows,
 * reads on the operator's (Sydney, 10:30), never UTC (23:30 the day before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '../../src/resources/index';
import type { AuthUser } from '../http/context';
import { fixtureData } from '../testing/fixture';
import { startTestServer, type TestServer } from '../testing/helpers';
import { appVersions } from './app-versions-report';
import { timeWindow } from './delivery-reports';

const DAY = '2026-12-05';
/** 23:30 UTC on the 4th: Perth 07:30, Sydney 10:30, Auckland 12:30 on the 5th */
const AT = '2026-12-04T23:30:00Z';
let server: TestServer;

beforeAll(async () => {
  const data = fixtureData();
  const records = data.records;
  const group = (id: number, name: string, timezone: string) => ({
    id,
    clientId: null,
    name,
    code: name.slice(0, 3).toUpperCase(),
    countryId: 1,
    stateId: 1,
    timezone,
  });
  records.routingGroups = [
    ...(records.routingGroups ?? []),
    group(2, 'Perth', 'Australia/Perth'),
    group(3, 'Auckland', 'Pacific/Auckland'),
    group(4, 'Nowhere', ''),
    group(5, 'Typo', 'Australia/Pert'),
  ];
  const base = records.deliveries?.[0];
  if (!base) throw new Error('the fixture has deliveries');
  const delivered = (id: number, routingGroupId: number, windowStart: string, windowEnd: string) => ({
    ...base,
    id,
    reference: `ZONE-${id}`,
    date: DAY,
    status: 'delivered',
    routingGroupId,
    windowStart,
    windowEnd,
    deliveredAt: AT,
  });
  records.deliveries = [
    ...(records.deliveries ?? []),
    delivered(911, 2, '07:00', '08:00'), // Perth 07:30: on time
    delivered(912, 2, '12:00', '13:00'), // Perth 07:30: early
    delivered(913, 3, '12:00', '13:00'), // Auckland 12:30: on time
    delivered(914, 3, '07:00', '08:00'), // Auckland 12:30: late
    delivered(915, 4, '10:00', '11:00'), // no zone: Sydney 10:30, on time
    delivered(916, 5, '10:00', '11:00'), // an unknown zone: Sydney too, and no error
  ];
  // two driver apps last seen at the same instant: the 5th in Perth, and in Sydney for a group without a zone
  const driver = data.users.find((u) => u.role === 'driver');
  if (!driver) throw new Error('the fixture has a driver');
  const app = (id: number, routingGroupId: number) => ({
    id,
    clientId: null,
    driverId: driver.id,
    routingGroupId,
    appVersion: '3.4.0',
    platform: 'android',
    osVersion: '14',
    lastSeenAt: AT,
  });
  records.driverApps = [app(1, 2), app(2, 4)];
  server = await startTestServer({ data });
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

describe('a report’s times of day on the depot’s clock', () => {
  it('reads one instant as Perth’s and Auckland’s own time, and the operator’s where a group has no zone', async () => {
    const result = await timeWindow.run(
      server.db,
      { from: DAY, to: DAY },
      { clientIds: null, contractorId: null, user: admin },
    );
    const byWindow = Object.fromEntries(result.rows.map((r) => [r.window, r]));
    expect(byWindow['07:00–08:00']).toMatchObject({ delivered: 2, onTime: 1, early: 0, late: 1 });
    expect(byWindow['12:00–13:00']).toMatchObject({ delivered: 2, onTime: 1, early: 1, late: 0 });
    expect(byWindow['10:00–11:00']).toMatchObject({ delivered: 2, onTime: 2, early: 0, late: 0 });
  });

  it('counts a driver app seen on the day of its depot’s clock (the operator’s without a zone), not UTC’s', async () => {
    const scope = { clientIds: null, contractorId: null, user: admin };
    // 23:30 UTC on the 4th is the 5th in Perth and in Sydney
    expect((await appVersions.run(server.db, { from: DAY, to: DAY }, scope)).rows).toHaveLength(2);
    expect((await appVersions.run(server.db, { from: '2026-12-04', to: '2026-12-04' }, scope)).rows).toHaveLength(0);
  });
});
