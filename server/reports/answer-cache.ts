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
 * and inside a transaction. Requests at once for the same answer share it: one computes, the
 * others check and reuse its result (`cachedAnswer`).
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

/** An answer being computed, and the entry it will be kept as (null when it is not kept). */
interface Computing {
  result: ReportResult;
  entry: Entry | null;
}

/** The answers being computed now, per database handle and key. */
const computing = new WeakMap<object, Map<string, Promise<Computing>>>();

function mapOf<V>(maps: WeakMap<object, Map<string, V>>, db: Executor): Map<string, V> {
  let map = maps.get(db);
  if (!map) maps.set(db, (map = new Map()));
  return map;
}

async function stillValid(db: Executor, entry: Entry): Promise<boolean> {
  const checks = entry.tables.map((t) => unchangedSince(t, entry));
  const [row] = await db.query<{ ok: boolean }>(sql`select (${sql.join(checks, sql` and `)}) as ok`);
  return row?.ok === true;
}

/**
 * The answer of `compute`, or the one kept under `key` when none of `reads` has changed since
 * it was computed.
 *
 * Under concurrent requests (a report page open on every console, the bench's 32 connections):
 * a kept answer stays in the map while one request checks it, so the others find it too (it was
 * once taken out for the check, and every request arriving meanwhile computed the report again:
 * 3-9x `/api/health` for answers kept); and a request that finds the same answer being computed
 * waits for it instead of computing it again, then uses it only if its own check says nothing it
 * reads has changed since (that computation began before this request: a write committed in
 * between must not be missed).
 */
export async function cachedAnswer(
  db: Executor,
  key: string,
  reads: readonly ResourceDef[],
  compute: () => Promise<ReportResult>,
  now: () => number = Date.now,
): Promise<ReportResult> {
  if (reads.length === 0 || listCacheFor(db) === null) return compute();
  const cache = mapOf(caches, db);
  const kept = cache.get(key);
  if (kept && now() - kept.checkedAt <= ENTRY_MS) {
    // to the young end of the order at once, and left in the map while it is checked
    cache.delete(key);
    cache.set(key, kept);
    if (await stillValid(db, kept)) {
      kept.checkedAt = now();
      return kept.result;
    }
  }
  const running = mapOf(computing, db);
  const underway = running.get(key);
  if (underway) {
    const { entry } = await underway.catch(() => ({ entry: null }));
    if (entry && (await stillValid(db, entry))) return entry.result;
  }
  const task = computeEntry(db, reads, compute, now);
  running.set(key, task);
  try {
    const { result, entry } = await task;
    // a computation begun later (this one's answer had gone stale for a request) keeps its own
    if (running.get(key) !== task) return result;
    if (entry) {
      cache.delete(key);
      cache.set(key, entry);
      for (const oldest of cache.keys()) {
        if (cache.size <= MAX_ENTRIES) break;
        cache.delete(oldest);
      }
    } else if (cache.get(key) === kept) cache.delete(key);
    return result;
  } finally {
    if (running.get(key) === task) running.delete(key);
  }
}

/** Computes an answer in a snapshot taken first, so that any write its queries might have missed counts as a change. */
async function computeEntry(
  db: Executor,
  reads: readonly ResourceDef[],
  compute: () => Promise<ReportResult>,
  now: () => number,
): Promise<Computing> {
  const [row] = await db.query<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
  const result = await compute();
  const entry =
    row && JSON.stringify(result).length <= MAX_CHARS
      ? { snapshot: row.snapshot, checkedAt: now(), tables: reads.map(tableName), result }
      : null;
  return { result, entry };
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
