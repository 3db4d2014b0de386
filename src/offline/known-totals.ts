/**
 * The server's last known total of each list request, so that a figure counted from the stored
 * copy can say what it covers: '500 of 1,978 deliveries stored'. Every list answer from the
 * network notes its `count` under the request without its page (`totalQuery` in list-params.ts:
 * `limit`, `offset` and `sort` do not change a total); an answer from the stored copy carries the
 * noted total for the same request, with when the server said it. Kept in Dexie `meta` (keys
 * `total:<resource>?<query>`), written by the data worker with the list page it came with
 * (`writeKnownTotal`), or on the page in idle time, one transaction per batch, where no worker
 * runs; the user's data, so sign-out removes them with the rest (session-data.ts). Without list-params itself, so that
 * the sign-out's wipe, on the start path, does not bring it there.
 */
import { whenIdle } from '../lib/when-idle';
import { openDb } from './open-db';
import { guardedWrite } from './storage-errors';

export const KNOWN_TOTAL_PREFIX = 'total:';

/** What the server last said the whole answer to a request holds, and when (ms). */
export interface KnownTotal {
  count: number;
  at: number;
}

/** The key of a request's total: its resource and `totalQuery(params)`. */
export function totalKey(resource: string, query: string): string {
  return `${KNOWN_TOTAL_PREFIX}${resource}?${query}`;
}

const waiting = new Map<string, KnownTotal>();
let scheduled = false;

async function flush(): Promise<void> {
  scheduled = false;
  if (waiting.size === 0) return;
  const rows = [...waiting].map(([key, value]) => ({ key, value }));
  waiting.clear();
  const db = await openDb();
  await guardedWrite('The server totals', () => db.meta.bulkPut(rows));
}

/** Writes one request's total now (the data worker, after the list page it came with). */
export async function writeKnownTotal(resource: string, query: string, total: KnownTotal): Promise<void> {
  const db = await openDb();
  await guardedWrite('The server totals', () => db.meta.put({ key: totalKey(resource, query), value: total }));
}

/** Notes the server's total for a request on the page (written in the next idle moment). */
export function rememberTotal(resource: string, query: string, count: number, at: number): void {
  waiting.set(totalKey(resource, query), { count, at });
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => void flush(), { timeout: 2000, fallback: 500 });
}

function isKnownTotal(value: unknown): value is KnownTotal {
  const v = value as Partial<KnownTotal> | null;
  return typeof v === 'object' && v !== null && typeof v.count === 'number' && typeof v.at === 'number';
}

/** The server's last known total for this request, or null when it never answered it here. */
export async function knownTotal(resource: string, query: string): Promise<KnownTotal | null> {
  const key = totalKey(resource, query);
  const noted = waiting.get(key);
  if (noted) return noted;
  const row = await (await openDb()).meta.get(key);
  return isKnownTotal(row?.value) ? row.value : null;
}

/** Forgets totals not yet written (sign-out). */
export function discardKnownTotals(): void {
  waiting.clear();
}

/** Writes what is waiting now (tests). */
export function flushKnownTotals(): Promise<void> {
  return flush();
}
