import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataWorkerMessage, DataWorkerRequest } from './data-worker-protocol';

/** A stand-in for the data worker's script: records each request and answers it, ok or not. */
function fakeWorker(ok: boolean) {
  const received: DataWorkerRequest[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<DataWorkerMessage>) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: DataWorkerRequest): void {
      received.push(request);
      const message: DataWorkerMessage = ok
        ? { kind: 'answer', id: request.id, ok: true }
        : { kind: 'answer', id: request.id, ok: false, message: 'no' };
      queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: message })));
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
