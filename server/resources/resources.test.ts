import { describe, expect, it } from 'vitest';
import { call, json, signedInApp } from '../testing/helpers';

interface Rec {
  id: number;
  version: number;
  clientId: number | null;
  historical: boolean;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}
interface ListBody {
  data: Rec[];
  count: number;
  limit: number;
  sort: string;
  offset: number;
  alphaPagination: boolean;
  embeds: string[];
}
interface ErrorBody {
  errors: { type: string; code: string; displayMessage: string; reference: string; field?: string }[];
  current?: Rec;
}

const fx = signedInApp('admin', 'client-user', 'client-admin', 'driver', 'contractor', 'other-client');

const list = async (who: string, path: string): Promise<ListBody> => {
  const res = await call(fx.server, 'GET', path, { token: fx.tokens[who] });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<ListBody>(res);
};

describe('list contract', () => {
  it('pages with the default limit and returns the meta fields', async () => {
    const body = await list('admin', '/api/deliveries');
    expect(body).toMatchObject({
      count: 18,
      limit: 50,
      offset: 0,
      sort: 'date,reference',
      alphaPagination: false,
      embeds: [],
    });
    expect(body.data).toHaveLength(18);
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number),
      version: 1,
      clientId: expect.any(Number),
      historical: false,
    });
    expect(Date.parse(body.data[0]?.createdAt ?? '')).not.toBeNaN();
    const page = await list('admin', '/api/deliveries?limit=5&offset=5');
    expect(page).toMatchObject({ count: 18, limit: 5, offset: 5 });
    expect(page.data.map((d) => d.id)).toEqual(body.data.slice(5, 10).map((d) => d.id));
  });

  it('returns everything with limit=-1', async () => {
    const body = await list('admin', '/api/deliveries?limit=-1');
    expect(body.limit).toBe(-1);
    expect(body.data).toHaveLength(body.count);
  });

  it('sorts by several keys, descending with a minus, numbers as numbers', async () => {
    const body = await list('admin', '/api/deliveries?limit=-1&sort=-date,-boxCount');
    const keys = body.data.map((d) => [d.date as string, d.boxCount as number] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(body.sort).toBe('-date,-boxCount');
    const bad = await call(fx.server, 'GET', '/api/deliveries?sort=instructions', { token: fx.tokens.admin });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).errors[0]?.code).toBe('BAD_QUERY');
  });

  it('filters a window end (a time of day) as a range: the overview counts late deliveries with it', async () => {
    const all = await list('admin', '/api/deliveries?limit=-1');
    const withEnd = all.data.filter((d) => d.windowEnd === '17:00').length;
    expect(withEnd, 'fixture deliveries end their window at 17:00').toBeGreaterThan(0);
    const count = async (q: string) => (await list('admin', `/api/deliveries?limit=0&${q}`)).count;
    expect(await count('windowEnd_from=00:00&windowEnd_to=16:59')).toBe(0);
    expect(await count('windowEnd_from=00:00&windowEnd_to=17:00')).toBe(withEnd);
    expect(await count('windowEnd_from=17:01')).toBe(0);
  });

  it('filters exact (IN), text (contains), range and free text', async () => {
    const delivered = await list('admin', '/api/deliveries?status=delivered');
    expect(delivered.count).toBeGreaterThan(0);
    expect(delivered.data.every((d) => d.status === 'delivered')).toBe(true);
    const both = await list('admin', '/api/deliveries?status=delivered,pending');
    expect(both.count).toBe(18);
    const rich = await list('admin', '/api/deliveries?suburb=RICH');
    expect(rich.data.every((d) => d.suburb === 'Richmond')).toBe(true);
    const range = await list('admin', '/api/deliveries?date_from=2026-11-21&date_to=2026-11-22');
    expect(range.count).toBe(12);
    const dotted = await list('admin', '/api/deliveries?date=2026-11-20..2026-11-21');
    expect(dotted.count).toBe(12);
    const oneDay = await list('admin', '/api/deliveries?date=2026-11-22');
    expect(oneDay.count).toBe(6);
    const q = await list('admin', '/api/deliveries?q=alice');
    expect(q.count).toBeGreaterThan(0);
    expect(q.data.every((d) => String(d.recipientName).startsWith('Alice'))).toBe(true);
    const numeric = await list('admin', '/api/deliveries?clientId=14&runId=1');
    expect(numeric.count).toBe(6);
    expect(numeric.data.every((d) => d.clientId === 14)).toBe(true);
    const badNumber = await call(fx.server, 'GET', '/api/deliveries?runId=abc', { token: fx.tokens.admin });
    expect(badNumber.status).toBe(400);
  });

  it('hides historical records unless includeHistorical=true', async () => {
    const hidden = await list('admin', '/api/deliveries?date=2026-11-01');
    expect(hidden.count).toBe(0);
    const shown = await list('admin', '/api/deliveries?date=2026-11-01&includeHistorical=true');
    expect(shown.count).toBe(1);
    expect(shown.data[0]?.historical).toBe(true);
  });

  it('serves the reference lists at the spec paths', async () => {
    for (const path of [
      '/api/z/routing-group',
      '/api/nv/depot',
      '/api/z/zone',
      '/api/nv/state',
      '/api/nv/country',
      '/api/clients',
    ]) {
      const body = await list('client-user', `${path}?limit=-1`);
      expect(body.count, path).toBeGreaterThan(0);
    }
  });
});

