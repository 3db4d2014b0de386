/** Line haul over HTTP: admin-only access, transitions and unit rules, the builder's idempotence, the scoreboard's numbers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/resources/index';
import { generateDemoData, seedOptions } from '../seed/generate';
import { addDays } from '../lib/time';
import { call, json, login, startTestServer, type TestServer } from '../testing/helpers';

const TODAY = '2026-11-21';
type Row = Record<string, unknown> & { id: number; version: number };

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({
    data: generateDemoData(seedOptions({ today: TODAY, seed: 7, days: 1, deliveriesPerDay: 4 })),
  });
  admin = await login(server, 'admin@demo.test');
});
afterAll(async () => {
  await server?.close();
});

async function list(path: string): Promise<Row[]> {
  const res = await call(server, 'GET', `/api/line-haul/${path}`, { token: admin });
  expect(res.status).toBe(200);
  return (await json<{ data: Row[] }>(res)).data;
}

const fieldsOf = async (res: Response) => (await json<{ errors: { field?: string; code: string }[] }>(res)).errors;

describe('line haul access', () => {
  it.each(ROLES.filter((r) => r !== 'admin'))('%s is refused every line haul call', async (role) => {
    const token = await login(server, `${role}@demo.test`);
    for (const path of [
      '/api/line-haul/movements',
      '/api/line-haul/trucks',
      '/api/line-haul/jobs',
      `/api/line-haul/scoreboard?from=${TODAY}&to=${TODAY}`,
      `/api/line-haul/build-movements?from=${TODAY}&to=${TODAY}`,
    ]) {
      expect((await call(server, 'GET', path, { token })).status, path).toBe(403);
    }
    expect(
      (await call(server, 'POST', '/api/line-haul/build-movements', { token, body: { from: TODAY, to: TODAY } }))
        .status,
    ).toBe(403);
  });

  it('admin reads every line haul list', async () => {
    for (const path of [
      'trucks',
      'trailers',
      'dollies',
      'subcontractors',
      'legs',
      'leg-schedules',
      'journeys',
      'movements',
      'jobs',
    ]) {
      expect((await list(`${path}?limit=1`)).length, path).toBe(1);
    }
  });
});

describe('movement and job rules', () => {
  it('refuses a move the transitions do not allow, naming the field', async () => {
    const [closed] = await list('movements?status=closed&limit=1');
    if (!closed) throw new Error('the seed has no closed movement');
    const res = await call(server, 'PATCH', `/api/line-haul/movements/${closed.id}`, {
      token: admin,
      body: { version: closed.version, status: 'planned' },
    });
    expect(res.status).toBe(422);
    expect((await fieldsOf(res))[0]?.field).toBe('status');
  });

  it('a decline needs a reason; with one it is stored and stamped', async () => {
    const [offer] = await list('jobs?status=offered&limit=1');
    if (!offer) throw new Error('the seed has no offered job');
    const bare = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, {
      token: admin,
      body: { version: offer.version, status: 'declined', declineReason: '  ' },
    });
    expect(bare.status).toBe(422);
    expect((await fieldsOf(bare))[0]?.field).toBe('declineReason');
    const ok = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, {
      token: admin,
      body: { version: offer.version, status: 'declined', declineReason: 'No driver' },
    });
    expect(ok.status).toBe(200);
    const saved = (await json<{ data: Row }>(ok)).data;
    expect(saved).toMatchObject({ status: 'declined', declineReason: 'No driver' });
    expect(typeof saved.respondedAt).toBe('string');
    const again = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, {
      token: admin,
      body: { version: saved.version, status: 'accepted' },
    });
    expect(again.status).toBe(422);
  });

  it('refuses a late acceptance with the closing time (the app offers only Decline), and takes it before the deadline', async () => {
    const [offer] = await list('jobs?status=offered&limit=1');
    if (!offer) throw new Error('the seed has no offered job');
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    const closed = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, {
      token: admin,
      body: { version: offer.version, respondBy: past },
    });
    expect(closed.status).toBe(200);
    const late = (await json<{ data: Row }>(closed)).data;
    // the stored deadline decides: moving it in the same write does not reopen the offer
    const future = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    for (const body of [
      { version: late.version, status: 'accepted' },
      { version: late.version, status: 'accepted', respondBy: future },
    ]) {
      const res = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, { token: admin, body });
      expect(res.status).toBe(422);
      const [error] = (await json<{ errors: { field?: string; displayMessage: string }[] }>(res)).errors;
      expect(error?.field).toBe('status');
      expect(error?.displayMessage).toMatch(
        /^status: The offer closed at \d{4}-\d\d-\d\d \d\d:\d\d UTC; it may only be declined\.$/,
      );
    }
    const stored = (await list(`jobs?reference=${String(offer.reference)}`)).find((j) => j.id === offer.id);
    expect(stored).toMatchObject({ status: 'offered', version: late.version, respondBy: late.respondBy });

    const reopened = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, {
      token: admin,
      body: { version: late.version, respondBy: future },
    });
    expect(reopened.status).toBe(200);
    const open = (await json<{ data: Row }>(reopened)).data;
    const accepted = await call(server, 'PATCH', `/api/line-haul/jobs/${offer.id}`, {
      token: admin,
      body: { version: open.version, status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    expect((await json<{ data: Row }>(accepted)).data).toMatchObject({ status: 'accepted' });
  });

  it('a unit in maintenance is refused; a unit booked at overlapping times is a conflict', async () => {
    const planned = await list(`movements?status=planned&date=${addDays(TODAY, 5)}&limit=-1`);
    const own = planned.filter((m) => m.subcontractorId === null);
    const [a, b] = own;
    if (!a || !b) throw new Error('the seed has too few planned own-fleet movements');
    const trucks = await list('trucks?limit=-1');
    const broken = trucks.find((t) => t.status === 'maintenance');
    const spare = trucks.find((t) => t.status === 'available' && t.registration === 'FW88SP');
    if (!broken || !spare) throw new Error('the seed has no truck in maintenance or no spare');
    const bad = await call(server, 'PATCH', `/api/line-haul/movements/${a.id}`, {
      token: admin,
      body: { version: a.version, truckId: broken.id, status: 'allocated' },
    });
    expect(bad.status).toBe(422);
    expect((await fieldsOf(bad))[0]?.field).toBe('truckId');
    // b overlapping a: stretch b over a's times, then book the same spare on both
    const first = await call(server, 'PATCH', `/api/line-haul/movements/${a.id}`, {
      token: admin,
      body: { version: a.version, truckId: spare.id, pallets: 0, status: 'allocated' },
    });
    expect(first.status).toBe(200);
    const second = await call(server, 'PATCH', `/api/line-haul/movements/${b.id}`, {
      token: admin,
      body: {
        version: b.version,
        truckId: spare.id,
        pallets: 0,
        status: 'allocated',
        plannedDeparture: a.plannedDeparture,
        plannedArrival: a.plannedArrival,
      },
    });
    expect(second.status).toBe(409);
    const body = await json<{ errors: { code: string; field?: string }[]; current: Row }>(second);
    expect(body.errors[0]).toMatchObject({ code: 'UNIT_BOOKED', field: 'truckId' });
    expect(body.current.id).toBe(b.id);
  });
});

describe('movement builder', () => {
  const from = addDays(TODAY, 8);
  const to = addDays(TODAY, 14);

  it('refuses bad periods with the field named', async () => {
    for (const [body, field] of [
      [{ from: 'soon', to }, 'from'],
      [{ from, to: addDays(from, -1) }, 'to'],
      [{ from, to: addDays(from, 40) }, 'to'],
    ] as const) {
      const res = await call(server, 'POST', '/api/line-haul/build-movements', { token: admin, body });
      expect(res.status).toBe(422);
      expect((await fieldsOf(res))[0]?.field).toBe(field);
    }
  });

  it('previews, builds the missing movements once, and a second build creates nothing', async () => {
    const before = (await list(`movements?date=${from}..${to}&limit=0`)).length;
    expect(before).toBe(0);
    const preview = await json<{ data: { total: number; existing: number; missing: Row[] } }>(
      await call(server, 'GET', `/api/line-haul/build-movements?from=${from}&to=${to}`, { token: admin }),
    );
    expect(preview.data.total).toBeGreaterThan(50);
    const headers = { 'Idempotency-Key': 'build-week-1' };
    const first = await call(server, 'POST', '/api/line-haul/build-movements', {
      token: admin,
      body: { from, to },
      headers,
    });
    expect(first.status).toBe(201);
    const built = await json<{ data: { created: number; ids: number[] } }>(first);
    expect(built.data.created).toBe(preview.data.missing.length);
    // each built movement's history starts with its status, by the building admin
    const history = await json<{ data: { field: string; from: unknown; to: unknown; userName: string }[] }>(
      await call(server, 'GET', `/api/line-haul/movements/${built.data.ids[0]}/history`, { token: admin }),
    );
    expect(history.data).toEqual([
      expect.objectContaining({ field: 'status', from: null, to: 'planned', userName: expect.stringMatching(/\w/) }),
    ]);
    const replay = await call(server, 'POST', '/api/line-haul/build-movements', {
      token: admin,
      body: { from, to },
      headers,
    });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const second = await json<{ data: { created: number; existing: number } }>(
      await call(server, 'POST', '/api/line-haul/build-movements', { token: admin, body: { from, to } }),
    );
    expect(second.data).toMatchObject({ created: 0, existing: preview.data.total });
    const count = await json<{ count: number }>(
      await call(server, 'GET', `/api/line-haul/movements?date=${from}..${to}&limit=0`, { token: admin }),
    );
    expect(count.count).toBe(preview.data.total);
    // a hand-made duplicate of a built schedule day is refused too
    const [one] = await list(`movements?date=${from}&limit=1`);
    if (!one) throw new Error('nothing built');
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, historical: _h, clientId: _cl, ...fields } = one;
    const dup = await call(server, 'POST', '/api/line-haul/movements', {
      token: admin,
      body: { ...fields, reference: 'LH-DUP-1' },
    });
    expect(dup.status).toBe(422);
  });
});

describe('scoreboard', () => {
  it('counts exactly what the movements and jobs lists hold for the period', async () => {
    const from = addDays(TODAY, -20);
    const to = addDays(TODAY, -1);
    const res = await call(server, 'GET', `/api/line-haul/scoreboard?from=${from}&to=${to}`, { token: admin });
    expect(res.status).toBe(200);
    const { data } = await json<{
      data: { total: Record<string, number>; bySubcontractor: (Record<string, number> & { key: number | null })[] };
    }>(res);
    const movements = await list(`movements?date=${from}..${to}&limit=-1`);
    const jobs = await list(`jobs?date=${from}..${to}&limit=-1`);
    const late = (actual: unknown, planned: unknown) =>
      Date.parse(String(actual)) > Date.parse(String(planned)) + 15 * 60_000;
    expect(data.total.movements).toBe(movements.length);
    expect(data.total.cancelled).toBe(movements.filter((m) => m.status === 'cancelled').length);
    expect(data.total.departed).toBe(movements.filter((m) => m.actualDeparture).length);
    expect(data.total.departedOnTime).toBe(
      movements.filter((m) => m.actualDeparture && !late(m.actualDeparture, m.plannedDeparture)).length,
    );
    expect(data.total.arrivedOnTime).toBe(
      movements.filter((m) => m.actualArrival && !late(m.actualArrival, m.plannedArrival)).length,
    );
    expect(data.total.declined).toBe(jobs.filter((j) => j.status === 'declined').length);
    expect(data.total.departedOnTime).toBeLessThan(data.total.departed ?? 0);
    expect(data.total.cancelled).toBeGreaterThan(0);
    const own = data.bySubcontractor.find((r) => r.key === null);
    expect(own?.movements).toBe(movements.filter((m) => m.subcontractorId === null).length);
  });
});
