/**
 * Cached list counts and pages, exact across any number of API processes. A list's `count` over
 * a busy day is most of its cost, and building a page's JSON is most of the rest; the same list
 * (same resource, filters, sort, page and scope) is asked again and again between writes, by
 * every tablet of a depot. Each cached entry keeps the Postgres snapshot it was taken in; every
 * write statement on a resource table records its transaction id in `resource_changes` (a
 * statement trigger, so no writer has to remember it). Before reusing an entry, the list's own
 * statement checks, in its own snapshot, whether any transaction that the cached snapshot did not
 * see has since committed a change to that table (`pg_visible_in_snapshot`); only then is the
 * count taken, or the page built, again. Uncommitted and rolled-back writes are invisible to that
 * check, committed ones on another node are not, so a reused entry is what the query would have
 * returned. A page depends on its table's rows alone (no joins, no clock), so the same check
 * holds for it.
 *
 * Bounds: an entry is trusted for ENTRY_MS after its last check, and change rows are pruned
 * after a day (recurring job): only a write transaction open for a day could outlive both.
 * Pages are kept up to PAGE_MAX_CHARS each and PAGES_MAX_CHARS in all (a whole day's list, as
 * the offline sync asks for, is built each time).
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

const ENTRY_MS = 60_000;
const MAX_ENTRIES = 1000;
export const PAGE_MAX_CHARS = 256 * 1024;
const PAGES_MAX_CHARS = 16 * 1024 * 1024;
const dialect = new PgDialect();

interface Snapshotted {
  /** pg_snapshot text, `xmin:xmax:xip,...` */
  snapshot: string;
  checkedAt: number;
}

export interface CachedCount extends Snapshotted {
  count: number;
}

export interface CachedPage extends Snapshotted {
  /** the page as the statement returned it (JSON text) */
  page: string;
}

type Entry = CachedCount | CachedPage;

export interface ListCache {
  entries: Map<string, Entry>;
  /** characters of all cached pages */
  pageChars: number;
}

/** Per database handle (one per process in production; tests open several). */
const caches = new WeakMap<object, ListCache>();

/** `LIST_CACHE=off` turns the cache off: the bench's scale-out measures the lists' own work with it. */
const ENABLED = process.env.LIST_CACHE !== 'off';

/** The cache of a database handle; null inside a transaction (its own writes would confuse it). */
export function listCacheFor(db: Executor): ListCache | null {
  if (!ENABLED || !('transaction' in db)) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), pageChars: 0 }));
  return cache;
}

/** The key of a count or a page: its table and the exact SQL and parameters that compute it. */
export function entryKey(kind: 'count' | 'page', table: string, query: SQL): string {
  const q = dialect.sqlToQuery(query);
  return `${kind}\u0000${table}\u0000${q.sql}\u0000${JSON.stringify(q.params)}`;
}

const charsOf = (entry: Entry | undefined): number => (entry && 'page' in entry ? entry.page.length : 0);

function remove(cache: ListCache, key: string): Entry | undefined {
  const entry = cache.entries.get(key);
  if (entry) {
    cache.entries.delete(key);
    cache.pageChars -= charsOf(entry);
  }
  return entry;
}

function lookup(cache: ListCache, key: string, now: number): Entry | null {
  const entry = remove(cache, key);
  if (!entry || now - entry.checkedAt > ENTRY_MS) return null;
  cache.entries.set(key, entry);
  cache.pageChars += charsOf(entry);
  return entry;
}

/** A usable count (fresh enough), moved to the young end of the LRU order. */
export function lookupCount(cache: ListCache, key: string, now = Date.now()): CachedCount | null {
  const entry = lookup(cache, key, now);
  return entry && 'count' in entry ? entry : null;
}

/** A usable page (fresh enough), moved to the young end of the LRU order. */
export function lookupPage(cache: ListCache, key: string, now = Date.now()): CachedPage | null {
  const entry = lookup(cache, key, now);
  return entry && 'page' in entry ? entry : null;
}

/** Keeps an entry (a page only up to PAGE_MAX_CHARS), dropping the oldest past the bounds. */
export function store(cache: ListCache, key: string, entry: Entry): void {
  remove(cache, key);
  if (charsOf(entry) > PAGE_MAX_CHARS) return;
  cache.entries.set(key, entry);
  cache.pageChars += charsOf(entry);
  while (cache.entries.size > MAX_ENTRIES || cache.pageChars > PAGES_MAX_CHARS) {
    const oldest = cache.entries.keys().next().value;
    if (oldest === undefined) break;
    remove(cache, oldest);
  }
}

/** SQL that is true when no change to `table` committed since `entry`'s snapshot is visible now. */
export function unchangedSince(table: string, entry: Snapshotted): SQL {
  const xmin = entry.snapshot.split(':')[0] ?? '0';
  return sql`not exists (select 1 from resource_changes where table_name = ${table} and xid >= ${xmin}::xid8 and not pg_visible_in_snapshot(xid, ${entry.snapshot}::pg_snapshot))`;
}

/** The change log and its triggers; run by migrate() after the resource tables exist. */
export async function installChangeLog(db: Executor, tables: string[]): Promise<void> {
  await db.query(
    sql.raw(`create table if not exists resource_changes (
    table_name text not null,
    xid xid8 not null,
    at timestamptz not null default now(),
    primary key (table_name, xid)
  )`),
  );
  await db.query(
    sql.raw(`create or replace function depot_note_change() returns trigger language plpgsql as $$
    begin
      insert into resource_changes (table_name, xid) values (TG_TABLE_NAME, pg_current_xact_id()) on conflict do nothing;
      return null;
    end $$`),
  );
  // Only missing triggers are created: CREATE TRIGGER locks its table against writers.
  const present = new Set(
    (
      await db.query<{
        tgname: string;
      }>(sql`select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and not t.tgisinternal`)
    ).map((r) => r.tgname),
  );
  for (const table of tables) {
    if (present.has(`${table}_note_change`)) continue;
    await db.query(
      sql.raw(
        `create trigger "${table}_note_change" after insert or update or delete or truncate on "${table}" for each statement execute function depot_note_change()`,
      ),
    );
  }
}

/** Recurring job: change rows older than any cached snapshot can be. */
export async function pruneChangeLog(db: Executor): Promise<void> {
  await db.query(sql`delete from resource_changes where at < now() - interval '1 day'`);
}
