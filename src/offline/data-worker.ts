/**
 * The data worker: a dedicated module worker, one per page, that does the offline layer's
 * IndexedDB work the page used to do on its main thread (docs/offline.md, "Where the work runs").
 * It stores list pages: the page hands over the answer's bytes as the server sent them, and
 * the worker parses them and writes the rows into Dexie in one transaction, never over a row
 * stored later (background-writes.ts keeps that rule, here and on the page). It replays the
 * outbox, with its reads and bookkeeping (outbox/replay.ts, as the service worker does in
 * Background Sync); the page keeps the triggers (replay-scheduler.ts). It fetches and stores the
 * start-up reference lists (reference-lists.ts, asked by reference-sync.ts). Dexie tells the
 * page's live queries of every write (it broadcasts changes across contexts). The change feed's
 * pulls (src/live/) come here next: a request kind beside these, the same database.
 *
 * Everything here runs off the main thread; a failure is answered to the page, which falls back
 * to writing on its own thread (data-worker-client.ts).
 */
import type { ListResponse } from '../resources/types';
import { stampRecords, writeListRows } from './background-writes';
import type { StoredRecord } from './db';
import type { DataWorkerMessage, DataWorkerRequest } from './data-worker-protocol';
import { fetchTransport } from './outbox/fetch-transport';
import { replayOutbox, type ReplayReport } from './outbox/replay';
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
): (request: DataWorkerRequest) => Promise<ReplayReport | void> {
  /** Bumped by 'discard': writes received before it and not yet started are dropped. */
  let generation = 0;
  let running: Promise<void> = Promise.resolve();

  const putList = (resource: string, bytes: ArrayBuffer, syncedAt: number): Promise<void> => {
    const received = generation;
    const write = running.then(async () => {
      if (received !== generation) return;
      const body = JSON.parse(new TextDecoder().decode(bytes)) as ListResponse<StoredRecord>;
      await writeListRows(resource, stampRecords(body.data, syncedAt), syncedAt);
    });
    running = write.catch(() => undefined);
    return write;
  };

  return async (request) => {
    switch (request.kind) {
      case 'put-list':
        return putList(request.resource, request.bytes, request.syncedAt);
      case 'flush':
        return running;
      case 'discard':
        generation += 1;
        return running;
      case 'replay':
        return replayOutbox({
          transport: fetchTransport(request.apiBase, {
            xsrf: request.xsrf,
            userId: request.userId,
            sessionId: null,
            savedAt: Date.now(),
          }),
          userId: request.userId,
          force: request.force,
          onAuthRequired,
        });
      case 'sync-references':
        return fetchReferenceLists(fetchReferenceAnswer(request.apiBase), request.store);
    }
  };
}

/** Wires the handler to the worker's messages: the entry module (data-worker.entry.ts) calls it. */
export function serveDataWorker(): void {
  const handle = dataWorkerHandler(() => scope.postMessage({ kind: 'auth-required' }));
  onStorageProblem((problem) => scope.postMessage({ kind: 'storage-problem', problem }));
  scope.onmessage = (event) => {
    const request = event.data;
    handle(request).then(
      (report) => scope.postMessage({ kind: 'answer', id: request.id, ok: true, report: report ?? undefined }),
      (error: unknown) =>
        scope.postMessage({
          kind: 'answer',
          id: request.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };
}
