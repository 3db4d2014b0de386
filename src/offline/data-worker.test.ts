import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataWorkerHandler } from './data-worker';
import type { DataWorkerRequest } from './data-worker-protocol';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { REFERENCES_SYNCED_KEY } from './reference-lists';

let n = 0;
beforeEach(() => {
  n += 1;
  setDbForTests(new ConsoleDb(`data-worker-test-${n}`));
});
afterEach(() => {
  setDbForTests(null);
  vi.unstubAllGlobals();
});

/** A list answer's bytes, as the server sends them. */
const answer = (from: number, count: number, label: string): ArrayBuffer =>
  new TextEncoder().encode(
    JSON.stringify({
      data: Array.from({ length: count }, (_, i) => ({ id: from + i, version: 1, reference: `${label}-${from + i}` })),
      count,
    }),
  ).buffer;

let id = 0;
const putList = (bytes: ArrayBuffer, syncedAt: number): DataWorkerRequest => ({
  id: ++id,
  kind: 'put-list',
  resource: 'deliveries',
  bytes,
  syncedAt,
});

describe('the data worker', () => {
  it('stores a list answer from its bytes, every row stamped with the time it was received', async () => {
    const handle = dataWorkerHandler();
    await handle(putList(answer(1, 120, 'list'), 1000));
    const stored = await getDb().records('deliveries').toArray();
    expect(stored).toHaveLength(120);
    expect(stored.every((r) => r._syncedAt === 1000)).toBe(true);
  });

  it('never replaces a row stored later than the answer, and a later answer wins over an earlier one', async () => {
    await getDb().records('deliveries').put({ id: 5, version: 2, reference: 'newer', _syncedAt: 5000 });
    const handle = dataWorkerHandler();
    void handle(putList(answer(1, 10, 'first'), 1000));
    void handle(putList(answer(1, 10, 'second'), 2000));
    await handle({ id: ++id, kind: 'flush' });
    expect((await getDb().records('deliveries').get(5))?.reference).toBe('newer');
    expect((await getDb().records('deliveries').get(4))?.reference).toBe('second-4');
  });

  it('signing out drops what was handed over and not yet written', async () => {
    const handle = dataWorkerHandler();
    const first = handle(putList(answer(1, 10, 'list'), 1000));
    const second = handle(putList(answer(11, 10, 'list'), 1000));
    await handle({ id: ++id, kind: 'discard' });
    await Promise.all([first, second]);
    // the first write had started when the discard came; the second had not
    expect(await getDb().records('deliveries').count()).toBeLessThanOrEqual(10);
    expect(await getDb().records('deliveries').get(11)).toBeUndefined();
  });
});

describe('the reference lists in the data worker', () => {
  /** A server whose zones list holds North, which refuses depots and answers every other list empty. */
  const server = (failing?: string) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      if (failing && url.includes(failing)) throw new TypeError('Failed to fetch');
      if (url.includes('/nv/depot?')) return new Response('{}', { status: 403 });
      const data = url.includes('/z/zone?') ? [{ id: 7, version: 1, name: 'North' }] : [];
      return new Response(JSON.stringify({ data, count: data.length }));
    });
    return asked;
  };
  const sync = (store: boolean): DataWorkerRequest => ({
    id: ++id,
    kind: 'sync-references',
    apiBase: 'http://x/api/',
    store,
  });
  const synced = async () => (await getDb().meta.get(REFERENCES_SYNCED_KEY)) !== undefined;

  it('fetches every list under the API base, stores them and notes that the device has them (a refusal counts as answered)', async () => {
    const asked = server();
    await dataWorkerHandler()(sync(true));
    expect(asked).toContain('http://x/api/z/zone?limit=-1&sort=name');
    expect((await getDb().records('zones').get(7))?.name).toBe('North');
    expect(await synced()).toBe(true);
  });

  it('leaves the storing to the service worker when it controls the page', async () => {
    server();
    await dataWorkerHandler()(sync(false));
    expect(await getDb().records('zones').count()).toBe(0);
    expect(await synced()).toBe(true);
  });

  it('notes nothing while a list could not be fetched for want of a network', async () => {
    server('/clients?');
    await dataWorkerHandler()(sync(true));
    expect(await synced()).toBe(false);
  });
});
