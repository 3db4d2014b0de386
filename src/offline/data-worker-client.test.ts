import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataWorkerMessage, DataWorkerRequest } from './data-worker-protocol';

/** A stand-in for the data worker's script: records each request and answers it, ok, not, or as `answer` posts. */
function fakeWorker(ok: boolean | ((request: DataWorkerRequest, post: (message: DataWorkerMessage) => void) => void)) {
  const received: DataWorkerRequest[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<DataWorkerMessage>) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: DataWorkerRequest): void {
      received.push(request);
      const post = (message: DataWorkerMessage) =>
        queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: message })));
      if (typeof ok === 'function') ok(request, post);
      else
        post(
          ok
            ? { kind: 'answer', id: request.id, ok: true }
            : { kind: 'answer', id: request.id, ok: false, message: 'no' },
        );
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return received;
}

const bytes = (count: number) => new TextEncoder().encode(JSON.stringify({ data: [], count })).buffer;
const rows = [{ id: 1, version: 1, reference: 'A' }];

let n = 0;
/** Fresh modules (the client keeps its worker per page) over a database of this test's own. */
async function load() {
  vi.resetModules();
  const db = await import('./db');
  n += 1;
  db.setDbForTests(new db.ConsoleDb(`data-worker-client-test-${n}`));
  return {
    getDb: db.getDb,
    client: await import('./data-worker-client'),
    knownTotal: (await import('./known-totals')).knownTotal,
  };
}
afterEach(() => {
  vi.unstubAllGlobals();
  // the files after this one (one module graph per test worker) get modules without a fake worker
  vi.resetModules();
});

describe("a list answer's storing", () => {
  it("hands the page's rows and the server's total to the worker, and writes nothing on the page", async () => {
    const received = fakeWorker(true);
    const { getDb, client, knownTotal } = await load();
    await client.storeListAnswer('deliveries', bytes(45), rows, 1000, { query: 'date=2026-11-27', count: 45 });
    expect(received.map((r) => (r.kind === 'put-list' ? r.total : r.kind))).toEqual([
      { query: 'date=2026-11-27', count: 45 },
    ]);
    // the fake worker wrote nothing; neither did the page
    expect(await knownTotal('deliveries', 'date=2026-11-27')).toBeNull();
    expect(await getDb().records('deliveries').count()).toBe(0);
  });

  it('is done on the page when the worker fails: the rows in idle time, the total noted', async () => {
    fakeWorker(false);
    const { getDb, client, knownTotal } = await load();
    await client.storeListAnswer('deliveries', bytes(45), rows, 1000, { query: 'date=2026-11-27', count: 45 });
    await client.flushListWrites();
    expect(await knownTotal('deliveries', 'date=2026-11-27')).toEqual({ count: 45, at: 1000 });
    expect((await getDb().records('deliveries').get(1))?.reference).toBe('A');
  });
});

describe("a day's storing ('Make available offline', today kept)", () => {
  const DAY = {
    id: '2026-11-27|all',
    date: '2026-11-27',
    scope: {},
    label: 'Today',
    counts: {},
    bytes: 0,
    storedAt: 1,
  };
  /** The page's own requests (its fallback): none while the worker does the work. */
  const pageFetches = () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ data: [], count: 0 }));
    });
    return asked;
  };

  it('is asked of the worker, whose progress the page hears; the page fetches and writes nothing', async () => {
    const received = fakeWorker((request, post) => {
      post({
        kind: 'progress',
        id: request.id,
        progress: { resource: 'Deliveries', loaded: 1, total: 2, overall: 0.1, bytes: 9 },
      });
      post({ kind: 'answer', id: request.id, ok: true, stored: { day: DAY, downloaded: true } });
    });
    const asked = pageFetches();
    const { getDb } = await load();
    const { downloadDay } = await import('./offline-day');
    const progress: number[] = [];
    const stored = await downloadDay({ date: '2026-11-27', label: 'Today' }, (p) => progress.push(p.overall), {
      keptFor: 10,
      now: 20,
    });
    expect(stored).toEqual({ day: DAY, downloaded: true });
    expect(progress).toEqual([0.1]);
    expect(received).toMatchObject([{ kind: 'store-day', scope: { date: '2026-11-27' }, keptFor: 10, now: 20 }]);
    expect(asked).toEqual([]);
    expect(await getDb().offlineDays.count()).toBe(0);
  });

  it('is done on the page when the worker met a 401 (its client then asks for a log-in), never after another failure', async () => {
    fakeWorker((request, post) => post({ kind: 'answer', id: request.id, ok: false, message: 'full', status: 500 }));
    const asked = pageFetches();
    await load();
    await expect(
      import('./offline-day').then((m) => m.downloadDay({ date: '2026-11-27', label: 'Today' }, () => undefined)),
    ).rejects.toThrow('full');
    expect(asked).toEqual([]);

    fakeWorker((request, post) => post({ kind: 'answer', id: request.id, ok: false, message: '401', status: 401 }));
    await load();
    const { downloadDay } = await import('./offline-day');
    expect((await downloadDay({ date: '2026-11-27', label: 'Today' }, () => undefined)).downloaded).toBe(true);
    expect(asked.some((url) => url.includes('/api/deliveries?'))).toBe(true);
  });

  it('a page that goes stops its download in the worker', async () => {
    const received = fakeWorker((request, post) => {
      if (request.kind === 'cancel') post({ kind: 'answer', id: request.of, ok: false, message: 'stopped' });
    });
    await load();
    const { downloadDay } = await import('./offline-day');
    const leaving = new AbortController();
    const storing = downloadDay({ date: '2026-11-27', label: 'Today' }, () => undefined, { signal: leaving.signal });
    leaving.abort();
    await expect(storing).rejects.toThrow('stopped');
    expect(received.map((r) => r.kind)).toEqual(['store-day', 'cancel']);
  });
});
