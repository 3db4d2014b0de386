/**
 * The page's side of the data worker (data-worker.ts): started on first use, never by the boot,
 * and only where the browser runs module workers. Each call is a message with an id, answered
 * once. Storage problems the worker meets are reported on the page, where the prompts listen.
 *
 * Where there is no worker (the tests' DOM, an old browser, a worker that failed to start),
 * `dataWorker()` is null and the caller does the work on the page as before. The page's own
 * modules only: the service worker bundles record-store.ts, never this.
 */
import type { FeedAnswer } from '../live/feed-pull';
import type { AnswerBody, DataWorkerMessage, DataWorkerRequest } from './data-worker-protocol';
import type { DayProgress, DayScope, StoredDay, StoreDayOptions } from './day-store';
import type { ReplayReport } from './outbox/replay';
import { discardBackgroundWrites, flushBackgroundWrites } from './background-writes';
import { OFFLINE_ENABLED } from './flags';
import { rememberTotal } from './known-totals';
import { keepsOffline, putListRecords } from './record-store';
import { announceStorageProblem } from './storage-errors';

/** A request without its id, kind by kind (the id is the client's to give). */
type Call = DataWorkerRequest extends infer R ? (R extends DataWorkerRequest ? Omit<R, 'id'> : never) : never;

export interface DataWorker {
  /**
   * hands a list page's answer over (the bytes are transferred: unusable here afterwards), with
   * the server's total for its request
   */
  putList(resource: string, bytes: ArrayBuffer, syncedAt: number, total?: ListTotal): Promise<void>;
  /** resolves when every write handed over so far is in the database */
  flush(): Promise<void>;
  /** resolves when the worker has opened the database, creating or upgrading it (open-gate.ts) */
  openDatabase(): Promise<void>;
  /** drops the writes not started yet and waits for those under way (signing out) */
  discard(): Promise<void>;
  /** replays the outbox in the worker; `onAuthRequired` hears a 401 met meanwhile */
  replay(
    options: { apiBase: string; xsrf: string | null; userId: number | null; force: boolean },
    onAuthRequired: () => void,
  ): Promise<ReplayReport>;
  /** fetches the reference lists in the worker, storing them when `store` (reference-sync.ts) */
  syncReferences(apiBase: string, store: boolean): Promise<void>;
  /** pulls a page of the change feed in the worker, which stores its changes (src/live/feed-pull.ts) */
  pullChanges(apiBase: string, path: string): Promise<FeedAnswer>;
  /** the [id, title] pairs of a few records, asked (online) or read from the stored copy in the worker */
  lookUpTitles(apiBase: string, resource: string, ids: number[], online: boolean): Promise<[number, string][]>;
  /**
   * fetches and stores a day in the worker (day-store.ts), `onProgress` hearing each page; null
   * when the page should do it itself: the worker stopped, or it met a 401 (the page's client then
   * asks for a log-in). Any other failure (a full quota, a server error) rejects, as on the page.
   */
  storeDay(
    apiBase: string,
    scope: DayScope,
    options: Omit<StoreDayOptions, 'write'>,
    onProgress: (progress: DayProgress) => void,
  ): Promise<StoredDay | null>;
}

/** A call the worker could not answer: `askPage` when the page should do the work itself. */
class DataWorkerFailure extends Error {
  constructor(
    message: string,
    readonly askPage: boolean,
  ) {
    super(message);
    this.name = 'DataWorkerFailure';
  }
}

/** The server's total for a list request: `query` is its totalQuery (list-params.ts). */
export interface ListTotal {
  query: string;
  count: number;
}

let started: DataWorker | null | undefined;

