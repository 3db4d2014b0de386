/**
 * Storage of registry resources: one table per resource, one JSON document per record.
 *
 * Why jsonb documents rather than one column per field: the registry in src/resources is the
 * single declaration of every resource, and it changes often (fields added for new screens). A
 * document column lets the server derive each table from the declaration at migrate time with no
 * hand-written column migrations, while the columns that the server itself reasons about (id,
 * client scope, optimistic version, history flag, timestamps) stay real columns. The fields a
 * resource declares in `indexes` become stored generated columns (`f_<field>`, computed by
 * Postgres from the document, so writers never maintain them) with plain indexes, and every
 * filter and sort names that column (see `fieldExpr`).
 *
 * Why generated columns rather than expression indexes: Postgres answers a count from the index
 * alone (an index-only scan) only when every column the query needs is in the index, which an
 * expression over `data` never is. A list's `count(*)` over a 14,000-row day then read every
 * jsonb document of the day; with real columns it reads the index. Each index INCLUDEs
 * `historical` and `client_id`, so the default `not historical` filter and a client user's scope
 * are checked in the index too.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { RecordMeta, ResourceDef } from '../../src/resources/index';
import { resourceList } from '../../src/resources/index';
import type { Executor, Row } from './database';
import { toIso, toNumber } from './database';

export type StoredRecord = RecordMeta & Record<string, unknown>;

/** Columns that live outside the document. */
const META_COLUMNS: Record<string, string> = {
  id: 'id',
  clientId: 'client_id',
  version: 'version',
  historical: 'historical',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

const NUMERIC_TYPES = new Set(['number', 'integer', 'ref']);

export function tableName(def: ResourceDef): string {
  return `r_${def.name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)}`;
}

export function table(def: ResourceDef): SQL {
  return sql`${sql.identifier(tableName(def))}`;
}

export function isMetaField(field: string): boolean {
  return field in META_COLUMNS;
}

export function isDeclaredField(def: ResourceDef, field: string): boolean {
  return Object.prototype.hasOwnProperty.call(def.fields, field);
}

export function isNumericField(def: ResourceDef, field: string): boolean {
  const meta = (def.fields as Record<string, { type: string } | undefined>)[field];
  return meta !== undefined && NUMERIC_TYPES.has(meta.type);
}

/** The generated column that holds an indexed field: `f_` and the name in snake case. */
export function fieldColumn(field: string): string {
  return `f_${field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)}`;
}

function isIndexedField(def: ResourceDef, field: string): boolean {
  return def.indexes.includes(field);
}

/** The document expression of a declared field: numeric fields as numbers (so 10 sorts after 9). */
function documentExpr(def: ResourceDef, field: string): string {
  return isNumericField(def, field) ? `((data->>'${field}')::numeric)` : `(data->>'${field}')`;
}

/**
 * The SQL expression of a field, shared by filters, sorts and scopes: a meta column, the
 * generated column of an indexed field, or the document expression. Only declared or meta
 * fields reach here, so the raw name is safe.
 */
export function fieldExpr(def: ResourceDef, field: string): SQL {
  const column = META_COLUMNS[field];
  if (column) return sql`${sql.identifier(column)}`;
  if (!isDeclaredField(def, field)) throw new Error(`Unknown field ${def.name}.${field}`);
  if (isIndexedField(def, field)) return sql`${sql.identifier(fieldColumn(field))}`;
  return sql.raw(documentExpr(def, field));
}

/** Columns every index carries so counts and scoped lists need not visit the table. */
const COVERING = 'include (historical, client_id)';

export async function createResourceTables(db: Executor): Promise<void> {
  // CREATE INDEX locks its table even when the index exists. On a schema that is already up to
  // date this runs no DDL at all, so a node starting beside a serving one takes no table locks
  // (two nodes once deadlocked here: one seeding, the other re-declaring indexes).
  const indexes = new Set(
    (
      await db.query<{ indexname: string }>(sql`select indexname from pg_indexes where schemaname = current_schema()`)
    ).map((r) => r.indexname),
  );
  const createIndex = async (name: string, statement: SQL): Promise<void> => {
    if (!indexes.has(name)) await db.query(statement);
  };
  const dropIndex = async (name: string): Promise<void> => {
    if (indexes.has(name)) await db.query(sql.raw(`drop index "${name}"`));
  };
  for (const def of resourceList) {
    const name = tableName(def);
    await db.query(
      sql.raw(`create table if not exists "${name}" (
      id bigserial primary key,
      client_id integer,
      version integer not null default 1,
      historical boolean not null default false,
      data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`),
    );
    await createIndex(
      `${name}_client_id`,
      sql.raw(`create index if not exists "${name}_client_id" on "${name}" (client_id)`),
    );
    // One ALTER for all missing columns: each ALTER that adds a stored column rewrites the table.
    const existing = new Set(
      (
        await db.query<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${name}`,
        )
      ).map((r) => r.column_name),
    );
    const missing = def.indexes.filter((field) => !existing.has(fieldColumn(field)));
    if (missing.length > 0) {
      const adds = missing.map(
        (field) =>
          `add column "${fieldColumn(field)}" ${isNumericField(def, field) ? 'numeric' : 'text'} generated always as ${documentExpr(def, field)} stored`,
      );
      await db.query(sql.raw(`alter table "${name}" ${adds.join(', ')}`));
    }
    for (const field of def.indexes) {
      const column = fieldColumn(field);
      // Databases made before the generated columns carry an expression index under the old name.
      await dropIndex(`${name}_${field}`);
      await createIndex(
        `${name}_${column}`,
        sql.raw(`create index if not exists "${name}_${column}" on "${name}" ("${column}") ${COVERING}`),
      );
    }
    // The default list order (first page of every list screen) is read straight off an index;
    // with an equality filter on its first key (one day) it also serves sorts by the next key.
    const sortKeys = def.defaultSort
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const keyExprs = sortKeys.map((k) =>
      k.startsWith('-') ? sql`${fieldExpr(def, k.slice(1))} desc` : sql`${fieldExpr(def, k)}`,
    );
    if (!sortKeys.some((k) => k.replace(/^-/, '') === 'id')) keyExprs.push(sql`id`);
    await dropIndex(`${name}_default_sort`);
    await createIndex(
      `${name}_default_order`,
      sql`create index if not exists ${sql.identifier(`${name}_default_order`)} on ${table(def)} (${sql.join(keyExprs, sql`, `)}) ${sql.raw(COVERING)}`,
    );
  }
}

/** Moves a table's id sequence past the ids inserted explicitly (seed data, imports). */
export async function fixSequence(db: Executor, def: ResourceDef): Promise<void> {
  const name = tableName(def);
  await db.query(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table(def)}), 0) + 1, false)`,
  );
}

/**
 * The API shape of a record: meta fields first (readable payloads), then the document, which can
 * never shadow a meta field. Built as one literal plus a copy loop: V8 took ~150 µs per
 * delivery for `{ ...meta, ...data, ...meta }` (and for `{ ...meta }` followed by the copy),
 * which was most of a list page's cost.
 */
export function toRecord(meta: RecordMeta, data: Record<string, unknown>): StoredRecord {
  const record: Record<string, unknown> = {
    id: meta.id,
    version: meta.version,
    clientId: meta.clientId,
    historical: meta.historical,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
  };
  for (const key in data) if (!(key in META_COLUMNS)) record[key] = data[key];
  return record as StoredRecord;
}

/** The API shape of a stored row. */
export function rowToRecord(row: Row): StoredRecord {
  return toRecord(
    {
      id: toNumber(row.id),
      version: toNumber(row.version),
      clientId: row.client_id === null || row.client_id === undefined ? null : toNumber(row.client_id),
      historical: row.historical === true,
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
    },
    (row.data ?? {}) as Record<string, unknown>,
  );
}

export const RECORD_COLUMNS = sql.raw('id, client_id, version, historical, data, created_at, updated_at');
