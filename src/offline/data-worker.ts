/**
 * The data worker: a dedicated module worker, one per page, that does the offline layer's
 * IndexedDB work the page used to do on its main thread (docs/offline.md, "Where the work runs").
 * It stores list pages: the page hands over the answer's bytes as the server sent them, and
 * the worker parses them and writes the rows into Dexie in one transaction, never over a row
 * stored later (background-writes.ts keeps that rule, here and on the page). It replays the
 * outbox, with its reads and bookkeeping (outbox/replay.ts, as the service worker does in
 * Background Sync); the page keeps the triggers (replay-scheduler.ts). It fetches and stores the
 * start-up reference lists (reference-lists.ts, asked by reference-sync.ts). It pulls the change
 * feed (src/live/feed-pull.ts) and writes what it sends; the page keeps the stream and the
 * position, and puts the answered changes into its query cache. Dexie tells the page's live
 * queries of every write (it broadcasts changes across contexts). It writes the server's list
 * totals with their pages (known-totals.ts) and looks up the names of the records a list's rows
 * refer to (ui/resource-pages/ref-titles.ts), storing the rows it fetched. It fetches and stores
 * whole days ('Make available offline', and today kept by keep-today.ts: day-store.ts), telling
 * the page their progress.
 *
 * Everything here runs off the main thread; a failure is answered to the page, which falls back
 * to writing on its own thread (data-worker-client.ts).
 */
import { fetchFeedAnswer, pullFeed } from '../live/feed-pull';
import { bootResourceByName } from '../resources/boot';
import type { ListResponse } from '../resources/types';
import { stampRecords, writeListRows } from './background-writes';
import type { StoredRecord } from './db';
import type { AnswerBody, DataWorkerMessage, DataWorkerRequest } from './data-worker-protocol';
import { DayFetchError, fetchDayPage, storeDay, type DayProgress } from './day-store';
import { writeKnownTotal } from './known-totals';
import { toSearchParams } from './list-params';
import { openDb } from './open-db';
import { fetchTransport } from './outbox/fetch-transport';
import { replayOutbox } from './outbox/replay';
import { applyRecordChanges } from './record-store';
import { fetchReferenceAnswer, fetchReferenceLists } from './reference-lists';
import { onStorageProblem } from './storage-errors';

/** The worker's global scope, as far as it is used (the app's TypeScript has the DOM library, not the worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DataWorkerRequest>) => void) | null;
  postMessage(message: DataWorkerMessage): void;
}
const scope = globalThis as unknown as WorkerScope;

/**
 * The worker's answers to requests, in the order they came: each resolves when its work is done.
 * A function of its own so that tests run it without a worker.
 */