function start(): DataWorker | null {
  if (!OFFLINE_ENABLED || typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./data-worker.entry.ts', import.meta.url), { type: 'module', name: 'depot-data' });
  } catch {
    return null;
  }
  let nextId = 1;
  /** the `onAuthRequired` of each replay under way */
  const authListeners = new Set<() => void>();
  interface Waiting {
    resolve(body: AnswerBody): void;
    reject(error: DataWorkerFailure): void;
    onProgress?: (progress: DayProgress) => void;
  }
  const waiting = new Map<number, Waiting>();
  worker.onmessage = (event: MessageEvent<DataWorkerMessage>) => {
    const message = event.data;
    if (message.kind === 'progress') {
      waiting.get(message.id)?.onProgress?.(message.progress);
      return;
    }
    if (message.kind === 'storage-problem') {
      announceStorageProblem(message.problem);
      return;
    }
    if (message.kind === 'auth-required') {
      authListeners.forEach((l) => l());
      return;
    }
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.ok) call?.resolve(message);
    else call?.reject(new DataWorkerFailure(message.message, message.status === 401));
  };
  // A worker that cannot load (its chunk missing offline) fails every call: the callers fall back.
  worker.onerror = () => {
    for (const call of waiting.values()) call.reject(new DataWorkerFailure('The data worker stopped', true));
    waiting.clear();
    started = null;
  };
  /** Sends a call; `sent` hears its id (to cancel it by), `onProgress` its progress messages. */
  const send = (
    call: Call,
    transfer: Transferable[] = [],
    options: { sent?: (id: number) => void; onProgress?: (progress: DayProgress) => void } = {},
  ) =>
    new Promise<AnswerBody>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject, onProgress: options.onProgress });
      const request: DataWorkerRequest = { ...call, id };
      worker.postMessage(request, transfer);
      options.sent?.(id);
    });
  return {
    putList: async (resource, bytes, syncedAt, total) => {
      await send({ kind: 'put-list', resource, bytes, syncedAt, total }, [bytes]);
    },
    flush: async () => {
      await send({ kind: 'flush' });
    },
    openDatabase: async () => {
      await send({ kind: 'open-database' });
    },
    discard: async () => {
      await send({ kind: 'discard' });
    },
    replay: async (options, onAuthRequired) => {
      authListeners.add(onAuthRequired);
      try {
        const { report } = await send({ kind: 'replay', ...options });
        if (!report) throw new Error('The data worker sent no replay report');
        return report;
      } finally {
        authListeners.delete(onAuthRequired);
      }
    },
    syncReferences: async (apiBase, store) => {
      await send({ kind: 'sync-references', apiBase, store });
    },
    pullChanges: async (apiBase, path) => {
      const { feed } = await send({ kind: 'pull-changes', apiBase, path });
      if (!feed) throw new Error('The data worker sent no page of the change feed');
      return feed;
    },
    lookUpTitles: async (apiBase, resource, ids, online) => {
      const { titles } = await send({ kind: 'look-up-titles', apiBase, resource, ids, online });
      if (!titles) throw new Error('The data worker sent no names');
      return titles;
    },
    storeDay: async (apiBase, scope, { signal, keptFor, now }, onProgress) => {
      signal?.throwIfAborted();
      let sentId = 0;
      const stop = () => void send({ kind: 'cancel', of: sentId }).catch(() => undefined);
      try {
        const { stored } = await send({ kind: 'store-day', apiBase, scope, keptFor, now }, [], {
          sent: (id) => {
            sentId = id;
            signal?.addEventListener('abort', stop, { once: true });
          },
          onProgress,
        });
        if (!stored) throw new Error('The data worker sent no stored day');
        return stored;
      } catch (error) {
        if (error instanceof DataWorkerFailure && error.askPage && !signal?.aborted) return null;
        throw error;
      } finally {
        signal?.removeEventListener('abort', stop);
      }
    },
  };
}

/** The page's data worker, started on the first call; null where none runs. */
export function dataWorker(): DataWorker | null {
  if (started === undefined) started = start();
  return started;
}

/**
 * A list page the app just showed, stored off the main thread with the server's total for its
 * request: its answer's bytes go to the data worker (transferred, not copied), which parses and
 * writes them. Without a worker, or if it fails, the page writes the parsed rows itself in idle
 * time, and notes the total (known-totals.ts).
 */
export async function storeListAnswer(
  resource: string,
  bytes: ArrayBuffer,
  rows: readonly unknown[],
  syncedAt = Date.now(),
  total?: ListTotal,
): Promise<void> {
  if (!keepsOffline(resource) || (rows.length === 0 && !total)) return;
  const worker = dataWorker();
  if (worker) {
    const handedOver = worker.putList(resource, bytes, syncedAt, total);
    if (await handedOver.then(() => true).catch(() => false)) return;
  }
  if (total) rememberTotal(resource, total.query, total.count, syncedAt);
  await putListRecords(resource, rows, syncedAt);
}

/** Resolves once every list page received so far is in the database (a stored-copy read waits for it). */
export async function flushListWrites(): Promise<void> {
  await Promise.all([flushBackgroundWrites(), started?.flush().catch(() => undefined)]);
}

/** Drops the list pages not yet written and waits for those under way (signing out wipes what they hold). */
export async function discardListWrites(): Promise<void> {
  discardBackgroundWrites();
  await started?.discard().catch(() => undefined);
}
