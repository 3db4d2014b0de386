/**
 * Outbox replay, shared by the app and the service worker (Background Sync). Edits of one
 * record go in `seq` order, each after the previous one is acknowledged; edits of different
 * records go concurrently (bounded), and their IndexedDB bookkeeping is written in batches
 * (bookkeeping.ts). Only later entries of the same record wait behind a conflict or a retrying
 * entry, so one bad entry never blocks the others. One sender at a
 * time across tabs and the worker: a Web Lock (an in-process mutex where the platform has no
 * locks, e.g. unit tests). A 401 pauses the queue until `resumeOutbox` (after log-in).
 */
import { bootResourceByName } from '../../resources/boot';
import { MADE_AT_HEADER, SOURCE_HEADER } from '../../resources/history';
import type { OutboxEntry } from '../db';
import { openDb } from '../open-db';
import { setMeta } from '../record-store';
import { OutboxBook } from './bookkeeping';
import { flagPastHorizon } from './horizon';
import { LOCK_NAME, PAUSE_KEY, isPaused, type PauseState } from './pause';
import { hasWaited } from './sent-log';
import { classify, nextEntry, requestFor, type Outcome, type SendResult } from './transitions';

export interface SendRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  idempotencyKey: string;
  /** the record history's headers: when the edit was made, and whether it waited (offline replay) */
  historyHeaders?: Record<string, string>;
}

export { REPLAY_AFTER_MS } from './sent-log';

/** What the server's record history is told of an entry (src/resources/history.ts): made at, and its source. */
export function historyHeaders(
  entry: Pick<OutboxEntry, 'createdAt' | 'attempts' | 'waited'>,
  now: number,
): Record<string, string> {
  return {
    [MADE_AT_HEADER]: new Date(entry.createdAt).toISOString(),
    ...(hasWaited(entry, now) ? { [SOURCE_HEADER]: 'offline-replay' } : {}),
  };
}

export type Transport = (request: SendRequest) => Promise<SendResult>;

export interface ReplayOptions {
  transport: Transport;
  /** the signed-in user; entries of another user wait for them */
  userId: number | null;
  /** ignore backoff (online event, app start, manual retry) */
  force?: boolean;
  now?: () => number;
  onAuthRequired?: () => void;
  /** parallel senders (default REPLAY_CONCURRENCY) */
  concurrency?: number;
  /** when this replay run started: the sent log groups its changes by it (set by replayOutbox) */
  run?: number;
}

export interface ReplayReport {
  sent: number;
  failed: number;
  conflicts: number;
  rejected: number;
  stopped: 'network' | 'auth' | 'paused' | null;
}

export { LOCK_NAME, PAUSE_KEY, RECONNECT_MESSAGE, SYNC_TAG, isPaused, resumeOutbox, type PauseState } from './pause';

const recordKey = (e: Pick<OutboxEntry, 'resource' | 'recordId'>) => `${e.resource}:${e.recordId}`;

/** Parallel senders; edits of one record always go one after another. */
export const REPLAY_CONCURRENCY = 4;

/**
 * The sendable entries of a pass, one queue per record in `seq` order (queues ordered by their
 * first entry). A record's queue ends before its first held entry: a conflict, another user's
 * edit, a failed entry still in backoff.
 */
function plan(entries: OutboxEntry[], options: ReplayOptions, now: number): OutboxEntry[][] {
  const waiting = new Set<string>();
  const queues = new Map<string, OutboxEntry[]>();
  for (const e of entries) {
    const rk = recordKey(e);
    if (e.status === 'rejected') continue;
    const hold =
      e.status === 'conflict' ||
      waiting.has(rk) ||
      (options.userId !== null && e.userId !== null && e.userId !== options.userId) ||
      (e.status === 'failed' && !options.force && (e.nextAttemptAt ?? 0) > now);
    if (hold) {
      waiting.add(rk);
      continue;
    }
    const q = queues.get(rk);
    if (q) q.push(e);
    else queues.set(rk, [e]);
  }
  return [...queues.values()];
}

interface PassState {
  report: ReplayReport;
  book: OutboxBook;
  options: ReplayOptions;
  /** called after each answer (the first one opens the pass to parallel senders) */
  onAnswer: () => void;
}

