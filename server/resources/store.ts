/** Reads and writes of registry records, always inside the caller's scope. */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '../../src/resources/index';
import { clientScope } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import type { CachedCount, CachedPage } from '../db/list-cache';
import { entryKey, listCacheFor, lookupCount, lookupPage, store, unchangedSince } from '../db/list-cache';
import { RECORD_COLUMNS, fieldExpr, rowToRecord, table, tableName, toRecord } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import type { ListQuery } from './query';

/** Which records a user may see of one resource: client scope and owner scope. */
export interface Scope {
  /** null = every client */
  clientIds: number[] | null;
  /** only records whose field equals the user's id (e.g. a contractor's runs) */
  owner: { field: string; userId: number } | null;
}

export function scopeFor(def: ResourceDef, user: AuthUser): Scope {
  const ownerField = def.ownerScope?.[user.role];
  return {
    // An owner-scoped role (a contractor, a driver) holds no clients: its own records are its scope.
    clientIds: def.clientScoped && !ownerField ? clientScope(user) : null,
    owner: ownerField ? { field: ownerField, userId: user.id } : null,
  };
}

function scopeConditions(def: ResourceDef, scope: Scope): SQL[] {
  const out: SQL[] = [];
  if (scope.clientIds !== null) {
    out.push(
      scope.clientIds.length === 0
        ? sql`false`
        : sql`client_id in (${sql.join(
            scope.clientIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (scope.owner) out.push(sql`${fieldExpr(def, scope.owner.field)} = ${scope.owner.userId}`);
  return out;
}

function whereClause(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** A page row as Postgres sends it: meta columns, then the document (see `pageJson`). */
type PageRow = [
  id: number,
  version: number,
  clientId: number | null,
  historical: boolean,
  createdAt: string,
  updatedAt: string,
  data: Record<string, unknown>,
];

/** `to_char` of a timestamp in UTC with microseconds; cut to milliseconds below, as the drivers do. */
const UTC_MICROS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US'`);

function utcIso(micros: string): string {
  return `${micros.slice(0, 23)}Z`;
}

function pageRecord([id, version, clientId, historical, createdAt, updatedAt, data]: PageRow): StoredRecord {
  return toRecord(
    { id, version, clientId, historical, createdAt: utcIso(createdAt), updatedAt: utcIso(updatedAt) },
    data,
  );
}

/** `limit=-1` reads at most `allMax` rows: the route refuses a list with more matches (bounded work). */
function rowsToRead(query: ListQuery): number {
  return query.limit === -1 ? query.allMax : query.limit;
}

/**
 * The page as one JSON text: an array of [meta..., document] rows in list order. Why: drivers
 * decode every row and field of a result one by one (PGlite in the server's own thread), which
 * cost more than the query itself for 50 jsonb rows; one text value parsed once is a fraction.
 */
function pageJson(def: ResourceDef, where: SQL, query: ListQuery): SQL {
  const page = sql`limit ${rowsToRead(query)} offset ${query.offset}`;
  return sql`select coalesce(json_agg(json_build_array(id, version, client_id, historical,
      to_char(created_at at time zone 'UTC', ${UTC_MICROS}), to_char(updated_at at time zone 'UTC', ${UTC_MICROS}), data) order by n), '[]')::text
    from (select *, row_number() over (order by ${query.orderBy}) as n from ${table(def)} where ${where} order by ${query.orderBy} ${page}) as p`;
}

const META_KEYS = sql.raw(`'{id,version,clientId,historical,createdAt,updatedAt}'::text[]`);
const UTC_MILLIS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * The page as the API's JSON array text, built by Postgres: each record's meta fields first,
 * then its document without keys that would shadow them, the same shape as toRecord(). The
 * list route sends it as is, so a page is never decoded and encoded again in the server.
 * Timestamps are cut to milliseconds, as the drivers do.
 */
function pageText(def: ResourceDef, where: SQL, query: ListQuery): SQL {
  const page = sql`limit ${rowsToRead(query)} offset ${query.offset}`;
  return sql`select '[' || coalesce(string_agg(
      rtrim(json_build_object('id', id, 'version', version, 'clientId', client_id, 'historical', historical,
        'createdAt', to_char(created_at at time zone 'UTC', ${UTC_MILLIS}), 'updatedAt', to_char(updated_at at time zone 'UTC', ${UTC_MILLIS}))::text, '}')
      || case when (data - ${META_KEYS}) = '{}'::jsonb then '}' else ', ' || ltrim((data - ${META_KEYS})::text, '{') end,
      ',' order by n), '') || ']'
    from (select *, row_number() over (order by ${query.orderBy}) as n from ${table(def)} where ${where} order by ${query.orderBy} ${page}) as p`;
}

/** The cached values a list statement may reuse, each while its table is unchanged (list-cache.ts). */
export interface ListReuse {
  count?: CachedCount | null;
  page?: CachedPage | null;
}

/** The one statement of a list request: `n`, the number of matches, `snap`, the statement's
 * snapshot, and `page` (null for limit 0). `n` and `page` are null where a reused value still
 * holds. */
export function listStatement(
  def: ResourceDef,
  scope: Scope,
  query: ListQuery,
  reuse: ListReuse = {},
  asText = false,
): SQL {
  return statementOf(tableName(def), listSql(def, scope, query, asText), reuse);
}

function statementOf(table: string, { count, page }: { count: SQL; page: SQL | null }, reuse: ListReuse): SQL {
  const n = reuse.count ? sql`case when ${unchangedSince(table, reuse.count)} then null else ${count} end` : count;
  const pageValue =
    page === null
      ? sql`null`
      : reuse.page
        ? sql`case when ${unchangedSince(table, reuse.page)} then null else (${page}) end`
        : sql`(${page})`;
  return sql`select ${n} as n, pg_current_snapshot()::text as snap, ${pageValue} as page`;
}

function countQuery(def: ResourceDef, where: SQL): SQL {
  return sql`(select count(*)::int from ${table(def)} where ${where})`;
}

/** The count and the page query of a list, each also the key of its cached value. */
function listSql(def: ResourceDef, scope: Scope, query: ListQuery, asText: boolean): { count: SQL; page: SQL | null } {
  const parts = [...scopeConditions(def, scope), ...query.where];
  if (!query.includeHistorical) parts.push(sql`not historical`);
  const where = whereClause(parts);
  return {
    count: countQuery(def, where),
    page: query.limit === 0 ? null : asText ? pageText(def, where, query) : pageJson(def, where, query),
  };
}

async function runList(
  db: Executor,
  def: ResourceDef,
  scope: Scope,
  query: ListQuery,
  asText: boolean,
): Promise<{ page: unknown; count: number }> {
  const cache = listCacheFor(db);
  const parts = listSql(def, scope, query, asText);
  const { count: countSql, page: pageSql } = parts;
  const table = tableName(def);
  const countKey = cache ? entryKey('count', table, countSql) : '';
  const pageKey = cache && pageSql ? entryKey('page', table, pageSql) : '';
  const reuse: ListReuse = cache
    ? { count: lookupCount(cache, countKey), page: pageKey ? lookupPage(cache, pageKey) : null }
    : {};
  const rows = await db.query<{ n: unknown; snap: unknown; page: unknown }>(statementOf(table, parts, reuse));
  const row = rows[0];
  const fresh = row?.n === null || row?.n === undefined ? null : toNumber(row.n);
  const count = fresh ?? reuse.count?.count ?? 0;
  const freshPage = typeof row?.page === 'string' ? row.page : null;
  const page = freshPage ?? (pageSql ? reuse.page?.page : undefined);
  if (cache && typeof row?.snap === 'string') {
    const checkedAt = Date.now();
    store(cache, countKey, { count, snapshot: row.snap, checkedAt });
    if (pageKey && typeof page === 'string') store(cache, pageKey, { page, snapshot: row.snap, checkedAt });
  }
  return { page, count };
}

/**
 * One list page and the number of matches, in one statement (one snapshot, one round trip).
 * The count is an index-only scan for filters on indexed fields (see resource-tables.ts), and is
 * reused, as is the page, while no write to the table has committed since it was taken (list-cache.ts).
 */
export async function listRecords(
  db: Executor,
  def: ResourceDef,
  scope: Scope,
  query: ListQuery,
): Promise<{ data: StoredRecord[]; count: number }> {
  const { page, count } = await runList(db, def, scope, query, false);
  const data = typeof page === 'string' ? (JSON.parse(page) as PageRow[]).map(pageRecord) : [];
  return { data, count };
}

/** The same list with the page as the API's JSON array text (`[]` for limit 0), for the list route. */
export async function listRecordsJson(
  db: Executor,
  def: ResourceDef,
  scope: Scope,
  query: ListQuery,
): Promise<{ json: string; count: number }> {
  const { page, count } = await runList(db, def, scope, query, true);
  return { json: typeof page === 'string' ? page : '[]', count };
}

/** One record in scope, or null (another client's record is indistinguishable from a missing one). */
export async function getRecord(
  db: Executor,
  def: ResourceDef,
  scope: Scope,
  id: number,
  forUpdate = false,
): Promise<StoredRecord | null> {
  const where = whereClause([sql`id = ${id}`, ...scopeConditions(def, scope)]);
  const lock = forUpdate ? sql` for update` : sql``;
  const rows = await db.query(sql`select ${RECORD_COLUMNS} from ${table(def)} where ${where}${lock}`);
  return rows[0] ? rowToRecord(rows[0]) : null;
}

/** The records of these ids that are in scope, historical ones included (the change feed, live/feed.ts). */
export async function getRecordsByIds(
  db: Executor,
  def: ResourceDef,
  scope: Scope,
  ids: readonly number[],
): Promise<StoredRecord[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const where = whereClause([sql`id in (${list})`, ...scopeConditions(def, scope)]);
  const rows = await db.query(sql`select ${RECORD_COLUMNS} from ${table(def)} where ${where}`);
  return rows.map(rowToRecord);
}

/**
 * The same scope asked of a record no longer in its table (a deleted record's client and
 * document, kept by the change feed), so a tombstone reaches only those who could read the record.
 */
export function inScope(scope: Scope, clientId: number | null, data: Record<string, unknown>): boolean {
  if (scope.clientIds !== null && (clientId === null || !scope.clientIds.includes(clientId))) return false;
  return !scope.owner || Number(data[scope.owner.field]) === scope.owner.userId;
}

export interface NewRecord {
  clientId: number | null;
  historical: boolean;
  data: Record<string, unknown>;
}

export async function insertRecord(db: Executor, def: ResourceDef, record: NewRecord): Promise<StoredRecord> {
  const rows = await db.query(sql`insert into ${table(def)} (client_id, historical, data)
    values (${record.clientId}, ${record.historical}, ${JSON.stringify(record.data)}::jsonb) returning ${RECORD_COLUMNS}`);
  let row = rows[0];
  if (!row) throw new Error('insert returned no row');
  if (def.name === 'clients') {
    // A client record belongs to itself, so client scope covers the client records too.
    const updated = await db.query(
      sql`update ${table(def)} set client_id = id where id = ${toNumber(row.id)} returning ${RECORD_COLUMNS}`,
    );
    row = updated[0] ?? row;
  }
  return rowToRecord(row);
}

export async function replaceRecord(
  db: Executor,
  def: ResourceDef,
  id: number,
  record: NewRecord,
): Promise<StoredRecord> {
  const rows = await db.query(sql`update ${table(def)}
    set client_id = ${record.clientId}, historical = ${record.historical}, data = ${JSON.stringify(record.data)}::jsonb,
        version = version + 1, updated_at = now()
    where id = ${id} returning ${RECORD_COLUMNS}`);
  if (!rows[0]) throw new Error('update returned no row');
  return rowToRecord(rows[0]);
}

export async function deleteRecord(db: Executor, def: ResourceDef, id: number): Promise<void> {
  await db.query(sql`delete from ${table(def)} where id = ${id}`);
}
