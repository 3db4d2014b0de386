/**
 * Network answers of lists are written into Dexie in the background, a slice of rows at a time in
 * idle moments. The deliveries list asks for 500 rows a page; written in one `bulkPut`, their
 * structured clone was one task of 300-400 ms at 4x CPU, right when the list first rendered
 * (docs/bench.md, "Start-up, 2026-11-23 morning"). A slice is small enough to stay under the
 * 50 ms of a long task. It is 50 rows, not fewer: under 50 rows a write makes Dexie track every
 * key of every index for its live queries, which cost more than the clone it saves (A/B on the
 * start-up, 2026-11-24: the main thread 3-9 % less busy, total blocking time unchanged).
 *
 * What must not change: a slice never replaces a row stored later than the answer it came from
 * (a newer `_syncedAt`: a detail page, the outbox or a stored day wrote it meanwhile), and when
 * the page is hidden (closed, reloaded, sent to the background) whatever is left is written at
 * once, so a list seen online is on the device as before. An answer from the stored copy (offline,
 * or the network failing) first writes what is queued (resource-api.ts), and signing out drops it.
 */
import { whenIdle } from '../lib/when-idle';
import type { StoredRecord } from './db';
import { openDb } from './open-db';
import { guardedWrite } from './storage-errors';

export const SLICE_ROWS = 50;

export function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

/** The records among `rows`, stamped with the time they were received. */
export function stampRecords(rows: readonly unknown[], syncedAt: number): StoredRecord[] {
  return rows.filter(isRecord).map((r) => ({ ...r, _syncedAt: syncedAt }));
}
const IDLE_TIMEOUT_MS = 1000;

interface Job {
  resource: string;
  rows: StoredRecord[];
  syncedAt: number;
  done(): void;
}

const queue: Job[] = [];
let scheduled = false;
let running: Promise<void> = Promise.resolve();
let listening = false;

/**
 * Writes rows in one transaction, leaving every row stored later than `syncedAt` as it is. The page
 * calls it a slice at a time; the data worker (data-worker.ts) with a whole page.
 */
export async function writeListRows(resource: string, rows: readonly StoredRecord[], syncedAt: number): Promise<void> {
  // once the database is loaded this waits only for microtasks: a page being hidden still starts
  // its transactions in the same task (writeAllNow)
  const db = await openDb();
  const table = db.records(resource);
  await guardedWrite(`${resource} (${rows.length})`, () =>
    db.transaction('rw', table, async () => {
      const stored = await table.bulkGet(rows.map((r) => r.id));
      const fresh = rows.filter((_, i) => (stored[i]?._syncedAt ?? 0) <= syncedAt);
      if (fresh.length) await table.bulkPut(fresh);
    }),
  );
}

/** Writes the first slice of the oldest job; the queue keeps answers in the order they came. */
async function writeNextSlice(): Promise<void> {
  const job = queue[0];
  if (!job) return;
  await writeListRows(job.resource, job.rows.splice(0, SLICE_ROWS), job.syncedAt);
  // (the page may have been hidden meanwhile, which took the whole queue)
  if (job.rows.length === 0 && queue[0] === job) {
    queue.shift();
    job.done();
  }
}

/** The page's side of the global scope (this module is also bundled into the service worker, which has no page). */
interface PageScope {
  addEventListener(type: 'pagehide', listener: () => void): void;
  document?: { visibilityState: string; addEventListener(type: 'visibilitychange', listener: () => void): void };
}
const scope = globalThis as unknown as PageScope;

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  whenIdle(
    () => {
      scheduled = false;
      running = running.then(writeNextSlice).then(schedule);
    },
    { timeout: IDLE_TIMEOUT_MS, fallback: 0 },
  );
}

/** Writes everything still queued now, slice after slice (each its own short task); resolves when done. */
export function flushBackgroundWrites(): Promise<void> {
  running = running.then(async () => {
    while (queue.length) await writeNextSlice();
  });
  return running;
}

/**
 * The page is going away: every queued row goes into a transaction started now (IndexedDB runs
 * them in the order they were started, after a slice already under way), since later tasks may
 * never run.
 */
function writeAllNow(): void {
  for (const job of queue.splice(0)) void writeListRows(job.resource, job.rows.splice(0), job.syncedAt).then(job.done);
}

/** Drops what is still queued (signing out wipes the user's records: nothing may come back after). */
export function discardBackgroundWrites(): void {
  for (const job of queue.splice(0)) job.done();
}

function listenForHide(): void {
  if (listening) return;
  listening = true;
  const page = scope.document;
  if (!page) return;
  scope.addEventListener('pagehide', writeAllNow);
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') writeAllNow();
  });
}

/** Queues rows (already stamped with `syncedAt`) for the background; resolves once all are written. */
export function putRecordsInBackground(resource: string, rows: StoredRecord[], syncedAt: number): Promise<void> {
  if (rows.length === 0) return Promise.resolve();
  // the service worker has no page to hide: it writes at once
  if (!scope.document) return writeListRows(resource, rows, syncedAt);
  listenForHide();
  return new Promise<void>((resolve) => {
    queue.push({ resource, rows: [...rows], syncedAt, done: resolve });
    schedule();
  });
}
