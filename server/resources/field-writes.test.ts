/**
 * Issue 30 'Why', over HTTP: each mass-assignment write a new user tried is refused with a 4xx
 * naming the field, and the record is unchanged (status and accounts are other suites'). Also a
 * record rule's 403 with its reason, a full PUT that leaves kept fields alone, CSV import rows,
 * and a cross-field rule on the server.
 * @pglite-only: field rules refuse before any SQL; accepted writes go through the generic store.
 */
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../src/resources/index';
import { call, json, signedInApp } from '../testing/helpers';

type Rec = Record<string, unknown> & { id: number; version: number };
interface ErrorBody {
  errors: { code: string; field?: string; displayMessage: string }[];
}

const fx = signedInApp('admin', 'contractor', 'client-admin', 'client-user', 'admin-dashboard-only');

async function read(path: string): Promise<Rec> {
  const res = await call(fx.server, 'GET', path, { token: fx.tokens.admin });
  expect(res.status).toBe(200);
  return (await json<{ data: Rec }>(res)).data;
}

/** PATCHes as `who` and expects a 422 naming exactly `fields`, with the record unchanged. */
async function refusedPatch(who: string, path: string, changes: Record<string, unknown>): Promise<ErrorBody> {
  const before = await read(path);
  const res = await call(fx.server, 'PATCH', path, {
    token: fx.tokens[who],
    body: { version: before.version, ...changes },
  });
  const body = await json<ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(body.errors.map((e) => e.field).sort()).toEqual(Object.keys(changes).sort());
  expect(body.errors.every((e) => e.code === 'FIELD_NOT_WRITABLE')).toBe(true);
  expect(await read(path)).toEqual(before);
  return body;
}

