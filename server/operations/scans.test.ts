import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/resources/index';
import { call, json, signedInApp } from '../testing/helpers';

interface Rec {
  id: number;
  version: number;
  clientId: number | null;
  [key: string]: unknown;
}

const fx = signedInApp('admin', 'client-admin', 'other-client', 'contractor');
const scan = (code: string, kind: string, extra: Record<string, unknown> = {}) => ({
  code,
  kind,
  date: '2026-11-20',
  scannedAt: '2026-11-20T08:00:00.000Z',
  source: 'wedge',
  clientId: 8,
  result: null,
  message: null,
  scannedBy: null,
  boxId: null,
  deliveryId: null,
  runId: null,
  depotId: null,
  ...extra,
});

async function get(path: string): Promise<Rec> {
  return (await json<{ data: Rec }>(await call(fx.server, 'GET', path, { token: fx.tokens.admin }))).data;
}

async function history(path: string): Promise<HistoryEntry[]> {
  return (
    await json<{ data: HistoryEntry[] }>(await call(fx.server, 'GET', `${path}/history`, { token: fx.tokens.admin }))
  ).data;
}

describe('scans', () => {
  it('refuses a status move the box’s lifecycle refuses: a created box is not back for redelivery, and nothing changes', async () => {
    const box = await get('/api/boxes/1');
    const delivery = await get('/api/deliveries/1');
    expect(box.status).toBe('created');
    const res = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens.admin,
      body: scan('BOX-1', 'return-to-depot'),
    });
    expect(res.status).toBe(201);
    // the scan is stored, refused with the lifecycle's own reason
    expect((await json<{ data: Rec }>(res)).data).toMatchObject({
      result: 'refused',
      boxId: 1,
      message: 'BOX-1: A created box can only become sorted, loaded, missing, damaged, not redelivery.',
    });
    expect(await get('/api/boxes/1')).toMatchObject({ status: 'created', scannedAt: null, version: box.version });
    expect((await get('/api/deliveries/1')).version).toBe(delivery.version);
    expect(await history('/api/boxes/1')).toEqual([]);
  });

  it('applies a load check on the box in the same write, and records the result the server decided', async () => {
    const before = await get('/api/boxes/1');
    const res = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens['client-admin'],
      body: scan('box-1', 'load-check', { result: 'ok', scannedBy: 'someone else' }),
      headers: { 'idempotency-key': 'scan-a' },
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: Rec }>(res);
    expect(data).toMatchObject({
      code: 'BOX-1',
      result: 'ok',
      boxId: 1,
      deliveryId: 1,
      runId: 1,
      depotId: 1,
      clientId: 8,
      scannedBy: 'Demo client-admin',
    });
    const after = await get('/api/boxes/1');
    expect(after).toMatchObject({ loadChecked: true, status: 'loaded', version: before.version + 1 });
    // the declared move created -> loaded, recorded as the generic routes record it: by the scanning user
    expect(await history('/api/boxes/1')).toEqual([
      expect.objectContaining({ field: 'status', from: 'created', to: 'loaded', userName: 'Demo client-admin' }),
    ]);

    // the outbox replaying the same request (same key) stores nothing twice
    const replay = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens['client-admin'],
      body: scan('box-1', 'load-check', { result: 'ok', scannedBy: 'someone else' }),
      headers: { 'idempotency-key': 'scan-a' },
    });
    expect(replay.status).toBe(201);
    expect((await json<{ data: Rec }>(replay)).data.id).toBe(data.id);

    // a second scan of the same box is a repeat and changes nothing
    const again = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens['client-admin'],
      body: scan('BOX-1', 'load-check'),
      headers: { 'idempotency-key': 'scan-b' },
    });
    expect((await json<{ data: Rec }>(again)).data.result).toBe('repeat');
    expect((await get('/api/boxes/1')).version).toBe(after.version);
    const list = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', '/api/scans?boxId=1&kind=load-check&limit=-1', { token: fx.tokens.admin }),
    );
    expect(list.data.map((s) => s.result).sort()).toEqual(['ok', 'repeat']);
  });

  it('stores a code nobody in scope knows as unknown: another client’s box is not found', async () => {
    const res = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens['other-client'],
      body: scan('BOX-1', 'cleanup', { clientId: 14 }),
    });
    expect((await json<{ data: Rec }>(res)).data).toMatchObject({ result: 'unknown', clientId: 14, boxId: null });
    expect((await get('/api/boxes/1')).loadChecked).toBe(true);
    const unknown = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens['client-admin'],
      body: scan('NOPE-9', 'load-check'),
    });
    expect(unknown.status).toBe(201);
    expect((await json<{ data: Rec }>(unknown)).data).toMatchObject({ result: 'unknown', boxId: null });
  });

  it('returns a delivery to the depot by its label: the delivery becomes returned and its boxes come back', async () => {
    // along its lifecycle: routed, loaded, then failed with a reason
    for (const status of ['routed', 'loaded', 'failed']) {
      const before = await get('/api/deliveries/1');
      const moved = await call(fx.server, 'PATCH', '/api/deliveries/1', {
        token: fx.tokens.admin,
        body: { version: before.version, status, failureReason: status === 'failed' ? 'Nobody home' : null },
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    const delivery = await get('/api/deliveries/1');
    const res = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens.admin,
      body: scan(String(delivery.reference), 'return-to-depot'),
    });
    expect((await json<{ data: Rec }>(res)).data).toMatchObject({ result: 'ok', deliveryId: 1, boxId: null });
    const after = await get('/api/deliveries/1');
    expect(after.status).toBe('returned');
    // the trail's step names the scanning user, as the admin's own moves before it do
    const trail = after.statusHistory as { status: string; by?: string }[];
    expect(trail.at(-1)).toMatchObject({ status: 'returned', by: trail.at(-2)?.by });
    expect(trail.at(-2)?.by).toMatch(/\w/);
    expect((await get('/api/boxes/1')).status).toBe('redelivery');
    const again = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens.admin,
      body: scan(String(delivery.reference), 'return-to-depot'),
    });
    expect((await json<{ data: Rec }>(again)).data.result).toBe('repeat');
  });

  it('refuses a kind the user may not apply, and scans are facts: no edits, no scanning for contractors', async () => {
    const res = await call(fx.server, 'POST', '/api/scans', {
      token: fx.tokens['client-admin'],
      body: scan('BOX-1', 'return-to-depot'),
    });
    expect((await json<{ data: Rec }>(res)).data.result).toBe('refused');
    expect(
      (await call(fx.server, 'POST', '/api/scans', { token: fx.tokens.contractor, body: scan('BOX-1', 'load-check') }))
        .status,
    ).toBe(403);
    const { data } = await json<{ data: Rec[] }>(
      await call(fx.server, 'GET', '/api/scans?limit=1', { token: fx.tokens.admin }),
    );
    const first = data[0];
    expect(first).toBeDefined();
    expect(
      (
        await call(fx.server, 'PATCH', `/api/scans/${first?.id}`, {
          token: fx.tokens.admin,
          body: { version: first?.version, result: 'ok' },
        })
      ).status,
    ).toBe(403);
  });
});
