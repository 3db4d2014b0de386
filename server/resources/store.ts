/** Reads and writes of registry records, always inside the caller's scope. */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '../../src/resources/index';
import { clientScope } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { RECORD_COLUMNS, fieldExpr, rowToRecord, table, toRecord } from '../db/resource-tables';
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
    clientIds: def.clientScoped ? clientScope(user) : null,
    owner: ownerField ? { field: ownerField, userId: user.id } : null,
  };
}

function scopeConditions(def: ResourceDef, scope: Scope): SQL[] {
  const out: SQL[] = [];
  if (scope.clientIds !== null) {
    out.push(scope.clientIds.length === 0 ? sql`false` : sql`client_id in (${sql.join(scope.clientIds.map((id) => sql`${id}`), sql`, `)})`);
  }
  if (scope.owner) out.push(sql`${fieldExpr(def, scope.owner.field)} = ${scope.owner.userId}`);
  return out;
}

function whereClause(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** A page row as Postgres sends it: meta columns, then the document (see `pageJson`). */
type PageRow = [id: number, version: number, clientId: number | null, historical: boolean, createdAt: string, updatedAt: string, data: Record<string, unknown>];

/** `to_char` of a timestamp in UTC with microseconds; cut to milliseconds below, as the drivers do. */
const UTC_MICROS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US'`);

function utcIso(micros: string): string {
  return `${micros.slice(0, 23)}Z`;
}

function pageRecord([id, version, clientId, historical, createdAt, updatedAt, data]: PageRow): StoredRecord {
  return toRecord({ id, version, clientId, historical, createdAt: utcIso(createdAt), updatedAt: utcIso(updatedAt) }, data);
}

/**
 * The page as one JSON text: an array of [meta..., document] rows in list order. Why: drivers
 * decode every row and field of a result one by one (PGlite in the server's own thread), which
 * cost more than the query itself for 50 jsonb rows; one text value parsed once is a fraction.
 */
function pageJson(def: ResourceDef, where: SQL, query: ListQuery): SQL {
  const page = query.limit === -1 ? sql`offset ${query.offset}` : sql`limit ${query.limit} offset ${query.offset}`;
  return sql`select coalesce(json_agg(json_build_array(id, version, client_id, historical,
      to_char(created_at at time zone 'UTC', ${UTC_MICROS}), to_char(updated_at at time zone 'UTC', ${UTC_MICROS}), data) order by n), '[]')::text
    from (select *, row_number() over (order by ${query.orderBy}) as n from ${table(def)} where ${where} order by ${query.orderBy} ${page}) as p`;
}

/** The one statement of a list request: `n`, the number of matches, and `page` (null for limit 0). */
export function listStatement(def: ResourceDef, scope: Scope, query: ListQuery): SQL {
  const parts = [...scopeConditions(def, scope), ...query.where];
  if (!query.includeHistorical) parts.push(sql`not historical`);
  const where = whereClause(parts);
  const count = sql`(select count(*)::int from ${table(def)} where ${where})`;
  if (query.limit === 0) return sql`select ${count} as n, null as page`;
  return sql`select ${count} as n, (${pageJson(def, where, query)}) as page`;
}

/**
 * One list page and the number of matches, in one statement (one snapshot, one round trip).
 * The count is an index-only scan for filters on indexed fields (see resource-tables.ts).
 */
export async function listRecords(db: Executor, def: ResourceDef, scope: Scope, query: ListQuery): Promise<{ data: StoredRecord[]; count: number }> {
  const rows = await db.query<{ n: unknown; page: unknown }>(listStatement(def, scope, query));
  const page = rows[0]?.page;
  const data = typeof page === 'string' ? (JSON.parse(page) as PageRow[]).map(pageRecord) : [];
  return { data, count: toNumber(rows[0]?.n ?? 0) };
}

/** One record in scope, or null (another client's record is indistinguishable from a missing one). */
export async function getRecord(db: Executor, def: ResourceDef, scope: Scope, id: number, forUpdate = false): Promise<StoredRecord | null> {
  const where = whereClause([sql`id = ${id}`, ...scopeConditions(def, scope)]);
  const lock = forUpdate ? sql` for update` : sql``;
  const rows = await db.query(sql`select ${RECORD_COLUMNS} from ${table(def)} where ${where}${lock}`);
  return rows[0] ? rowToRecord(rows[0]) : null;
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
    const updated = await db.query(sql`update ${table(def)} set client_id = id where id = ${toNumber(row.id)} returning ${RECORD_COLUMNS}`);
    row = updated[0] ?? row;
  }
  return rowToRecord(row);
}

export async function replaceRecord(db: Executor, def: ResourceDef, id: number, record: NewRecord): Promise<StoredRecord> {
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