describe('issue 30: writes the declaration refuses', () => {
  it('a contractor cannot set the counts, code, date or finish of its own run', async () => {
    const body = await refusedPatch('contractor', '/api/runs/1', {
      dropsDone: 400,
      dropsTotal: 500,
      code: 'MINE',
      date: '2026-11-25',
      finishedAt: '2026-11-21T18:00:00Z',
    });
    expect(body.errors.find((e) => e.field === 'date')?.displayMessage).toBe('date: Only admins change a run’s date.');
    // what is its own to change still saves
    const run = await read('/api/runs/1');
    const ok = await call(fx.server, 'PATCH', '/api/runs/1', {
      token: fx.tokens.contractor,
      body: { version: run.version, vehicle: 'VAN-9' },
    });
    expect(ok.status).toBe(200);
  });

  it('a client user cannot write a delivery’s history, delivery time or photos, nor a box’s barcode, run or scan', async () => {
    await refusedPatch('client-user', '/api/deliveries/1', {
      statusHistory: [{ status: 'delivered', at: '2026-11-20T09:00:00Z', by: 'Sam Driver' }],
      deliveredAt: '2026-11-20T09:00:00Z',
      photos: [{ url: 'https://evil.example/x.jpg', takenAt: '2026-11-20T09:00:00Z' }],
    });
    await refusedPatch('client-user', '/api/boxes/1', {
      barcode: 'BOX-X',
      runId: 2,
      scannedAt: '2026-11-20T09:00:00Z',
    });
  });

  it('a client admin cannot change its client’s integrations, configuration, status, code or logo', async () => {
    await refusedPatch('client-admin', '/api/clients/8', {
      integrationList: ['shopify'],
      configuration: { allowCsvManifestUpload: true, leastCostRoutingEnabled: true },
      status: 'disabled',
      code: 'MINE',
      logoURI: 'https://evil.example/logo.png',
    });
    const client = await read('/api/clients/8');
    const ok = await call(fx.server, 'PATCH', '/api/clients/8', {
      token: fx.tokens['client-admin'],
      body: { version: client.version, displayName: 'Harvest Box' },
    });
    expect(ok.status).toBe(200);
  });

  it('admin-dashboard-only cannot move drops between runs', async () => {
    await refusedPatch('admin-dashboard-only', '/api/drops/1', { runId: 2, sequence: 3 });
  });

  it('a state rule: a client admin changes a delivery’s address only until it is loaded', async () => {
    const all = await call(fx.server, 'GET', '/api/deliveries?limit=-1', { token: fx.tokens['client-admin'] });
    const rows = (await json<{ data: Rec[] }>(all)).data;
    const delivered = rows.find((r) => r.status === 'delivered');
    const pending = rows.find((r) => r.status === 'pending');
    if (!delivered || !pending) throw new Error('the fixture has delivered and pending deliveries of client 8');
    const body = await refusedPatch('client-admin', `/api/deliveries/${delivered.id}`, { address: '9 Other St' });
    expect(body.errors[0]?.displayMessage).toBe(
      'address: Once a delivery is loaded, only operations staff change its date, address, recipient or window.',
    );
    const ok = await call(fx.server, 'PATCH', `/api/deliveries/${pending.id}`, {
      token: fx.tokens['client-admin'],
      body: { version: pending.version, address: '9 Other St' },
    });
    expect(ok.status).toBe(200);
  });

  it('a manifest row giving a run is refused for a client admin, naming the line and field, and nothing is imported', async () => {
    const csv = ['reference,date,recipientName,address,countryId,routingGroupId,runId', 'FW-1,2026-11-23,R,1 St,1,1,'];
    csv.push('FW-2,2026-11-23,R,2 St,1,1,1');
    const res = await call(fx.server, 'POST', '/api/deliveries/import', {
      token: fx.tokens['client-admin'],
      body: { fileName: 'runs.csv', clientId: 8, csv: csv.join('\n') },
    });
    const body = await json<{ lineErrors?: { line: number; message: string }[] }>(res);
    expect(res.status).toBe(422);
    expect(body.lineErrors).toEqual([
      { line: 3, message: 'runId: Only admins move deliveries and drops between runs (Manual Routing).' },
    ]);
    const found = await call(fx.server, 'GET', '/api/deliveries?limit=0&q=FW-', { token: fx.tokens.admin });
    expect((await json<{ count: number }>(found)).count).toBe(0);
  });

  it('a full PUT that leaves the kept fields as stored is accepted; one that changes them is refused', async () => {
    const run = await read('/api/runs/1');
    const { id: _i, version, createdAt: _c, updatedAt: _u, historical: _h, ...fields } = run;
    const ok = await call(fx.server, 'PUT', '/api/runs/1', {
      token: fx.tokens.admin,
      body: { ...fields, version, plannedStart: '06:30' },
    });
    expect(ok.status).toBe(200);
    const after = await read('/api/runs/1');
    const res = await call(fx.server, 'PUT', '/api/runs/1', {
      token: fx.tokens.admin,
      body: { ...fields, version: after.version, dropsDone: 99 },
    });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors.map((e) => e.field)).toEqual(['dropsDone']);
    expect((await read('/api/runs/1')).dropsDone).toBe(after.dropsDone);
  });

  it('no role moves a record into or out of history by an edit; the stored flag sent back is no change', async () => {
    for (const who of ['client-user', 'admin']) await refusedPatch(who, '/api/deliveries/1', { historical: true });
    const stored = await read('/api/deliveries/1');
    const echoed = await call(fx.server, 'PATCH', '/api/deliveries/1', {
      token: fx.tokens['client-user'],
      body: { version: stored.version, historical: false, instructions: 'Side gate' },
    });
    expect(echoed.status).toBe(200);
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = stored;
    const created = await call(fx.server, 'POST', '/api/deliveries', {
      token: fx.tokens.admin,
      body: { ...fields, reference: 'BORN-HISTORICAL', historical: true },
    });
    expect(created.status).toBe(422);
    expect((await json<ErrorBody>(created)).errors).toMatchObject([
      {
        field: 'historical',
        code: 'FIELD_NOT_WRITABLE',
        displayMessage: 'historical: Historical is kept by the server.',
      },
    ]);
  });

  it('a delivery window must end after it starts, on create and on change', async () => {
    const res = await call(fx.server, 'PATCH', '/api/deliveries/2', {
      token: fx.tokens.admin,
      body: { version: (await read('/api/deliveries/2')).version, windowStart: '17:00', windowEnd: '08:00' },
    });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors).toMatchObject([
      { field: 'windowEnd', displayMessage: 'windowEnd: The window must end after it starts.' },
    ]);
  });

  it('a create may leave out the fields that may be empty; one that must hold a value is still named', async () => {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...stored } = await read('/api/deliveries/1');
    const nullable = Object.entries(deliveries.fields).flatMap(([name, meta]) => (meta.nullable ? [name] : []));
    expect(nullable.length).toBeGreaterThan(3);
    const body = Object.fromEntries(
      Object.entries({ ...stored, reference: 'OMITS-NULLS', status: 'pending' }).filter(([k]) => !nullable.includes(k)),
    );
    const res = await call(fx.server, 'POST', '/api/deliveries', { token: fx.tokens.admin, body });
    const created = await json<{ data: Rec }>(res);
    expect(res.status, JSON.stringify(created)).toBe(201);
    for (const name of nullable) expect(created.data[name], name).toBeNull();
    const noAddress = Object.fromEntries(
      Object.entries({ ...body, reference: 'OMITS-ADDRESS' }).filter(([k]) => k !== 'address'),
    );
    const refused = await call(fx.server, 'POST', '/api/deliveries', { token: fx.tokens.admin, body: noAddress });
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).errors.map((e) => e.field)).toEqual(['address']);
  });
});
