/**
 * Storage of registry resources: one table per resource, one JSON document per record.
 *
 * Why jsonb documents rather than one column per field: the registry in src/resources is the
 * single declaration of every resource, and it changes often (fields added for new screens). A
 * document column lets the server derive each table from the declaration at migrate time with no
 * hand-written column migrations, while the columns that the server itself reasons about (id,
 * client scope, optimistic version, history flag, timestamps) stay real columns. The fields a
 * resource declares in `indexes` get expression indexes, and every filter and sort uses exactly
 * the same expression (see `fieldExpr`), so those lookups are index-backed as with real columns.
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

/**
 * The SQL expression of a field, shared by indexes, filters and sorts. Numeric fields compare as
 * numbers (so 10 sorts after 9); everything else as the stored text. Only declared or meta
 * fields reach here, so the raw name is safe.
 */
export function fieldExpr(def: ResourceDef, field: string): SQL {
  const column = META_COLUMNS[field];
  if (column) return sql`${sql.identifier(column)}`;
  if (!isDeclaredField(def, field)) throw new Error(`Unknown field ${def.name}.${field}`);
  if (isNumericField(def, field)) return sql.raw(`((data->>'${field}')::numeric)`);
  return sql.raw(`(data->>'${field}')`);
}

export async function createResourceTables(db: Executor): Promise<void> {
  for (const def of resourceList) {
    const name = tableName(def);
    await db.query(sql.raw(`create table if not exists "${name}" (
      id bigserial primary key,
      client_id integer,
      version integer not null default 1,
      historical boolean not null default false,
      data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`));
    await db.query(sql.raw(`create index if not exists "${name}_client_id" on "${name}" (client_id)`));
    for (const field of def.indexes) {
      const expr = fieldExpr(def, field);
      await db.query(sql`create index if not exists ${sql.identifier(`${name}_${field}`)} on ${table(def)} (${expr})`);
    }
    // The default list order (first page of every list screen) is read straight off an index.
    const sortKeys = def.defaultSort.split(',').map((k) => k.trim()).filter(Boolean);
    const keyExprs = sortKeys.map((k) => (k.startsWith('-') ? sql`${fieldExpr(def, k.slice(1))} desc` : sql`${fieldExpr(def, k)}`));
    if (!sortKeys.some((k) => k.replace(/^-/, '') === 'id')) keyExprs.push(sql`id`);
    await db.query(sql`create index if not exists ${sql.identifier(`${name}_default_sort`)} on ${table(def)} (${sql.join(keyExprs, sql`, `)})`);
  }
}

/** Moves a table's id sequence past the ids inserted explicitly (seed data, imports). */
export async function fixSequence(db: Executor, def: ResourceDef): Promise<void> {
  const name = tableName(def);
  await db.query(sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table(def)}), 0) + 1, false)`);
}

/** The API shape of a stored row: meta fields first, then the document. */
export function rowToRecord(row: Row): StoredRecord {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const meta: RecordMeta = {
    id: toNumber(row.id),
    version: toNumber(row.version),
    clientId: row.client_id === null || row.client_id === undefined ? null : toNumber(row.client_id),
    historical: row.historical === true,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
  // Meta first for readable payloads; assigned again so a document can never shadow it.
  const record: StoredRecord = { ...meta, ...data, ...meta };
  return record;
}

export const RECORD_COLUMNS = sql.raw('id, client_id, version, historical, data, created_at, updated_at');
