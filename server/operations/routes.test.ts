import { describe, expect, it } from 'vitest';
import { call, json, signedInApp } from '../testing/helpers';
import type { Board, RoutingSummaryRow, VanDemandRow } from '../../src/resources/operations-boards';

const fx = signedInApp('admin', 'client-admin', 'contractor', 'user');
const get = async <T>(path: string, who: string) => {
  const res = await call(fx.server, 'GET', path, { token: fx.tokens[who] });
  return { status: res.status, body: res.status === 200 ? (await json<{ data: T }>(res)).data : null };
};

describe('operations boards', () => {
  it('counts the control centre on the server, with names for runs and late drops on the server’s clock, whatever a device says', async () => {
    // two tablets whose clocks read 08:00 and 22:00 (the page no longer sends one) see one board
    const early = await get<Board>('/api/operations/control-center?date=2026-11-21&now=08:00', 'admin');
    expect(early.status).toBe(200);
    expect(early.body?.runs.map((r) => r.code)).toEqual(['RUN-1', 'RUN-2']);
    expect(early.body?.runs[0]).toMatchObject({
      routingGroup: 'Melbourne',
      contractor: 'Demo contractor',
      dropsTotal: 1,
    });
    const late = await get<Board>('/api/operations/control-center?date=2026-11-21&now=22:00', 'admin');
    expect(late.body).toEqual(early.body);
    expect(late.body?.exceptions.find((e) => e.key === 'driverless')?.count).toBe(2);
  });

  it('limits the client control centre to the caller’s clients and refuses the wrong roles', async () => {
    expect((await get('/api/operations/control-center?date=2026-11-21', 'client-admin')).status).toBe(403);
    expect((await get('/api/operations/client-control-center?date=2026-11-21', 'client-admin')).status).toBe(403);
    expect((await get('/api/operations/control-center?date=21-11-2026', 'admin')).status).toBe(422);
  });

  it('summarises a day per routing group and zone, in the caller’s client scope', async () => {
    const admin = await get<RoutingSummaryRow[]>('/api/operations/routing-summary?date=2026-11-21', 'admin');
    expect(admin.body).toEqual([
      {
        routingGroup: 'Melbourne',
        zone: 'North',
        deliveries: 6,
        routed: 6,
        unrouted: 0,
        runs: 1,
        boxes: expect.any(Number) as number,
      },
    ]);
    expect((await get('/api/operations/routing-summary?date=2026-11-21', 'contractor')).status).toBe(403);
  });

  it('sets van availability against the runs assigned, per contractor and day', async () => {
    const users = await json<{ data: { id: number; role: string }[] }>(
      await call(fx.server, 'GET', '/api/users?role=contractor', { token: fx.tokens.admin }),
    );
    const contractorId = users.data[0]?.id;
    const created = await call(fx.server, 'POST', '/api/ctr/van-availability', {
      token: fx.tokens.contractor,
      body: { contractorId, date: '2026-11-20', vans: 3, note: '' },
    });
    expect(created.status).toBe(201);
    const other = await call(fx.server, 'POST', '/api/ctr/van-availability', {
      token: fx.tokens.contractor,
      body: { contractorId: 1, date: '2026-11-20', vans: 3, note: '' },
    });
    expect(other.status).toBe(403);
    const notContractor = await call(fx.server, 'POST', '/api/ctr/van-availability', {
      token: fx.tokens.admin,
      body: { contractorId: 1, date: '2026-11-20', vans: 3, note: '' },
    });
    expect(notContractor.status).toBe(422);
    const { body } = await get<VanDemandRow[]>('/api/operations/van-demand?from=2026-11-20&to=2026-11-21', 'admin');
    expect(body).toEqual([
      { contractorId, contractor: 'Demo contractor', date: '2026-11-20', vans: 3, runs: 0 },
      { contractorId, contractor: 'Demo contractor', date: '2026-11-21', vans: null, runs: 1 },
    ]);
  });
});
