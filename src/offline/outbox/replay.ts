/**
 * Outbox replay, shared by the app and the service worker (Background Sync). Entries go in
 * `seq` order; only later entries of the same record wait behind a conflict, a retrying entry
 * or a not-yet-acknowledged create, so one bad entry never blocks the others. One sender at a
 * time across tabs and the worker: a Web Lock (an in-process mutex where the platform has no
 * locks, e.g. unit tests). A 401 pauses the queue until `resumeOutbox` (after log-in).
 */
import { resourceByName } from '../../resources';
import { getDb, type OutboxEntry } from '../db';
import { deleteRecord, getMeta, putRecords, setMeta } from '../record-store';
import { classify, nextEntry, requestFor, type SendResult } from './transitions';
import { flagPastHorizon } from './horizon';

export interface SendRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  idempotencyKey: string;
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
}

export interface ReplayReport {
  sent: number;
  failed: number;
  conflicts: number;
  rejected: number;
  stopped: 'network' | 'auth' | 'paused' | null;
}

export const PAUSE_KEY = 'outbox.paused';
export const LOCK_NAME = 'depot-outbox-replay';
/** Background Sync tag under which the service worker replays. */
export const SYNC_TAG = 'outbox-replay';

export interface PauseState {
  reason: 'auth';
  at: number;
}

export async function isPaused(): Promise<boolean> {
  return (await getMeta<PauseState | null>(PAUSE_KEY)) != null;
}

export async function resumeOutbox(): Promise<void> {
  await setMeta(PAUSE_KEY, null);
}

const recordKey = (e: Pick<OutboxEntry, 'resource' | 'recordId'>) => `${e.resource}:${e.recordId}`;

/** After an acknowledged write, later edits of the same record build on the new version (and the real id of a create). */
async function rebaseFollowers(entry: OutboxEntry, record: Record<string, unknown> | null): Promise<void> {
  const db = getDb();
  const newId = typeof record?.id === 'number' ? record.id : entry.recordId;
  const version = typeof record?.version === 'number' ? record.version : null;
  const followers = await db.outbox.where('[resource+recordId]').equals([entry.resource, entry.recordId]).toArray();
  for (const f of followers) {
    if (f.seq === entry.seq || f.status === 'conflict') continue;
    await db.outbox.put({ ...f, recordId: newId, baseVersion: version ?? f.baseVersion });
  }
}

async function applyAck(entry: OutboxEntry, record: Record<string, unknown> | null): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.outbox, async () => {
    await rebaseFollowers(entry, record);
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
  });
  if (entry.recordId < 0) await deleteRecord(entry.resource, entry.recordId);
  if (entry.method === 'DELETE') await deleteRecord(entry.resource, entry.recordId);
  else if (record) await putRecords(entry.resource, [record]);
}

async function sendOne(entry: OutboxEntry, options: ReplayOptions): Promise<ReturnType<typeof classify>> {
  const def = resourceByName(entry.resource);
  if (!def) return { kind: 'rejected', error: `Unknown resource ${entry.resource}` };
  const db = getDb();
  const now = options.now ?? Date.now;
  await db.outbox.put({ ...entry, status: 'sending', updatedAt: now() });
  const req = requestFor(entry, def.path);
  const result = await options.transport({ ...req, idempotencyKey: entry.key });
  const outcome = classify(result);
  if (outcome.kind === 'done') {
    await applyAck(entry, outcome.record);
    return outcome;
  }
  const next = nextEntry(entry, outcome, now());
  if (next) await db.outbox.put(next);
  if (outcome.kind === 'conflict' && outcome.current) await putRecords(entry.resource, [outcome.current]);
  return outcome;
}

async function replayPass(options: ReplayOptions): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, failed: 0, conflicts: 0, rejected: 0, stopped: null };
  if (await isPaused()) return { ...report, stopped: 'paused' };
  const now = options.now ?? Date.now;
  const entries = await getDb().outbox.orderBy('seq').toArray();
  const waiting = new Set<string>();
  for (const entry of entries) {
    const rk = recordKey(entry);
    if (entry.status === 'rejected') continue;
    const current = await getDb().outbox.get(entry.seq ?? -1);
    if (!current) continue;
    const hold =
      current.status === 'conflict' ||
      waiting.has(rk) ||
      (options.userId !== null && current.userId !== null && current.userId !== options.userId) ||
      (current.status === 'failed' && !options.force && (current.nextAttemptAt ?? 0) > now());
    if (hold) {
      waiting.add(rk);
      continue;
    }
    const stale = flagPastHorizon(current, now());
    if (stale) {
      await getDb().outbox.put(stale);
      report.rejected += 1;
      waiting.add(rk);
      continue;
    }
    const outcome = await sendOne(current, options);
    if (outcome.kind === 'done') report.sent += 1;
    else if (outcome.kind === 'retry') {
      report.failed += 1;
      waiting.add(rk);
      if (outcome.stopPass) return { ...report, stopped: 'network' };
    } else if (outcome.kind === 'auth') {
      await setMeta(PAUSE_KEY, { reason: 'auth', at: now() } satisfies PauseState);
      options.onAuthRequired?.();
      return { ...report, stopped: 'auth' };
    } else if (outcome.kind === 'conflict') {
      report.conflicts += 1;
      waiting.add(rk);
    } else report.rejected += 1;
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
    for (let i = 0; i < 5; i += 1) {
      const r = await replayPass({ ...options, force: i === 0 && options.force === true });
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
