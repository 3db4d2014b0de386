/**
 * Cached list counts, exact across any number of API processes. A list's `count` over a busy
 * day is most of its cost, and the same count (same resource, filters and scope) is asked again
 * and again between writes. Each cached count keeps the Postgres snapshot it was taken in; every
 * write statement on a resource table records its transaction id in `resource_changes` (a
 * statement trigger, so no writer has to remember it). Before reusing a count, the list's own
 * statement checks, in its own snapshot, whether any transaction that the cached snapshot did not
 * see has since committed a change to that table (`pg_visible_in_snapshot`); only then is the
 * count taken again. Uncommitted and rolled-back writes are invisible to that check, committed
 * ones on another node are not, so a reused count is what `count(*)` would have returned.
 *
 * Bounds: an entry is trusted for ENTRY_MS after its last check, and change rows are pruned
 * after a day (recurring job): only a write transaction open for a day could outlive both.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

const ENTRY_MS = 60_000;
const MAX_ENTRIES = 1000;
const dialect = new PgDialect();

export interface CachedCount {
  count: number;
  /** pg_snapshot text, `xmin:xmax:xip,...` */
  snapshot: string;
  checkedAt: number;
}

/** Per database handle (one per process in production; tests open several). */
const caches = new WeakMap<object, Map<string, CachedCount>>();

/** The cache of a database handle; null inside a transaction (its own writes would confuse it). */
export function countCacheFor(db: Executor): Map<string, CachedCount> | null {
  if (!('transaction' in db)) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export function countKey(table: string, countQuery: SQL): string {
  const query = dialect.sqlToQuery(countQuery);
  return `${table}\u0000${query.sql}\u0000${JSON.stringify(query.params)}`;
}

/** A usable entry (fresh enough), moved to the young end of the LRU order. */
export function lookup(cache: Map<string, CachedCount>, key: string, now = Date.now()): CachedCount | null {
  const entry = cache.get(key);
  if (!entry) return null;
  cache.delete(key);
  if (now - entry.checkedAt > ENTRY_MS) return null;
  cache.set(key, entry);
  return entry;
}

export function store(cache: Map<string, CachedCount>, key: string, entry: CachedCount): void {
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/** SQL that is true when no change to `table` committed since `entry`'s snapshot is visible now. */
export function unchangedSince(table: string, entry: CachedCount): SQL {
  const xmin = entry.snapshot.split(':')[0] ?? '0';
  return sql`not exists (select 1 from resource_changes where table_name = ${table} and xid >= ${xmin}::xid8 and not pg_visible_in_snapshot(xid, ${entry.snapshot}::pg_snapshot))`;
}

/** The change log and its triggers; run by migrate() after the resource tables exist. */
export async function installChangeLog(db: Executor, tables: string[]): Promise<void> {
  await db.query(sql.raw(`create table if not exists resource_changes (
    table_name text not null,
    xid xid8 not null,
    at timestamptz not null default now(),
    primary key (table_name, xid)
  )`));
  await db.query(sql.raw(`create or replace function depot_note_change() returns trigger language plpgsql as $$
    begin
      insert into resource_changes (table_name, xid) values (TG_TABLE_NAME, pg_current_xact_id()) on conflict do nothing;
      return null;
    end $$`));
  // Only missing triggers are created: CREATE TRIGGER locks its table against writers.
  const present = new Set(
    (await db.query<{ tgname: string }>(sql`select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and not t.tgisinternal`)).map((r) => r.tgname),
  );
  for (const table of tables) {
    if (present.has(`${table}_note_change`)) continue;
    await db.query(sql.raw(`create trigger "${table}_note_change" after insert or update or delete or truncate on "${table}" for each statement execute function depot_note_change()`));
  }
}

/** Recurring job: change rows older than any cached snapshot can be. */
export async function pruneChangeLog(db: Executor): Promise<void> {
  await db.query(sql`delete from resource_changes where at < now() - interval '1 day'`);
}
