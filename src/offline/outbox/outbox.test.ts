import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb, getDb, setDbForTests, type OutboxEntry } from '../db';
import { putRecords } from '../record-store';
import { isPaused, replayOutbox, resumeOutbox, type SendRequest, type Transport } from './replay';
import { discardEntry, enqueue, keepMineEntry, retryEntry, takeTheirsEntry, unsentCount } from './store';
import type { SendResult } from './transitions';

let n = 0;
type Responder = (req: SendRequest, call: number) => SendResult;

function fakeServer(respond: Responder): { transport: Transport; calls: SendRequest[] } {
  const calls: SendRequest[] = [];
  return {
    calls,
    transport: async (req) => {
      calls.push(req);
      return respond(req, calls.length);
    },
  };
}

const ok = (req: SendRequest, version = 2): SendResult => ({
  status: 200,
  body: { data: { id: Number(req.path.split('/').pop()), ...(req.body ?? {}), version } },
});

async function patch(
  recordId: number,
  payload: Record<string, unknown>,
  baseVersion = 1,
  userId: number | null = 7,
): Promise<OutboxEntry> {
  return enqueue({ resource: 'deliveries', recordId, baseVersion, method: 'PATCH', payload, userId });
}

async function entries(): Promise<OutboxEntry[]> {
  return getDb().outbox.orderBy('seq').toArray();
}

beforeEach(() => {
  n += 1;
  setDbForTests(new ConsoleDb(`outbox-test-${n}`));
});
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

