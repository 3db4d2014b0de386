/**
 * Outbox entries in Dexie: enqueue an edit and act on one (retry, discard, keep mine, take
 * theirs). Shared by the window and the service worker; no DOM here.
 */
import { bootResourceByName } from '../../resources/boot';
import type { OutboxEntry, OutboxMethod } from '../db';
import { openDb } from '../open-db';
import { putRecords } from '../record-store';
import { reportStorageError } from '../storage-errors';
import { noteDiscarded } from './bookkeeping';
import { cachedTitle, recordTitle } from './entry-title';
import { keepMine, retryNow } from './transitions';

export function newKey(): string {
  return crypto.randomUUID();
}

/** Temporary ids of creates not yet acknowledged are negative, so they never meet a server id. */
export function temporaryId(): number {
  return -(Date.now() * 1000 + Math.floor(Math.random() * 1000));
}

export interface EnqueueInput {
  resource: string;
  recordId: number;
  baseVersion: number | null;
  method: OutboxMethod;
  payload: Record<string, unknown> | null;
  userId: number | null;
  /** the record's title as the author sees it; looked up in the payload and the record cache when left out */
  title?: string | null;
}

/** Enqueues of this context, one after another: the title look-up must not let a later edit take an earlier `seq`. */
let order: Promise<unknown> = Promise.resolve();

/** Adds an edit to the outbox. Throws (after reporting it) when the device storage is full: an edit must never vanish silently. */
export function enqueue(input: EnqueueInput, now = Date.now()): Promise<OutboxEntry> {
  const run = order.then(() => add(input, now));
  order = run.catch(() => undefined);
  return run;
}

async function add(input: EnqueueInput, now: number): Promise<OutboxEntry> {
  const def = bootResourceByName(input.resource);
  if (!def) throw new Error(`Unknown resource ${input.resource}`);
  const title =
    input.title ??
    recordTitle(def, input.payload) ??
    (await cachedTitle(input.resource, input.recordId).catch(() => null));
  const entry: OutboxEntry = {
    ...input,
    title,
    key: newKey(),
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
  const db = await openDb();
  try {
    entry.seq = await db.outbox.add(entry);
  } catch (error) {
    reportStorageError(error, 'Your change');
    throw error;
  }
  return entry;
}

export const UNSENT: readonly OutboxEntry['status'][] = ['pending', 'sending', 'failed', 'conflict', 'rejected'];

export async function unsentCount(userId?: number | null): Promise<number> {
  const all = await (await openDb()).outbox.toArray();
  return all.filter((e) => userId === undefined || userId === null || e.userId === null || e.userId === userId).length;
}

export async function discardEntry(seq: number): Promise<void> {
  const db = await openDb();
  noteDiscarded(db, seq);
  await db.outbox.delete(seq);
}

export async function retryEntry(seq: number, now = Date.now()): Promise<void> {
  const db = await openDb();
  await db.transaction('rw', db.outbox, async () => {
    const e = await db.outbox.get(seq);
    if (e && (e.status === 'failed' || e.status === 'rejected' || e.status === 'pending'))
      await db.outbox.put(retryNow(e, now));
  });
}

export async function keepMineEntry(seq: number, now = Date.now()): Promise<void> {
  const db = await openDb();
  await db.transaction('rw', db.outbox, async () => {
    const e = await db.outbox.get(seq);
    if (e?.status === 'conflict') await db.outbox.put(keepMine(e, newKey(), now));
  });
}

/** 'Take theirs': drop my edit and keep the server's record in the cache. */
export async function takeTheirsEntry(seq: number): Promise<void> {
  const db = await openDb();
  const e = await db.outbox.get(seq);
  if (!e || e.status !== 'conflict') return;
  if (e.serverRecord) await putRecords(e.resource, [e.serverRecord]);
  await db.outbox.delete(seq);
}
