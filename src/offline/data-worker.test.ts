import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataWorkerHandler } from './data-worker';
import type { DataWorkerRequest } from './data-worker-protocol';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { knownTotal } from './known-totals';
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
const putList = (
  bytes: ArrayBuffer,
  syncedAt: number,
  total?: { query: string; count: number },
): DataWorkerRequest => ({
  id: ++id,
  kind: 'put-list',
  resource: 'deliveries',
  bytes,
  syncedAt,
  total,
});

describe('the data worker', () => {
  it('creates the database when the page asks, before the page opens it (open-gate.ts)', async () => {
    const name = `data-worker-test-${n}`;
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
    await dataWorkerHandler()({ id: ++id, kind: 'open-database' });
    expect(getDb().isOpen()).toBe(true);
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(name);
  });

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

describe('the change feed in the data worker', () => {
  /** A feed that changes delivery 1, deletes delivery 2 and moves zone 7 out of scope; `status` other than 200 refuses. */
  const feed = (status = 200) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      if (status !== 200) return new Response('{}', { status });
      const since = new URL(url).searchParams.get('since');
      const data = since
        ? [
            { position: 11, resource: 'deliveries', id: 1, record: { id: 1, version: 3, reference: 'changed' } },
            { position: 12, resource: 'deliveries', id: 2, deleted: true },
            { position: 13, resource: 'zones', id: 7, deleted: true, gone: 'scope' },
          ]
        : [];
      return new Response(JSON.stringify({ data, position: since ? 13 : 10, more: false, reload: false }));
    });
    return asked;
  };
  const pull = (path: string): DataWorkerRequest => ({
    id: ++id,
    kind: 'pull-changes',
    apiBase: 'http://x/api/',
    path,
  });
  const stored = async () => {
    await getDb()
      .records('deliveries')
      .bulkPut([
        { id: 1, version: 2, reference: 'old', _syncedAt: 1 },
        { id: 2, version: 1, reference: 'gone', _syncedAt: 1 },
      ]);
    await getDb().records('zones').put({ id: 7, version: 1, name: 'North', _syncedAt: 1 });
  };

  it('pulls a page under the API base, writes its changes and tombstones, and answers the page for the query cache', async () => {
    const asked = feed();
    await stored();
    const answer = await dataWorkerHandler()(pull('changes?since=10'));
    expect(asked).toEqual(['http://x/api/changes?since=10']);
    expect(answer?.feed?.position).toBe(13);
    expect(answer?.feed?.data.map((c) => c.id)).toEqual([1, 2, 7]);
    expect((await getDb().records('deliveries').get(1))?.reference).toBe('changed');
    expect(await getDb().records('deliveries').get(2)).toBeUndefined();
    expect(await getDb().records('zones').get(7)).toBeUndefined();
  });

  it("asks only the server's position for a device with none, writing nothing", async () => {
    const asked = feed();
    await stored();
    const answer = await dataWorkerHandler()(pull('changes'));
    expect(asked).toEqual(['http://x/api/changes']);
    expect(answer?.feed?.position).toBe(10);
    expect((await getDb().records('deliveries').get(1))?.reference).toBe('old');
  });

  it('fails on a refusal, writing nothing (the page then pulls through its own client, which reports a 401)', async () => {
    feed(401);
    await stored();
    await expect(dataWorkerHandler()(pull('changes?since=10'))).rejects.toThrow('401');
    expect(await getDb().records('deliveries').count()).toBe(2);
  });

  it('signing out drops the changes of a pull under way', async () => {
    feed();
    await stored();
    const handle = dataWorkerHandler();
    const pulling = handle(pull('changes?since=10'));
    await handle({ id: ++id, kind: 'discard' });
    await pulling;
    expect((await getDb().records('deliveries').get(1))?.reference).toBe('old');
  });
});

describe('list totals and name lookups in the data worker', () => {
  it("writes the server's total for a list request with its page, an empty page's too", async () => {
    const handle = dataWorkerHandler();
    await handle(putList(answer(1, 3, 'list'), 1000, { query: 'date=2026-11-27', count: 45 }));
    await handle(
      putList(new TextEncoder().encode('{"data":[],"count":0}').buffer, 2000, { query: 'date=2026-11-28', count: 0 }),
    );
    expect(await knownTotal('deliveries', 'date=2026-11-27')).toEqual({ count: 45, at: 1000 });
    expect(await knownTotal('deliveries', 'date=2026-11-28')).toEqual({ count: 0, at: 2000 });
    expect(await getDb().records('deliveries').count()).toBe(3);
  });

  const lookUp = (resource: string, ids: number[], online = true): DataWorkerRequest => ({
    id: ++id,
    kind: 'look-up-titles',
    apiBase: 'http://x/api/',
    resource,
    ids,
    online,
  });

  it('asks for the ids in one request, answers only their names and stores the rows of a records resource', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const ids = (new URL(url).searchParams.get('id') ?? '').split(',').map(Number);
      return new Response(JSON.stringify({ data: ids.map((i) => ({ id: i, version: 1, code: `Run ${i}` })) }));
    });
    const handle = dataWorkerHandler();
    expect((await handle(lookUp('runs', [3, 4])))?.titles).toEqual([
      [3, 'Run 3'],
      [4, 'Run 4'],
    ]);
    expect(asked).toEqual(['http://x/api/runs?limit=2&id=3%2C4']);
    await handle({ id: ++id, kind: 'flush' });
    expect((await getDb().records('runs').get(4))?.code).toBe('Run 4');
    // a few rows of a reference list are not the list: not stored
    await handle(lookUp('zones', [7]));
    expect(await getDb().records('zones').count()).toBe(0);
  });

  it('offline, or when the network fails, names the ids from the stored copy', async () => {
    await getDb().records('runs').put({ id: 3, version: 1, code: 'Stored run', _syncedAt: 1 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const handle = dataWorkerHandler();
    expect((await handle(lookUp('runs', [3, 4], false)))?.titles).toEqual([[3, 'Stored run']]);
    expect((await handle(lookUp('runs', [3, 4], true)))?.titles).toEqual([[3, 'Stored run']]);
  });

  it('fails on a refusal (the page then asks through its own client)', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 403 }));
    await expect(dataWorkerHandler()(lookUp('runs', [3]))).rejects.toThrow('403');
  });
});