describe('outbox replay', () => {
  it('sends a pending entry with its idempotency key and version, then removes it and caches the record', async () => {
    const e = await patch(1, { status: 'delivered' }, 3);
    const server = fakeServer((req) => ok(req, 4));
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report.sent).toBe(1);
    expect(server.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/deliveries/1',
      idempotencyKey: e.key,
      body: { status: 'delivered', version: 3 },
    });
    expect(await entries()).toHaveLength(0);
    expect(await getDb().records('deliveries').get(1)).toMatchObject({ status: 'delivered', version: 4 });
  });

  it('keeps the entry as failed on a network error, with the same key, and stops the pass', async () => {
    const a = await patch(1, { status: 'failed' });
    await patch(2, { status: 'failed' });
    const server = fakeServer(() => ({ status: 'network', error: 'offline' }));
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report.stopped).toBe('network');
    expect(server.calls).toHaveLength(1);
    const [first, second] = await entries();
    expect(first).toMatchObject({ status: 'failed', attempts: 1, key: a.key, lastError: 'offline' });
    expect(second?.status).toBe('pending');
  });

  it('retries a failed entry after backoff, or at once when forced, under the same key', async () => {
    const a = await patch(1, { status: 'failed' });
    let now = 1_000;
    const down = fakeServer(() => ({ status: 'network', error: 'offline' }));
    await replayOutbox({ transport: down.transport, userId: 7, now: () => now });
    const up = fakeServer((req) => ok(req));
    await replayOutbox({ transport: up.transport, userId: 7, now: () => now });
    expect(up.calls).toHaveLength(0);
    now += 60_000;
    await replayOutbox({ transport: up.transport, userId: 7, now: () => now });
    expect(up.calls[0]?.idempotencyKey).toBe(a.key);
    expect(await entries()).toHaveLength(0);
  });

  it('retries a 5xx without blocking other records', async () => {
    await patch(1, { status: 'failed' });
    await patch(2, { status: 'delivered' });
    const server = fakeServer((req) =>
      req.path.endsWith('/1') ? { status: 503, body: { errors: [{ displayMessage: 'Busy' }] } } : ok(req),
    );
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report).toMatchObject({ sent: 1, failed: 1, stopped: null });
    const left = await entries();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ recordId: 1, status: 'failed', lastError: 'Busy' });
    expect(left[0]?.nextAttemptAt).toBeGreaterThan(Date.now());
  });

  it('pauses the whole queue on 401 and resumes after log-in', async () => {
    await patch(1, { status: 'failed' });
    await patch(2, { status: 'failed' });
    let authRequired = 0;
    const expired = fakeServer(() => ({ status: 401, body: { errors: [] } }));
    const report = await replayOutbox({
      transport: expired.transport,
      userId: 7,
      onAuthRequired: () => (authRequired += 1),
    });
    expect(report.stopped).toBe('auth');
    expect(authRequired).toBe(1);
    expect(await isPaused()).toBe(true);
    expect((await entries()).map((e) => e.status)).toEqual(['pending', 'pending']);
    const server = fakeServer((req) => ok(req));
    expect((await replayOutbox({ transport: server.transport, userId: 7 })).stopped).toBe('paused');
    expect(server.calls).toHaveLength(0);
    await resumeOutbox();
    expect((await replayOutbox({ transport: server.transport, userId: 7 })).sent).toBe(2);
  });

  it('turns a 409 into a conflict holding the server record, and holds later edits of that record only', async () => {
    await patch(1, { status: 'failed' });
    await patch(1, { instructions: 'gate code 12' });
    await patch(2, { status: 'delivered' });
    const theirs = { id: 1, version: 5, status: 'returned' };
    const server = fakeServer((req) =>
      req.path.endsWith('/1')
        ? { status: 409, body: { errors: [{ displayMessage: 'Stale' }], current: theirs } }
        : ok(req),
    );
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report).toMatchObject({ conflicts: 1, sent: 1 });
    expect(server.calls.map((c) => c.path)).toEqual(['/deliveries/1', '/deliveries/2']);
    const [conflict, waiting] = await entries();
    expect(conflict).toMatchObject({ status: 'conflict', serverRecord: theirs });
    expect(waiting).toMatchObject({ status: 'pending', recordId: 1 });
    expect(await getDb().records('deliveries').get(1)).toMatchObject({ version: 5, status: 'returned' });
  });

  it('rejects other 4xx and goes on with the same record and others', async () => {
    await patch(1, { status: 'nonsense' });
    await patch(1, { instructions: 'ok' });
    const server = fakeServer((req, call) =>
      call === 1 ? { status: 422, body: { errors: [{ displayMessage: 'Invalid status' }] } } : ok(req),
    );
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report).toMatchObject({ rejected: 1, sent: 1 });
    const left = await entries();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ status: 'rejected', lastError: 'Invalid status' });
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls).toHaveLength(2);
  });

  it('keep mine re-sends on top of the server version under a new key', async () => {
    const mine = await patch(1, { status: 'failed' }, 1);
    const theirs = { id: 1, version: 5, status: 'returned' };
    const server = fakeServer((req, call) => (call === 1 ? { status: 409, body: { current: theirs } } : ok(req, 6)));
    await replayOutbox({ transport: server.transport, userId: 7 });
    const [conflict] = await entries();
    await keepMineEntry(conflict?.seq ?? -1);
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls[1]).toMatchObject({ body: { status: 'failed', version: 5 } });
    expect(server.calls[1]?.idempotencyKey).not.toBe(mine.key);
    expect(await entries()).toHaveLength(0);
    expect(await getDb().records('deliveries').get(1)).toMatchObject({ version: 6, status: 'failed' });
  });

  it("a plan (a create on other records' versions) sends its base version, and keep mine sends it on theirs", async () => {
    const plan = { date: '2026-11-27', serviceProviderId: 2, visitIds: [13, 11, 12] };
    const mine = await enqueue({
      resource: 'rdsVisitPlans',
      recordId: -1,
      baseVersion: 9,
      method: 'POST',
      payload: plan,
      userId: 7,
    });
    // the day as the server has it: no id, so 'take theirs' would keep nothing of it on the device
    const theirs = { ...plan, visitIds: [11, 12, 13], version: 10 };
    const server = fakeServer((_req, call) =>
      call === 1 ? { status: 409, body: { current: theirs } } : { status: 201, body: { data: { id: 4, ...plan } } },
    );
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: '/rds/visit-plans', body: { ...plan, version: 9 } });
    const [conflict] = await entries();
    expect(conflict).toMatchObject({ status: 'conflict', serverRecord: theirs });
    await keepMineEntry(conflict?.seq ?? -1);
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls[1]).toMatchObject({ body: { ...plan, version: 10 } });
    expect(server.calls[1]?.idempotencyKey).not.toBe(mine.key);
    expect(await entries()).toHaveLength(0);
  });

  it('take theirs drops my edit and keeps the server record', async () => {
    await putRecords('deliveries', [{ id: 1, version: 1, status: 'routed' }]);
    await patch(1, { status: 'failed' }, 1);
    const theirs = { id: 1, version: 5, status: 'returned' };
    const server = fakeServer(() => ({ status: 409, body: { current: theirs } }));
    await replayOutbox({ transport: server.transport, userId: 7 });
    const [conflict] = await entries();
    await takeTheirsEntry(conflict?.seq ?? -1);
    expect(await entries()).toHaveLength(0);
    expect(await getDb().records('deliveries').get(1)).toMatchObject({ version: 5, status: 'returned' });
  });

  it('discard removes an entry; retry re-queues a rejected one', async () => {
    const a = await patch(1, { status: 'failed' });
    const b = await patch(2, { status: 'x' });
    await discardEntry(a.seq ?? -1);
    const reject = fakeServer(() => ({ status: 400, body: {} }));
    await replayOutbox({ transport: reject.transport, userId: 7 });
    expect((await entries())[0]?.status).toBe('rejected');
    await retryEntry(b.seq ?? -1);
    expect((await entries())[0]?.status).toBe('pending');
    expect(await unsentCount(7)).toBe(1);
  });

  it('sends edits of one record in order, each on the version the previous one produced', async () => {
    await patch(1, { status: 'loaded' }, 1);
    await patch(1, { status: 'in-transit' }, 1);
    await patch(1, { status: 'delivered' }, 1);
    let version = 1;
    const server = fakeServer((req) => {
      if (req.body?.version !== version) return { status: 409, body: { current: { id: 1, version } } };
      version += 1;
      return ok(req, version);
    });
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report.sent).toBe(3);
    expect(server.calls.map((c) => c.body?.status)).toEqual(['loaded', 'in-transit', 'delivered']);
    expect(await getDb().records('deliveries').get(1)).toMatchObject({ version: 4, status: 'delivered' });
  });

  it('a lost acknowledgement is retried under the same key, so the server can answer from its store', async () => {
    const a = await patch(1, { status: 'delivered' });
    const server = fakeServer((req, call) => (call === 1 ? { status: 'network', error: 'connection reset' } : ok(req)));
    await replayOutbox({ transport: server.transport, userId: 7 });
    await replayOutbox({ transport: server.transport, userId: 7, force: true });
    expect(server.calls.map((c) => c.idempotencyKey)).toEqual([a.key, a.key]);
    expect(await entries()).toHaveLength(0);
  });

  it('maps a created record id onto later edits of it', async () => {
    await enqueue({
      resource: 'deliveries',
      recordId: -5,
      baseVersion: null,
      method: 'POST',
      payload: { reference: 'N1' },
      userId: 7,
    });
    await enqueue({
      resource: 'deliveries',
      recordId: -5,
      baseVersion: null,
      method: 'PATCH',
      payload: { status: 'routed' },
      userId: 7,
    });
    const server = fakeServer((req) =>
      req.method === 'POST' ? { status: 201, body: { data: { id: 900, version: 1 } } } : ok(req, 2),
    );
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /deliveries', 'PATCH /deliveries/900']);
    expect(server.calls[1]?.body?.version).toBe(1);
  });

  it("holds another user's entries until that user signs in", async () => {
    await patch(1, { status: 'failed' }, 1, 8);
    await patch(2, { status: 'failed' }, 1, 7);
    const server = fakeServer((req) => ok(req));
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls.map((c) => c.path)).toEqual(['/deliveries/2']);
  });

  it('treats an entry left "sending" by a closed tab as pending', async () => {
    const a = await patch(1, { status: 'failed' });
    await getDb().outbox.update(a.seq ?? -1, { status: 'sending' });
    const server = fakeServer((req) => ok(req));
    expect((await replayOutbox({ transport: server.transport, userId: 7 })).sent).toBe(1);
  });
});