describe('authorisation and client scope', () => {
  it('limits a client user to its own client, in lists and by id', async () => {
    const own = await list('client-user', '/api/deliveries?limit=-1');
    expect(own.count).toBe(12);
    expect(own.data.every((d) => d.clientId === 8)).toBe(true);
    const other = (await list('other-client', '/api/deliveries?limit=-1')).data[0];
    expect(other?.clientId).toBe(14);
    const res = await call(fx.server, 'GET', `/api/deliveries/${other?.id}`, { token: fx.tokens['client-user'] });
    expect(res.status).toBe(404);
    expect(JSON.stringify(await json(res))).not.toContain(String(other?.reference));
    const filtered = await list('client-user', '/api/deliveries?clientId=14');
    expect(filtered.count).toBe(0);
    const mine = await call(fx.server, 'GET', `/api/deliveries/${own.data[0]?.id}`, {
      token: fx.tokens['client-user'],
    });
    expect(mine.status).toBe(200);
    const clients = await list('client-user', '/api/clients');
    expect(clients.data.map((c) => c.id)).toEqual([8]);
  });

  it('answers 403 for a role without the permission', async () => {
    const res = await call(fx.server, 'GET', '/api/deliveries', { token: fx.tokens.driver });
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).errors[0]?.code).toBe('FORBIDDEN');
    const del = await call(fx.server, 'DELETE', '/api/deliveries/1', { token: fx.tokens['client-admin'] });
    expect(del.status).toBe(403);
  });

  it('refuses to create a record for another client', async () => {
    const template = (await list('client-admin', '/api/deliveries?limit=1')).data[0] as Rec;
    // what a client may not write (proof of delivery, history, run) is left for the server to fill
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, statusHistory: _s, photos: _p, ...copied } = template;
    const fields = { ...copied, runId: null, dropId: null, deliveredAt: null, failureReason: null };
    const res = await call(fx.server, 'POST', '/api/deliveries', {
      token: fx.tokens['client-admin'],
      body: { ...fields, clientId: 14, reference: 'X-1' },
    });
    expect(res.status).toBe(403);
    const ok = await call(fx.server, 'POST', '/api/deliveries', {
      token: fx.tokens['client-admin'],
      body: { ...fields, clientId: undefined, reference: 'X-2' },
    });
    expect(ok.status).toBe(201);
    const created = (await json<{ data: Rec }>(ok)).data;
    expect(created).toMatchObject({ clientId: 8, reference: 'X-2', version: 1 });
  });

  it('shows a contractor only its own runs', async () => {
    const runs = await list('contractor', '/api/runs');
    expect(runs.count).toBe(1);
    const res = await call(fx.server, 'GET', '/api/runs/2', { token: fx.tokens.contractor });
    expect(res.status).toBe(404);
  });
});

