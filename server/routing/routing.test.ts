import { beforeAll, describe, expect, it } from 'vitest';
import { call, json, signedInApp } from '../testing/helpers';

interface Rec {
  id: number;
  version: number;
  [key: string]: unknown;
}

const fx = signedInApp('admin', 'admin-dashboard-only', 'client-admin', 'contractor');
const DATE = '2026-11-22';
const fresh: number[] = [];

async function newDelivery(n: number, extra: Record<string, unknown> = {}): Promise<Rec> {
  const res = await call(fx.server, 'POST', '/api/deliveries', {
    token: fx.tokens.admin,
    body: {
      clientId: 8,
      reference: `PLAN-${n}`,
      orderNumber: '',
      date: DATE,
      status: 'pending',
      serviceType: 'home',
      recipientName: `Person ${n}`,
      recipientPhone: '',
      address: `${n} Plan Street`,
      suburb: 'Carlton',
      postcode: '3053',
      stateId: 1,
      countryId: 1,
      lat: -37.8 + n * 0.001,
      lng: 144.96 + n * 0.001,
      geoIssue: false,
      routingGroupId: 1,
      zoneId: 1,
      depotId: 1,
      runId: null,
      dropId: null,
      windowStart: '08:00',
      windowEnd: '17:00',
      boxCount: 2,
      weightKg: 3,
      instructions: '',
      failureReason: null,
      deliveredAt: null,
      photos: [],
      statusHistory: [],
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return (await json<{ data: Rec }>(res)).data;
}

const plan = (runs: unknown, extra: Record<string, unknown> = {}) => ({
  name: `Melbourne ${DATE}`,
  date: DATE,
  routingGroupId: 1,
  depotId: 1,
  runs,
  distanceBeforeKm: 40,
  distanceAfterKm: 30,
  durationBeforeMin: 300,
  durationAfterMin: 250,
  appliedRunIds: [],
  ...extra,
});

beforeAll(async () => {
  for (let n = 1; n <= 5; n++) fresh.push((await newDelivery(n)).id);
});

describe('route plans: apply an optimised day as one change', () => {
  it('refuses everyone but admins', async () => {
    for (const who of ['admin-dashboard-only', 'client-admin', 'contractor']) {
      const res = await call(fx.server, 'POST', '/api/route-plans', {
        token: fx.tokens[who],
        body: plan([{ stops: [fresh[0]] }]),
      });
      expect(res.status, who).toBe(403);
    }
  });

  it('refuses bad input with the field named, and applies nothing', async () => {
    const cases: [unknown, string][] = [
      [[], 'runs'],
      [[{ stops: [] }], 'runs'],
      [[{ stops: ['x'] }], 'runs'],
      [[{ stops: [fresh[0], fresh[0]] }], 'runs'],
      [[{ stops: [999_999] }], 'runs'],
      [[{ stops: [1] }], 'runs'], // the fixture's delivery 1 is already on run 1
    ];
    for (const [runs, field] of cases) {
      const res = await call(fx.server, 'POST', '/api/route-plans', { token: fx.tokens.admin, body: plan(runs) });
      expect(res.status, JSON.stringify(runs)).toBe(422);
      const body = await json<{ errors: { fields?: { field: string }[] }[] }>(res);
      expect(JSON.stringify(body)).toContain(`"field":"${field}`);
    }
    const bad = await call(fx.server, 'POST', '/api/route-plans', {
      token: fx.tokens.admin,
      body: plan([{ stops: [fresh[0]] }], { date: '2026-13-40' }),
    });
    expect(bad.status).toBe(422);
    const d = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/deliveries/${fresh[0]}`, { token: fx.tokens.admin }),
    );
    expect(d.data.runId).toBeNull();
  });

  it('creates the runs and drops and routes the deliveries atomically, exactly once under one Idempotency-Key', async () => {
    const body = plan([
      { stops: [fresh[2], fresh[0]], start: '07:15', etas: ['07:30', '07:45'] },
      { stops: [fresh[1]] },
    ]);
    const headers = { 'Idempotency-Key': 'plan-once-1' };
    const first = await call(fx.server, 'POST', '/api/route-plans', { token: fx.tokens.admin, body, headers });
    expect(first.status).toBe(201);
    const created = (await json<{ data: Rec & { appliedRunIds: number[] } }>(first)).data;
    expect(created.appliedRunIds).toHaveLength(2);
    const again = await call(fx.server, 'POST', '/api/route-plans', { token: fx.tokens.admin, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');

    const runs = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', `/api/runs?date=${DATE}&limit=-1`, { token: fx.tokens.admin }),
    );
    const mine = runs.data.filter((r) => created.appliedRunIds.includes(r.id));
    expect(mine.map((r) => [r.code, r.dropsTotal, r.status, r.plannedStart])).toEqual([
      ['MEL-1122-01', 2, 'planned', '07:15'],
      ['MEL-1122-02', 1, 'planned', '06:00'],
    ]);
    const drops = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', `/api/drops?runId=${created.appliedRunIds[0]}&sort=sequence`, {
        token: fx.tokens.admin,
      }),
    );
    expect(drops.data.map((d) => [d.deliveryId, d.sequence, d.eta])).toEqual([
      [fresh[2], 1, '07:30'],
      [fresh[0], 2, '07:45'],
    ]);
    const d = (
      await json<{ data: Rec }>(await call(fx.server, 'GET', `/api/deliveries/${fresh[0]}`, { token: fx.tokens.admin }))
    ).data;
    expect(d).toMatchObject({ runId: created.appliedRunIds[0], status: 'routed', dropId: drops.data[1]?.id });

    // applying the same deliveries again (a new key) is refused: they are routed now
    const twice = await call(fx.server, 'POST', '/api/route-plans', {
      token: fx.tokens.admin,
      body: plan([{ stops: [fresh[1]] }]),
    });
    expect(twice.status).toBe(422);
  });
});

describe('manual routing: a move is one write of the drop', () => {
  it('moves a stop to another run at a position, renumbers both runs and follows with the delivery', async () => {
    const plans = await json<{ data: (Rec & { appliedRunIds: number[] })[] }>(
      await call(fx.server, 'GET', '/api/route-plans', { token: fx.tokens.admin }),
    );
    const [runA, runB] = plans.data[0]?.appliedRunIds ?? [];
    const list = async (runId: number | undefined) =>
      (
        await json<{ data: Rec[] }>(
          await call(fx.server, 'GET', `/api/drops?runId=${runId}&sort=sequence`, { token: fx.tokens.admin }),
        )
      ).data;
    const before = await list(runA);
    const moving = before[1] as Rec;
    const siblingVersion = (await list(runB))[0]?.version;
    const res = await call(fx.server, 'PATCH', `/api/drops/${moving.id}`, {
      token: fx.tokens.admin,
      body: { runId: runB, sequence: 1, version: moving.version },
    });
    expect(res.status).toBe(200);
    expect((await list(runA)).map((d) => d.sequence)).toEqual([1]);
    const after = await list(runB);
    expect(after.map((d) => [d.id, d.sequence])).toEqual([
      [moving.id, 1],
      [after[1]?.id, 2],
    ]);
    expect(after[1]?.version).toBe(siblingVersion);
    const delivery = (
      await json<{ data: Rec }>(
        await call(fx.server, 'GET', `/api/deliveries/${moving.deliveryId}`, { token: fx.tokens.admin }),
      )
    ).data;
    expect(delivery.runId).toBe(runB);
    const runs = (
      await json<{ data: Rec[] }>(
        await call(fx.server, 'GET', `/api/runs?date=${DATE}&limit=-1`, { token: fx.tokens.admin }),
      )
    ).data;
    expect(runs.find((r) => r.id === runA)?.dropsTotal).toBe(1);
    expect(runs.find((r) => r.id === runB)?.dropsTotal).toBe(2);

    // reorder inside a run; a too-large position goes to the end
    const top = after[0] as Rec;
    const reorder = await call(fx.server, 'PATCH', `/api/drops/${top.id}`, {
      token: fx.tokens.admin,
      body: { sequence: 99, version: (await list(runB))[0]?.version },
    });
    expect(reorder.status).toBe(200);
    expect((await list(runB)).map((d) => [d.id, d.sequence])).toEqual([
      [after[1]?.id, 1],
      [top.id, 2],
    ]);
  });

  it('refuses a move onto a run of another day, or a finished run, naming the field', async () => {
    const drop = (await json<{ data: Rec }>(await call(fx.server, 'GET', '/api/drops/1', { token: fx.tokens.admin })))
      .data;
    const runs = (
      await json<{ data: Rec[] }>(
        await call(fx.server, 'GET', `/api/runs?date=${DATE}&limit=-1`, { token: fx.tokens.admin }),
      )
    ).data;
    const res = await call(fx.server, 'PATCH', '/api/drops/1', {
      token: fx.tokens.admin,
      body: { runId: runs[0]?.id, version: drop.version },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('"field":"runId"');
    const other = await call(fx.server, 'PATCH', '/api/drops/1', {
      token: fx.tokens['client-admin'],
      body: { sequence: 2, version: drop.version },
    });
    expect(other.status).toBe(403);
  });
});

describe('GET /api/maps/config', () => {
  it('answers the basemap style setting to signed-in users only', async () => {
    const res = await call(fx.server, 'GET', '/api/maps/config', { token: fx.tokens['client-admin'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { styleUrl: null } });
    expect((await call(fx.server, 'GET', '/api/maps/config')).status).toBe(401);
  });
});