/** A server whose answers wait until released, to see what the replay has in flight at once. */
function gatedServer() {
  const inFlight = new Map<string, number>();
  const order: string[] = [];
  let maxInFlight = 0;
  let overlapSameRecord = false;
  let version = new Map<string, number>();
  const transport: Transport = async (req) => {
    const path = req.path;
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    if ((inFlight.get(path) ?? 0) > 1) overlapSameRecord = true;
    maxInFlight = Math.max(
      maxInFlight,
      [...inFlight.values()].reduce((a, b) => a + b, 0),
    );
    order.push(`${path} ${String(req.body?.instructions)} v${String(req.body?.version)}`);
    await new Promise((r) => setTimeout(r, 5));
    inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
    const next = (version.get(path) ?? Number(req.body?.version)) + 1;
    version = new Map(version).set(path, next);
    return ok(req, next);
  };
  return { transport, order, stats: () => ({ maxInFlight, overlapSameRecord }) };
}

describe('concurrent replay', () => {
  it("sends different records in parallel (bounded) and one record's edits one after another, in order, on rising versions", async () => {
    for (let id = 1; id <= 12; id += 1) {
      await patch(id, { instructions: `a${id}` }, 1);
      await patch(id, { instructions: `b${id}` }, 1);
    }
    const server = gatedServer();
    const report = await replayOutbox({ transport: server.transport, userId: 7, concurrency: 4 });
    expect(report).toMatchObject({ sent: 24, stopped: null });
    expect(server.stats()).toEqual({ maxInFlight: 4, overlapSameRecord: false });
    for (let id = 1; id <= 12; id += 1) {
      const mine = server.order.filter((o) => o.startsWith(`/deliveries/${id} `));
      expect(mine).toEqual([`/deliveries/${id} a${id} v1`, `/deliveries/${id} b${id} v2`]);
    }
    expect(await entries()).toHaveLength(0);
    expect(await getDb().records('deliveries').get(12)).toMatchObject({ instructions: 'b12', version: 3 });
  });

  it('rebases an edit queued while the pass runs onto the version the pass produced', async () => {
    await patch(1, { instructions: 'first' }, 1);
    let queued = false;
    const server = fakeServer((req) => {
      if (!queued) {
        queued = true;
        void patch(1, { instructions: 'later' }, 1);
      }
      return ok(req, Number(req.body?.version) + 1);
    });
    await replayOutbox({ transport: server.transport, userId: 7 });
    expect(server.calls.map((c) => [c.body?.instructions, c.body?.version])).toEqual([
      ['first', 1],
      ['later', 2],
    ]);
    expect(await entries()).toHaveLength(0);
  });

  it('does not bring back an entry discarded while the pass runs, nor send it', async () => {
    const entriesBefore: OutboxEntry[] = [];
    for (let id = 1; id <= 30; id += 1) entriesBefore.push(await patch(id, { instructions: `x${id}` }, 1));
    const last = entriesBefore[29];
    let discarded = false;
    const server = fakeServer((req, call) => {
      if (call === 1) {
        discarded = true;
        void discardEntry(last?.seq ?? -1);
      }
      return ok(req);
    });
    await replayOutbox({ transport: server.transport, userId: 7, concurrency: 2 });
    expect(discarded).toBe(true);
    expect(server.calls.map((c) => c.path)).not.toContain('/deliveries/30');
    expect(await entries()).toHaveLength(0);
  });

  it('sends an edit whose acknowledgement was lost exactly once more, under the same key, and applies it once', async () => {
    const applied = new Map<string, number>();
    const answered = new Map<string, SendResult>();
    for (let id = 1; id <= 10; id += 1) await patch(id, { instructions: `y${id}` }, 1);
    let drop = true;
    const transport: Transport = async (req) => {
      const stored = answered.get(req.idempotencyKey);
      if (stored) return stored;
      applied.set(req.path, (applied.get(req.path) ?? 0) + 1);
      const result = ok(req);
      answered.set(req.idempotencyKey, result);
      if (req.path === '/deliveries/5' && drop) {
        drop = false;
        return { status: 'network', error: 'reset' };
      }
      return result;
    };
    await replayOutbox({ transport, userId: 7 });
    await replayOutbox({ transport, userId: 7, force: true });
    expect(await entries()).toHaveLength(0);
    expect([...applied.values()].every((n) => n === 1)).toBe(true);
    expect(applied.size).toBe(10);
  });
});

describe('outbox transitions', () => {
  it('retries a failed XSRF check instead of rejecting the edit', async () => {
    await patch(1, { status: 'failed' });
    const server = fakeServer(() => ({
      status: 403,
      body: { errors: [{ code: 'XSRF', displayMessage: 'Not verified' }] },
    }));
    const report = await replayOutbox({ transport: server.transport, userId: 7 });
    expect(report).toMatchObject({ failed: 1, rejected: 0 });
    expect((await entries())[0]?.status).toBe('failed');
  });

  it('rejects other 403s (no permission)', async () => {
    await patch(1, { status: 'failed' });
    const server = fakeServer(() => ({
      status: 403,
      body: { errors: [{ code: 'FORBIDDEN', displayMessage: 'Not allowed' }] },
    }));
    expect((await replayOutbox({ transport: server.transport, userId: 7 })).rejected).toBe(1);
  });
});
