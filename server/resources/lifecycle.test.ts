/**
 * Issue 30 items 3 and 4 on the server: declared status moves are applied on every write, a
 * refused move saves nothing, a drop follows its delivery in the same transaction, and the history
 * is the server's alone (who by name, source, when made and when it arrived).
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/resources/index';
import { MADE_AT_HEADER, SOURCE_HEADER } from '../../src/resources/index';
import { call, json, signedInApp } from '../testing/helpers';

type Rec = Record<string, unknown> & { id: number; version: number; createdAt: string };
interface ErrorBody {
  errors: { code: string; field?: string; displayMessage: string }[];
}

const fx = signedInApp('admin', 'client-admin', 'client-user', 'other-client', 'contractor');

async function get(path: string, who = 'admin'): Promise<Rec> {
  return (await json<{ data: Rec }>(await call(fx.server, 'GET', path, { token: fx.tokens[who] }))).data;
}

async function history(path: string, who = 'admin'): Promise<HistoryEntry[]> {
  const res = await call(fx.server, 'GET', `${path}/history`, { token: fx.tokens[who] });
  expect(res.status).toBe(200);
  return (await json<{ data: HistoryEntry[] }>(res)).data;
}

async function patch(path: string, body: Record<string, unknown>, who = 'admin', headers: Record<string, string> = {}) {
  const { version } = await get(path);
  return call(fx.server, 'PATCH', path, { token: fx.tokens[who], body: { version, ...body }, headers });
}

async function moveTo(path: string, status: string, extra: Record<string, unknown> = {}): Promise<Rec> {
  const res = await patch(path, { status, ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json<{ data: Rec }>(res)).data;
}

async function refusedOn(res: Response, field: string): Promise<ErrorBody['errors'][number]> {
  expect(res.status).toBe(422);
  const error = (await json<ErrorBody>(res)).errors.find((e) => e.field === field);
  expect(error, `an error naming ${field}`).toBeDefined();
  return error as ErrorBody['errors'][number];
}

describe('lifecycles on the server', () => {
  it('a supervisor marking a failed delivery delivered gets a consistent record, drop and history', async () => {
    // delivery 1 is on drop 1 of run 1 (the fixture)
    await moveTo('/api/deliveries/1', 'routed');
    await moveTo('/api/deliveries/1', 'loaded');
    const failed = await moveTo('/api/deliveries/1', 'failed', { failureReason: 'Nobody home' });
    expect(failed).toMatchObject({ failureReason: 'Nobody home', deliveredAt: null });
    expect(await get('/api/drops/1')).toMatchObject({ status: 'failed', failureReason: 'Nobody home' });
    expect(await get('/api/runs/1')).toMatchObject({ dropsDone: 1, dropsFailed: 1 });

    const before = Date.now();
    const delivered = await moveTo('/api/deliveries/1', 'delivered');
    expect(delivered.failureReason).toBeNull();
    expect(typeof delivered.deliveredAt).toBe('string');
    expect(Date.parse(String(delivered.deliveredAt))).toBeGreaterThanOrEqual(before - 1000);
    // the delivery's own status history gains the move too, by name
    expect((delivered.statusHistory as { status: string; by?: string }[]).at(-1)).toMatchObject({
      status: 'delivered',
      by: 'Demo admin',
    });
    const drop = await get('/api/drops/1');
    expect(drop).toMatchObject({ status: 'completed', failureReason: null, completedAt: delivered.deliveredAt });
    expect(await get('/api/runs/1')).toMatchObject({ dropsDone: 1, dropsFailed: 0 });

    const entries = await history('/api/deliveries/1');
    const last = entries.filter((e) => e.field === 'status').at(-1);
    expect(last).toMatchObject({ from: 'failed', to: 'delivered', userName: 'Demo admin', source: 'console' });
    expect(entries.map((e) => `${e.field}:${String(e.from)}>${String(e.to)}`)).toEqual(
      expect.arrayContaining(['failureReason:Nobody home>null', `deliveredAt:null>${String(delivered.deliveredAt)}`]),
    );
    const dropEntries = await history('/api/drops/1');
    expect(dropEntries.at(-1)).toMatchObject({
      field: 'status',
      from: 'failed',
      to: 'completed',
      userName: 'Demo admin',
    });
  });

  it('refuses a move the user may not make, naming the status, and saves nothing', async () => {
    await moveTo('/api/deliveries/10', 'routed');
    await moveTo('/api/deliveries/10', 'loaded');
    const inTransit = await moveTo('/api/deliveries/10', 'in-transit');
    const entries = (await history('/api/deliveries/10')).length;
    const error = await refusedOn(await patch('/api/deliveries/10', { status: 'cancelled' }, 'client-user'), 'status');
    expect(error.displayMessage).toMatch(/may not change an? in-transit delivery to cancelled/i);
    const after = await get('/api/deliveries/10');
    expect(after).toMatchObject({ status: 'in-transit', version: inTransit.version });
    expect((await history('/api/deliveries/10')).length).toBe(entries);
    // an undeclared move is refused for everyone, saying what is possible
    const skip = await refusedOn(await patch('/api/deliveries/10', { status: 'pending' }), 'status');
    expect(skip.displayMessage).toMatch(/can only become/);
  });

  it("lets the client's office cancel before transit, and says what a status needs", async () => {
    const cancelled = await patch('/api/deliveries/3', { status: 'cancelled' }, 'client-admin');
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await history('/api/deliveries/3', 'client-admin')).at(-1)).toMatchObject({
      to: 'cancelled',
      userName: 'Demo client-admin',
    });
    await moveTo('/api/deliveries/4', 'routed');
    await moveTo('/api/deliveries/4', 'loaded');
    await refusedOn(await patch('/api/deliveries/4', { status: 'failed' }), 'failureReason');
    expect((await get('/api/deliveries/4')).status).toBe('loaded');
  });

  it('keeps stamped times the server’s unless an admin gives one', async () => {
    const given = '2026-11-20T10:15:00.000Z';
    await moveTo('/api/deliveries/7', 'routed');
    await moveTo('/api/deliveries/7', 'loaded');
    const delivered = await moveTo('/api/deliveries/7', 'delivered', { deliveredAt: given });
    expect(delivered.deliveredAt).toBe(given);
    // a client-admin cannot move the delivered time, nor edit a delivered delivery's address: refused, naming the fields
    const res = await patch(
      '/api/deliveries/7',
      { deliveredAt: '2020-01-01T00:00:00.000Z', suburb: 'Fitzroy' },
      'client-admin',
    );
    await refusedOn(res.clone(), 'suburb');
    await refusedOn(res, 'deliveredAt');
    expect(await get('/api/deliveries/7')).toMatchObject({ deliveredAt: given });
    // nor rewrite its status history: the server keeps it
    const trail = (await get('/api/deliveries/7')).statusHistory;
    const forged = await patch(
      '/api/deliveries/7',
      { statusHistory: [{ status: 'pending', at: given }] },
      'client-admin',
    );
    await refusedOn(forged, 'statusHistory');
    expect((await get('/api/deliveries/7')).statusHistory).toEqual(trail);
  });

  it('records an offline replay with when it was made and when it arrived, capped to the record’s life', async () => {
    const record = await get('/api/deliveries/9');
    const made = new Date(Date.now() - 3 * 3600_000).toISOString();
    const expected = Date.parse(made) < Date.parse(record.createdAt) ? record.createdAt : made;
    const res = await patch('/api/deliveries/9', { status: 'cancelled' }, 'client-admin', {
      [MADE_AT_HEADER]: made,
      [SOURCE_HEADER]: 'offline-replay',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const entry = (await history('/api/deliveries/9')).at(-1);
    expect(entry).toMatchObject({ source: 'offline-replay', madeAt: expected, userName: 'Demo client-admin' });
    expect(Date.parse(String(entry?.arrivedAt))).toBeGreaterThanOrEqual(Date.parse(expected));
    // a made-at in the future is the arrival; one before the record existed is its creation
    await call(fx.server, 'PATCH', '/api/deliveries/9', {
      token: fx.tokens.admin,
      body: { version: (await get('/api/deliveries/9')).version, status: 'pending' },
      headers: { [MADE_AT_HEADER]: '2999-01-01T00:00:00Z' },
    });
    const future = (await history('/api/deliveries/9')).at(-1);
    expect(future?.madeAt).toBe(future?.arrivedAt);
    await call(fx.server, 'PATCH', '/api/deliveries/9', {
      token: fx.tokens.admin,
      body: { version: (await get('/api/deliveries/9')).version, status: 'cancelled' },
      headers: { [MADE_AT_HEADER]: '2001-01-01T00:00:00Z' },
    });
    expect((await history('/api/deliveries/9')).at(-1)?.madeAt).toBe(record.createdAt);
  });

  it('lets no client write history, and reads it only within the record’s scope', async () => {
    const count = (await history('/api/deliveries/1')).length;
    const forged = {
      field: 'status',
      from: 'pending',
      to: 'delivered',
      userName: 'Someone else',
      source: 'driver-app',
    };
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await call(fx.server, method, '/api/deliveries/1/history', { token: fx.tokens.admin, body: forged });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
    expect((await history('/api/deliveries/1')).length).toBe(count);
    // another client's delivery: its history is as absent as the delivery
    const other = await call(fx.server, 'GET', '/api/deliveries/1/history', { token: fx.tokens['other-client'] });
    expect(other.status).toBe(404);
  });

  it('records what a scan changes by itself: a delivery returned to the depot, by the scanning user', async () => {
    await moveTo('/api/deliveries/13', 'routed');
    await moveTo('/api/deliveries/13', 'loaded');
    const failed = await moveTo('/api/deliveries/13', 'failed', { failureReason: 'Closed' });
    const res = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens.admin,
      body: {
        code: String(failed.reference),
        kind: 'return-to-depot',
        date: '2026-11-22',
        scannedAt: '2026-11-22T08:00:00.000Z',
        source: 'wedge',
        clientId: 8,
        result: null,
        message: null,
        scannedBy: null,
        boxId: null,
        deliveryId: null,
        runId: null,
        depotId: null,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await get('/api/deliveries/13')).status).toBe('returned');
    expect((await history('/api/deliveries/13')).at(-1)).toMatchObject({
      field: 'status',
      from: 'failed',
      to: 'returned',
      userName: 'Demo admin',
    });
  });

  it('governs runs: a contractor assigns its own run to a driver, only an admin starts it', async () => {
    const run = await get('/api/runs/1');
    expect(run.status).toBe('assigned');
    const back = await patch('/api/runs/1', { status: 'planned' }, 'contractor');
    expect(back.status, await back.clone().text()).toBe(200);
    await refusedOn(await patch('/api/runs/1', { status: 'assigned', driverId: null }, 'contractor'), 'driverId');
    const started = await moveTo('/api/runs/2', 'loaded');
    expect(started.startedAt).toBeNull();
    const inProgress = await moveTo('/api/runs/2', 'in-progress');
    expect(typeof inProgress.startedAt).toBe('string');
  });
});