/** Sends one record's edits in order, each on the id and version the previous one produced. */
async function sendQueue(queue: OutboxEntry[], state: PassState): Promise<void> {
  const { report, book, options } = state;
  const now = options.now ?? Date.now;
  let carry: { id: number; version: number | null } | null = null;
  for (const stored of queue) {
    if (report.stopped) return;
    if (book.gone(stored.seq)) continue;
    const entry: OutboxEntry = carry
      ? { ...stored, recordId: carry.id, baseVersion: carry.version ?? stored.baseVersion }
      : stored;
    const def = bootResourceByName(entry.resource);
    const outcome: Outcome = def
      ? classify(await send(entry, def.path, state))
      : { kind: 'rejected', error: `Unknown resource ${entry.resource}` };
    if (outcome.kind === 'done') {
      book.acknowledged(entry, outcome.record);
      report.sent += 1;
      const id = typeof outcome.record?.id === 'number' ? outcome.record.id : entry.recordId;
      carry = { id, version: typeof outcome.record?.version === 'number' ? outcome.record.version : null };
      continue;
    }
    const next = nextEntry(entry, outcome, now());
    if (next) book.updated(next);
    if (outcome.kind === 'rejected') {
      report.rejected += 1;
      continue;
    }
    if (outcome.kind === 'retry') {
      report.failed += 1;
      if (outcome.stopPass) report.stopped ??= 'network';
    } else if (outcome.kind === 'auth') {
      report.stopped = 'auth';
    } else {
      report.conflicts += 1;
      if (outcome.current && typeof outcome.current.id === 'number')
        book.record(entry.resource, outcome.current.id, outcome.current);
    }
    return;
  }
}

async function send(entry: OutboxEntry, basePath: string, { book, options, onAnswer }: PassState) {
  book.started(entry);
  const req = requestFor(entry, basePath);
  const now = options.now ?? Date.now;
  const result = await options.transport({
    ...req,
    idempotencyKey: entry.key,
    historyHeaders: historyHeaders(entry, now()),
  });
  onAnswer();
  return result;
}

/**
 * One pass over the outbox. The first edit goes alone (when the network or the session is
 * gone, one request finds out, not a burst); then up to REPLAY_CONCURRENCY records are sent at
 * once. A network error or a 401 stops the pass; sends already under way finish.
 */
async function replayPass(options: ReplayOptions): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, failed: 0, conflicts: 0, rejected: 0, stopped: null };
  if (await isPaused()) return { ...report, stopped: 'paused' };
  const now = options.now ?? Date.now;
  const db = await openDb();
  const entries = await db.outbox.orderBy('seq').toArray();
  // Edits past the outbox horizon are flagged for review, not sent blind (horizon.ts).
  const stale = entries.flatMap((e) => (e.status === 'rejected' ? [] : (flagPastHorizon(e, now()) ?? [])));
  if (stale.length > 0) {
    await db.outbox.bulkPut(stale);
    report.rejected += stale.length;
  }
  const flagged = new Set(stale.map((e) => e.seq));
  const queues = plan(
    entries.map((e) => (flagged.has(e.seq) ? { ...e, status: 'rejected' as const } : e)),
    options,
    now(),
  );
  let probed = () => {};
  const probe = new Promise<void>((resolve) => (probed = resolve));
  const state: PassState = {
    report,
    book: new OutboxBook(db, options.run ?? now(), now),
    options,
    onAnswer: () => probed(),
  };
  const worker = async () => {
    for (let q = queues.shift(); q && !report.stopped; q = queues.shift()) await sendQueue(q, state);
  };
  const firstWorker = worker();
  await Promise.race([probe, firstWorker]);
  const others = report.stopped ? [] : Array.from({ length: (options.concurrency ?? REPLAY_CONCURRENCY) - 1 }, worker);
  await Promise.all([firstWorker, ...others]);
  await state.book.flush();
  if (report.stopped === 'auth') {
    await setMeta(PAUSE_KEY, { reason: 'auth', at: now() } satisfies PauseState);
    options.onAuthRequired?.();
  }
  return report;
}

let localQueue: Promise<unknown> = Promise.resolve();

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(LOCK_NAME, fn);
  const run = localQueue.then(fn, fn);
  localQueue = run.catch(() => undefined);
  return run;
}

/**
 * Sends what can be sent, holding the replay lock. Passes repeat while they make progress, so
 * edits queued during a pass go out in the same run.
 */
export async function replayOutbox(options: ReplayOptions): Promise<ReplayReport> {
  return withLock(async () => {
    const total: ReplayReport = { sent: 0, failed: 0, conflicts: 0, rejected: 0, stopped: null };
    const run = (options.now ?? Date.now)();
    for (let i = 0; i < 5; i += 1) {
      const r = await replayPass({ ...options, run, force: i === 0 && options.force === true });
      total.sent += r.sent;
      total.failed += r.failed;
      total.conflicts += r.conflicts;
      total.rejected += r.rejected;
      total.stopped = r.stopped;
      if (r.stopped || r.sent === 0) break;
    }
    return total;
  });
}