describe('writes', () => {
  it('validates a create against the schema with per-field errors (422)', async () => {
    const res = await call(fx.server, 'POST', '/api/deliveries', {
      token: fx.tokens.admin,
      body: { clientId: 8, reference: '', date: '21/11/2026' },
    });
    expect(res.status).toBe(422);
    const body = await json<ErrorBody>(res);
    const fields = body.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['reference', 'date', 'status']));
    expect(body.errors.every((e) => e.code === 'INVALID_FIELDS' && e.type === 'VALIDATION')).toBe(true);
  });

  it('patches with the current version and answers 409 with the current record when stale', async () => {
    const first = (await list('client-admin', '/api/deliveries?limit=1')).data[0] as Rec;
    const ok = await call(fx.server, 'PATCH', `/api/deliveries/${first.id}`, {
      token: fx.tokens['client-admin'],
      body: { version: first.version, instructions: 'Leave at door' },
    });
    expect(ok.status).toBe(200);
    const updated = (await json<{ data: Rec }>(ok)).data;
    expect(updated).toMatchObject({
      id: first.id,
      version: first.version + 1,
      instructions: 'Leave at door',
      reference: first.reference,
    });
    const stale = await call(fx.server, 'PATCH', `/api/deliveries/${first.id}`, {
      token: fx.tokens['client-admin'],
      body: { version: first.version, instructions: 'Ring bell' },
    });
    expect(stale.status).toBe(409);
    const body = await json<ErrorBody>(stale);
    expect(body.errors[0]?.code).toBe('VERSION_CONFLICT');
    expect(body.current).toMatchObject({ id: first.id, version: first.version + 1, instructions: 'Leave at door' });
    const noVersion = await call(fx.server, 'PATCH', `/api/deliveries/${first.id}`, {
      token: fx.tokens['client-admin'],
      body: { instructions: 'x' },
    });
    expect(noVersion.status).toBe(422);
    const badField = await call(fx.server, 'PATCH', `/api/deliveries/${first.id}`, {
      token: fx.tokens['client-admin'],
      body: { version: updated.version, status: 'teleported' },
    });
    expect(badField.status).toBe(422);
  });

  it('updates in full with PUT and deletes', async () => {
    const rec = (await list('admin', '/api/nv/country')).data[0] as Rec;
    const put = await call(fx.server, 'PUT', `/api/nv/country/${rec.id}`, {
      token: fx.tokens.admin,
      body: { version: rec.version, countryId: 1, name: 'Australia (AU)', code: 'AU' },
    });
    expect(put.status).toBe(200);
    expect((await json<{ data: Rec }>(put)).data).toMatchObject({ name: 'Australia (AU)', version: rec.version + 1 });
    const again = (
      await json<{ data: Rec }>(await call(fx.server, 'GET', `/api/nv/country/${rec.id}`, { token: fx.tokens.admin }))
    ).data;
    const putBase = await call(fx.server, 'PUT', '/api/nv/country', {
      token: fx.tokens.admin,
      body: { id: rec.id, version: again.version, countryId: 1, name: 'Australia', code: 'AU' },
    });
    expect(putBase.status).toBe(200);
    expect((await json<{ data: Rec }>(putBase)).data).toMatchObject({
      id: rec.id,
      name: 'Australia',
      version: again.version + 1,
    });
    const created = await call(fx.server, 'POST', '/api/nv/country', {
      token: fx.tokens.admin,
      body: { countryId: 2, name: 'New Zealand', code: 'NZ' },
    });
    expect(created.status).toBe(201);
    const { id } = (await json<{ data: Rec }>(created)).data;
    expect(id).toBeGreaterThan(1);
    const del = await call(fx.server, 'DELETE', `/api/nv/country/${id}`, { token: fx.tokens.admin });
    expect(del.status).toBe(200);
    expect((await call(fx.server, 'GET', `/api/nv/country/${id}`, { token: fx.tokens.admin })).status).toBe(404);
  });

  it('applies a replayed Idempotency-Key once and returns the same body', async () => {
    const rec = (await list('client-admin', '/api/deliveries?limit=1&sort=-id')).data[0] as Rec;
    const send = () =>
      call(fx.server, 'PATCH', `/api/deliveries/${rec.id}`, {
        token: fx.tokens['client-admin'],
        headers: { 'idempotency-key': 'key-patch-1' },
        body: { version: rec.version, boxCount: 42 },
      });
    const a = await send();
    const b = await send();
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await b.json()).toEqual(await a.json());
    const now = await call(fx.server, 'GET', `/api/deliveries/${rec.id}`, { token: fx.tokens['client-admin'] });
    expect((await json<{ data: Rec }>(now)).data).toMatchObject({ version: rec.version + 1, boxCount: 42 });

    const before = (await list('admin', '/api/nv/state')).count;
    const create = () =>
      call(fx.server, 'POST', '/api/nv/state', {
        token: fx.tokens.admin,
        headers: { 'idempotency-key': 'key-create-1' },
        body: { name: 'Tasmania', code: 'TAS', countryId: 1 },
      });
    const c1 = await json<{ data: Rec }>(await create());
    const c2 = await json<{ data: Rec }>(await create());
    expect(c2.data.id).toBe(c1.data.id);
    expect((await list('admin', '/api/nv/state')).count).toBe(before + 1);
  });

  it('stores an uploaded file and serves it only within scope', async () => {
    const rec = (await list('client-admin', '/api/deliveries?limit=1')).data[0] as Rec;
    const form = new FormData();
    form.set('id', String(rec.id));
    form.set('file', new File([new Uint8Array([137, 80, 78, 71])], 'pod.png', { type: 'image/png' }));
    const res = await fx.server.app.request(`/api/deliveries/${rec.id}/file`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${fx.tokens['client-admin']}`, cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { url: string; size: number } }>(res);
    expect(data.url).toMatch(/^\/api\/files\/\d+$/);
    const file = await call(fx.server, 'GET', data.url, { token: fx.tokens['client-user'] });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect((await call(fx.server, 'GET', data.url, { token: fx.tokens['other-client'] })).status).toBe(404);
  });
});