describe('a day stored by the data worker', () => {
  const DATE = '2026-11-27';
  /**
   * A server with 600 deliveries (two pages), 2 runs, 3 drops and boxes of deliveries 1 and 900
   * (not of the day) on DATE; `refuse` answers that path with the status instead.
   */
  const server = (refuse?: { path: string; status: number }) => {
    const asked: string[] = [];
    const rows: Record<string, { id: number; deliveryId?: number }[]> = {
      deliveries: Array.from({ length: 600 }, (_, i) => ({ id: i + 1 })),
      runs: [{ id: 1 }, { id: 2 }],
      drops: [{ id: 1 }, { id: 2 }, { id: 3 }],
      boxes: [
        { id: 1, deliveryId: 1 },
        { id: 2, deliveryId: 900 },
      ],
    };
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      const u = new URL(url);
      asked.push(`${u.pathname}?${u.search}`);
      if (refuse && u.pathname.endsWith(refuse.path)) return new Response('{}', { status: refuse.status });
      const all = (rows[u.pathname.split('/').pop() ?? ''] ?? []).map((r) => ({ ...r, version: 1, date: DATE }));
      const offset = Number(u.searchParams.get('offset'));
      const limit = Number(u.searchParams.get('limit'));
      return new Response(JSON.stringify({ data: all.slice(offset, offset + limit), count: all.length }));
    });
    return asked;
  };
  const storeDay = (keptFor?: number, now = 5000): DataWorkerRequest => ({
    id: ++id,
    kind: 'store-day',
    apiBase: 'http://x/api/',
    scope: { date: DATE, label: 'Today' },
    keptFor,
    now,
  });

  it('fetches the day page by page under the API base, writes it, notes the day and tells the page its progress', async () => {
    const asked = server();
    const progress: number[] = [];
    const answer = await dataWorkerHandler()(storeDay(), (p) => progress.push(p.overall));
    expect(asked.filter((a) => a.includes('/deliveries'))).toHaveLength(2);
    expect(await getDb().records('deliveries').count()).toBe(600);
    expect(await getDb().records('runs').count()).toBe(2);
    expect(await getDb().records('drops').count()).toBe(3);
    // a box of a delivery not of the day is not stored
    expect((await getDb().records('boxes').toArray()).map((b) => b.id)).toEqual([1]);
    expect(answer?.stored?.downloaded).toBe(true);
    expect(answer?.stored?.day).toMatchObject({
      id: `${DATE}|all`,
      counts: { deliveries: 600, runs: 2, drops: 3, boxes: 1 },
      storedAt: 5000,
    });
    expect(await getDb().offlineDays.get(`${DATE}|all`)).toMatchObject({ storedAt: 5000 });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('keeps a copy younger than `keptFor` without asking the server, and stores an older one again', async () => {
    const asked = server();
    const handle = dataWorkerHandler();
    await handle(storeDay(undefined, 1000));
    asked.length = 0;
    const kept = await handle(storeDay(60_000, 1000 + 59_000));
    expect(asked).toEqual([]);
    expect(kept?.stored).toMatchObject({ downloaded: false, day: { storedAt: 1000 } });
    const again = await handle(storeDay(60_000, 1000 + 60_000));
    expect(asked.length).toBeGreaterThan(0);
    expect(again?.stored).toMatchObject({ downloaded: true, day: { storedAt: 61_000 } });
  });

  it('skips a list this user may not read, and fails on any other refusal with its status', async () => {
    server({ path: '/drops', status: 403 });
    const answer = await dataWorkerHandler()(storeDay());
    expect(answer?.stored?.day.counts).toMatchObject({ deliveries: 600, drops: 0 });

    server({ path: '/runs', status: 401 });
    await expect(dataWorkerHandler()(storeDay())).rejects.toMatchObject({ status: 401 });
  });

  it('a sign-out or the page that asked going stops the download', async () => {
    server();
    const handle = dataWorkerHandler();
    const signedOut = handle(storeDay());
    await handle({ id: ++id, kind: 'discard' });
    await expect(signedOut).rejects.toThrow();

    const request = storeDay();
    const left = handle(request);
    await handle({ id: ++id, kind: 'cancel', of: request.id });
    await expect(left).rejects.toThrow();
    expect(await getDb().offlineDays.count()).toBe(0);
  });
});