export function dataWorkerHandler(
  onAuthRequired: () => void = () => undefined,
): (request: DataWorkerRequest, onProgress?: (progress: DayProgress) => void) => Promise<AnswerBody | void> {
  /** Bumped by 'discard': writes received before it and not yet started are dropped. */
  let generation = 0;
  let running: Promise<void> = Promise.resolve();
  /** The days being stored, by request id: 'cancel' and 'discard' stop them. */
  const days = new Map<number, AbortController>();

  /** A write after those received before it, dropped when a 'discard' came after `received`. */
  const queueWrite = (received: number, write: () => Promise<void>): Promise<void> => {
    const done = running.then(() => (received === generation ? write() : undefined));
    running = done.catch(() => undefined);
    return done;
  };

  const putList = (request: Extract<DataWorkerRequest, { kind: 'put-list' }>): Promise<void> =>
    queueWrite(generation, async () => {
      const { resource, syncedAt, total } = request;
      const body = JSON.parse(new TextDecoder().decode(request.bytes)) as ListResponse<StoredRecord>;
      if (body.data.length) await writeListRows(resource, stampRecords(body.data, syncedAt), syncedAt);
      if (total) await writeKnownTotal(resource, total.query, { count: total.count, at: syncedAt });
    });

  /** Names of a few records: asked by id, else (offline, no network) read from the stored copy. */
  const lookUpTitles = async (request: Extract<DataWorkerRequest, { kind: 'look-up-titles' }>): Promise<AnswerBody> => {
    const def = bootResourceByName(request.resource);
    if (!def) return { titles: [] };
    const titles = (rows: readonly (StoredRecord | undefined)[]): [number, string][] =>
      rows.flatMap((r) => (r ? [[r.id, String(r[def.titleField] ?? r.id)]] : []));
    const received = generation;
    if (request.online) {
      const params = toSearchParams({ filters: { id: request.ids.join(',') }, limit: request.ids.length });
      const res = await fetch(`${request.apiBase.replace(/\/$/, '')}${def.path}?${params.toString()}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      }).catch(() => null);
      if (res && !res.ok) throw new Error(`The lookup of ${def.name} answered ${res.status}`);
      if (res) {
        const { data } = (await res.json()) as ListResponse<StoredRecord>;
        const now = Date.now();
        if (def.offline === 'records')
          void queueWrite(received, () => writeListRows(def.name, stampRecords(data, now), now));
        return { titles: titles(data) };
      }
    }
    if (def.offline === 'none') return { titles: [] };
    await running;
    return { titles: titles(await (await openDb()).records(def.name).bulkGet(request.ids)) };
  };

  /** The feed's changes are written in turn with the list pages, and dropped by a sign-out as they are. */
  const pullChanges = async (apiBase: string, path: string): Promise<AnswerBody> => {
    const received = generation;
    const feed = await pullFeed(fetchFeedAnswer(apiBase), path, (resource, records) =>
      queueWrite(received, () => applyRecordChanges(resource, records)),
    );
    return { feed };
  };

  /** A day's pages are written in turn with the list pages, and a sign-out stops the download. */
  const storeDayHere = async (
    request: Extract<DataWorkerRequest, { kind: 'store-day' }>,
    onProgress: (progress: DayProgress) => void,
  ): Promise<AnswerBody> => {
    const received = generation;
    const controller = new AbortController();
    days.set(request.id, controller);
    try {
      const stored = await storeDay(fetchDayPage(request.apiBase), request.scope, onProgress, {
        signal: controller.signal,
        keptFor: request.keptFor,
        now: request.now,
        write: (write) => queueWrite(received, write),
      });
      return { stored };
    } finally {
      days.delete(request.id);
    }
  };

  return async (request, onProgress = () => undefined) => {
    switch (request.kind) {
      case 'put-list':
        return putList(request);
      case 'flush':
        return running;
      case 'open-database':
        await openDb().then((db) => db.open());
        return;
      case 'discard':
        generation += 1;
        days.forEach((controller) => controller.abort());
        return running;
      case 'replay':
        return {
          report: await replayOutbox({
            transport: fetchTransport(request.apiBase, {
              xsrf: request.xsrf,
              userId: request.userId,
              sessionId: null,
              savedAt: Date.now(),
            }),
            userId: request.userId,
            force: request.force,
            onAuthRequired,
          }),
        };
      case 'sync-references':
        return fetchReferenceLists(fetchReferenceAnswer(request.apiBase), request.store);
      case 'pull-changes':
        return pullChanges(request.apiBase, request.path);
      case 'look-up-titles':
        return lookUpTitles(request);
      case 'store-day':
        return storeDayHere(request, onProgress);
      case 'cancel':
        days.get(request.of)?.abort();
        return;
    }
  };
}

/** Wires the handler to the worker's messages: the entry module (data-worker.entry.ts) calls it. */
export function serveDataWorker(): void {
  const handle = dataWorkerHandler(() => scope.postMessage({ kind: 'auth-required' }));
  onStorageProblem((problem) => scope.postMessage({ kind: 'storage-problem', problem }));
  scope.onmessage = (event) => {
    const request = event.data;
    const onProgress = (progress: DayProgress) => scope.postMessage({ kind: 'progress', id: request.id, progress });
    handle(request, onProgress).then(
      (body) => scope.postMessage({ kind: 'answer', id: request.id, ok: true, ...body }),
      (error: unknown) =>
        scope.postMessage({
          kind: 'answer',
          id: request.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
          status: error instanceof DayFetchError ? error.status : undefined,
        }),
    );
  };
}
