/**
 * Report answers reused while nothing they read has changed: the list cache's rule
 * (server/db/list-cache.ts) for a report that names the resource tables it reads (`reads` on its
 * declaration). A finance report adds up a week of deliveries (45,000 on the bench's seed) and
 * is asked again and again between writes (each finance user's page, the 30 s live refresh).
 *
 * The snapshot is taken before the report runs, so any write its queries might have missed
 * counts as a change; before reusing an answer, one statement checks, in its own snapshot, that
 * no transaction the cached snapshot did not see has since committed a change to any of the
 * tables (`unchangedSince`). An answer is trusted ENTRY_MS after its last check at most (the
 * change log is pruned after a day), answers over MAX_CHARS are not kept (an itemised page
 * asked at the largest size), and the oldest go first past MAX_ENTRIES. Off with the list cache (LIST_CACHE=off)
 * and inside a transaction.
 */
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '../../src/resources/index';
import type { ReportResult } from '../../src/resources/reports';
import type { Executor } from '../db/database';
import { listCacheFor, unchangedSince } from '../db/list-cache';
import { tableName } from '../db/resource-tables';

const ENTRY_MS = 60_000;
const MAX_ENTRIES = 200;
const MAX_CHARS = 512 * 1024;

interface Entry {
  snapshot: string;
  checkedAt: number;
  tables: readonly string[];
  result: ReportResult;
}

/** Per database handle (one per process in production; tests open several). */
const caches = new WeakMap<object, Map<string, Entry>>();

async function stillValid(db: Executor, entry: Entry): Promise<boolean> {
  const checks = entry.tables.map((t) => unchangedSince(t, entry));
  const [row] = await db.query<{ ok: boolean }>(sql`select (${sql.join(checks, sql` and `)}) as ok`);
  return row?.ok === true;
}

/**
 * The answer of `compute`, or the one kept under `key` when none of `reads` has changed since
 * it was computed.
 */
export async function cachedAnswer(
  db: Executor,
  key: string,
  reads: readonly ResourceDef[],
  compute: () => Promise<ReportResult>,
  now: () => number = Date.now,
): Promise<ReportResult> {
  if (reads.length === 0 || listCacheFor(db) === null) return compute();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key);
    if (now() - kept.checkedAt <= ENTRY_MS && (await stillValid(db, kept))) {
      kept.checkedAt = now();
      cache.set(key, kept);
      return kept.result;
    }
  }
  const [row] = await db.query<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
  const result = await compute();
  if (row && JSON.stringify(result).length <= MAX_CHARS) {
    cache.set(key, { snapshot: row.snapshot, checkedAt: now(), tables: reads.map(tableName), result });
    for (const oldest of cache.keys()) {
      if (cache.size <= MAX_ENTRIES) break;
      cache.delete(oldest);
    }
  }
  return result;
}

/**
 * A paged report's whole-period figures, kept as answers are (the same rule and limits) under
 * `key`, which leaves the page out: stepping through pages computes the period's totals once
 * while none of `reads` changes, and each page costs its own rows.
 */
export async function cachedTotals(
  db: Executor,
  key: string,
  reads: readonly ResourceDef[],
  compute: () => Promise<ReportResult['totals']>,
): Promise<ReportResult['totals']> {
  const kept = await cachedAnswer(db, `totals:${key}`, reads, async () => ({
    columns: [],
    rows: [],
    totals: await compute(),
  }));
  return kept.totals;
}
