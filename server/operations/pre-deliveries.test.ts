import { beforeAll, describe, expect, it } from 'vitest';
import { call, json, signedInApp } from '../testing/helpers';

interface Rec {
  id: number;
  version: number;
  clientId: number | null;
  [key: string]: unknown;
}
type ErrorBody = { errors: { displayMessage: string; field?: string }[] };

const fx = signedInApp('admin', 'admin-dashboard-only', 'client-admin', 'client-user', 'contractor');
const orders: Record<string, Rec> = {};

async function newOrder(key: string, clientId: number, extra: Record<string, unknown> = {}): Promise<Rec> {
  const res = await call(fx.server, 'POST', '/api/pre-deliveries', {
    token: fx.tokens.admin,
    body: {
      clientId,
      reference: `PRE-${key}`,
      orderNumber: `O-${key}`,
      receivedOn: '2026-11-20',
      serviceType: 'home',
      recipientName: `Person ${key}`,
      recipientPhone: '',
      address: `${key} Undated Street`,
      suburb: 'Carlton',
      postcode: '3053',
      stateId: 1,
      countryId: 1,
      lat: -37.8,
      lng: 144.96,
      routingGroupId: 1,
      zoneId: 1,
      depotId: 1,
      windowStart: '08:00',
      windowEnd: '12:00',
      boxCount: 2,
      weightKg: 4,
      instructions: 'Side gate',
      // what only a promotion sets is left out: the server fills it
      ...extra,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ data: Rec }>(res)).data;
}

const ids: Record<string, number> = {};
/** A full promotion body as the page sends it: the window's ends, no deliveries yet, the sender. */
const promote = (who: string, body: Record<string, unknown>, key?: string) =>
  call(fx.server, 'POST', '/api/pre-delivery-promotions', {
    token: fx.tokens[who],
    body: { windowStart: null, windowEnd: null, deliveryIds: [], promotedBy: ids[who] ?? null, ...body },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

async function fieldsOf(res: Response): Promise<string[]> {
  return (await json<ErrorBody>(res)).errors.map((e) => e.field ?? '');
}

beforeAll(async () => {
  for (const who of Object.keys(fx.tokens)) {
    ids[who] = (
      await json<{ data: { id: number } }>(await call(fx.server, 'GET', '/api/current-user', { token: fx.tokens[who] }))
    ).data.id;
  }
  for (const k of ['a1', 'a2', 'a3', 'a4', 'a5']) orders[k] = await newOrder(k, 8);
  orders.b1 = await newOrder('b1', 14);
});

describe('pre-deliveries: undated orders', () => {
  it('are created undated, refuse a body setting what a promotion sets, and client roles see only their clients', async () => {
    expect(orders.a1).toMatchObject({ status: 'undated', deliveryId: null, deliveryDate: null, promotedAt: null });
    const res = await call(fx.server, 'POST', '/api/pre-deliveries', {
      token: fx.tokens['client-admin'],
      body: { ...orders.a1, id: undefined, reference: 'SNEAKY-1', status: 'promoted', deliveryId: 1 },
    });
    expect(res.status).toBe(422);
    expect((await fieldsOf(res)).sort()).toEqual(['deliveryId', 'status']);
    const edited = await call(fx.server, 'PATCH', `/api/pre-deliveries/${orders.a1?.id}`, {
      token: fx.tokens.admin,
      body: { version: orders.a1?.version, status: 'promoted' },
    });
    expect(edited.status).toBe(422);
    expect(await fieldsOf(edited)).toEqual(['status']);
    const mine = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', '/api/pre-deliveries?limit=-1', { token: fx.tokens['client-admin'] }),
    );
    expect(mine.data.map((r) => r.reference)).toEqual(['PRE-a1', 'PRE-a2', 'PRE-a3', 'PRE-a4', 'PRE-a5']);
    const other = await call(fx.server, 'GET', `/api/pre-deliveries/${orders.b1?.id}`, {
      token: fx.tokens['client-user'],
    });
    expect(other.status).toBe(404);
    expect((await call(fx.server, 'GET', '/api/pre-deliveries', { token: fx.tokens.contractor })).status).toBe(403);
  });
});

describe('pre-delivery promotions', () => {
  it('refuses who may not promote, and bad input with the field named', async () => {
    for (const who of ['admin-dashboard-only', 'contractor']) {
      expect((await promote(who, { date: '2026-11-25', preDeliveryIds: [orders.a1?.id] })).status, who).toBe(403);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-11-25', preDeliveryIds: [] }, 'preDeliveryIds'],
      [{ date: '2026-11-25', preDeliveryIds: [orders.a1?.id, orders.a1?.id] }, 'preDeliveryIds'],
      [{ date: '2026-11-25', preDeliveryIds: [999_999] }, 'preDeliveryIds'],
      [{ date: '2026-13-40', preDeliveryIds: [orders.a1?.id] }, 'date'],
      [{ date: '2026-11-25', windowStart: '10:00', windowEnd: null, preDeliveryIds: [orders.a1?.id] }, 'windowEnd'],
      [{ date: '2026-11-25', windowStart: '14:00', windowEnd: '10:00', preDeliveryIds: [orders.a1?.id] }, 'windowEnd'],
    ];
    for (const [body, field] of cases) {
      const res = await promote('admin', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await fieldsOf(res)).toContain(field);
    }
    const still = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/pre-deliveries/${orders.a1?.id}`, { token: fx.tokens.admin }),
    );
    expect(still.data.status).toBe('undated');
  });

  it("a client-admin cannot promote another client's order, and nothing of the batch is written", async () => {
    const res = await promote('client-admin', { date: '2026-11-25', preDeliveryIds: [orders.a4?.id, orders.b1?.id] });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(['preDeliveryIds']);
    const a4 = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/pre-deliveries/${orders.a4?.id}`, { token: fx.tokens.admin }),
    );
    expect(a4.data.status).toBe('undated');
    const none = await json<{ count: number }>(
      await call(fx.server, 'GET', '/api/deliveries?reference=PRE-a4', { token: fx.tokens.admin }),
    );
    expect(none.count).toBe(0);
  });

  it('creates the deliveries and links the orders in one transaction, exactly once under one Idempotency-Key', async () => {
    const body = {
      date: '2026-11-25',
      windowStart: '13:00',
      windowEnd: '17:00',
      preDeliveryIds: [orders.a1?.id, orders.a2?.id],
    };
    const first = await promote('client-admin', body, 'promote-once-1');
    expect(first.status, await first.clone().text()).toBe(201);
    const made = (await json<{ data: Rec }>(first)).data;
    expect(made.deliveryIds).toHaveLength(2);
    expect(made.promotedBy).toBeTypeOf('number');
    const again = await promote('client-admin', body, 'promote-once-1');
    expect(again.status).toBe(201);
    expect((await json<{ data: Rec }>(again)).data.id).toBe(made.id);

    const list = await json<{ count: number; data: Rec[] }>(
      await call(fx.server, 'GET', '/api/deliveries?date=2026-11-25&sort=reference&limit=-1', {
        token: fx.tokens['client-admin'],
      }),
    );
    const created = list.data.filter((d) => String(d.reference).startsWith('PRE-'));
    expect(created.map((d) => [d.reference, d.clientId, d.status, d.windowStart, d.windowEnd, d.instructions])).toEqual(
      [
        ['PRE-a1', 8, 'pending', '13:00', '17:00', 'Side gate'],
        ['PRE-a2', 8, 'pending', '13:00', '17:00', 'Side gate'],
      ],
    );
    const a1 = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/pre-deliveries/${orders.a1?.id}`, { token: fx.tokens.admin }),
    );
    expect(a1.data).toMatchObject({ status: 'promoted', deliveryDate: '2026-11-25', deliveryId: created[0]?.id });
    expect(a1.data.promotedAt).toBeTypeOf('string');
  });

  it('refuses a second promotion of the same order (another key), naming the field, and writes nothing', async () => {
    const res = await promote(
      'admin',
      { date: '2026-11-26', preDeliveryIds: [orders.a3?.id, orders.a1?.id] },
      'promote-twice',
    );
    expect(res.status).toBe(422);
    const body = await json<ErrorBody>(res);
    expect(body.errors[0]?.field).toBe('preDeliveryIds');
    expect(body.errors[0]?.displayMessage).toContain('PRE-a1 was already promoted');
    const a3 = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/pre-deliveries/${orders.a3?.id}`, { token: fx.tokens.admin }),
    );
    expect(a3.data.status).toBe('undated');
  });

  it("keeps an order's own window when none is given, and refuses a reference a delivery already has", async () => {
    const res = await promote('admin', { date: '2026-11-26', preDeliveryIds: [orders.a3?.id] });
    expect(res.status).toBe(201);
    const id = (await json<{ data: { deliveryIds: number[] } }>(res)).data.deliveryIds[0];
    const d = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/deliveries/${id}`, { token: fx.tokens.admin }),
    );
    expect([d.data.date, d.data.windowStart, d.data.windowEnd]).toEqual(['2026-11-26', '08:00', '12:00']);

    // a delivery with order a5's reference was entered by hand meanwhile
    const { id: _i, version: _v, clientId: _c, createdAt: _ca, updatedAt: _u, historical: _h, ...copy } = d.data;
    const hand = await call(fx.server, 'POST', '/api/deliveries', {
      token: fx.tokens.admin,
      body: { ...copy, clientId: 8, reference: 'PRE-a5' },
    });
    expect(hand.status).toBe(201);
    const clash = await promote('admin', { date: '2026-11-27', preDeliveryIds: [orders.a5?.id] });
    expect(clash.status).toBe(422);
    expect(await fieldsOf(clash)).toEqual(['preDeliveryIds']);
  });

  it('a promoted order is no longer edited; promotions are never changed; client roles list only their own promotions', async () => {
    const a1 = await json<{ data: Rec }>(
      await call(fx.server, 'GET', `/api/pre-deliveries/${orders.a1?.id}`, { token: fx.tokens.admin }),
    );
    const edit = await call(fx.server, 'PATCH', `/api/pre-deliveries/${a1.data.id}`, {
      token: fx.tokens['client-admin'],
      body: { version: a1.data.version, instructions: 'x' },
    });
    expect(edit.status).toBe(422);
    const own = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', '/api/pre-delivery-promotions', { token: fx.tokens['client-admin'] }),
    );
    expect(own.data).toHaveLength(1);
    const all = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', '/api/pre-delivery-promotions', { token: fx.tokens.admin }),
    );
    expect(all.data.length).toBeGreaterThan(own.data.length);
    const change = await call(fx.server, 'PATCH', `/api/pre-delivery-promotions/${own.data[0]?.id}`, {
      token: fx.tokens.admin,
      body: { version: 1, date: '2026-11-30' },
    });
    expect(change.status).toBe(403);
  });
});
