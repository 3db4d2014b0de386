/**
 * Answers a list request from the cache: pick the narrowest Dexie index for the filters (a
 * compound `[date+x]` for a day view, else one indexed equality, else a date range), then
 * filter, sort and page the rest in memory. The in-memory part is pure and unit-tested; per
 * TOOLCHAIN's IndexedDB figures, the index step is what keeps a page of a 100,000-row store fast.
 */
import type { Collection, Table } from 'dexie';
import type { FieldMeta, ResourceDef } from '../resources/types';
import type { StoredRecord } from './db';
import { compoundIndexes } from './db';
import { coerce, fieldMeta, isRange, normaliseParams, parseSort, type ListParams, type Scalar } from './list-params';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).toLowerCase();
}

function exactMatch(meta: FieldMeta | undefined, actual: unknown, value: Scalar): boolean {
  const wanted = typeof value === 'string' ? value.split(',').map((v) => v.trim()) : [value];
  return wanted.some((w) => (w === 'null' || w === null ? actual === null || actual === undefined : String(actual) === String(coerce(meta, w))));
}

export function matches(def: ResourceDef, row: Record<string, unknown>, params: ListParams): boolean {
  const p = normaliseParams(params);
  if (!p.includeHistorical && row.historical === true) return false;
  for (const [field, value] of Object.entries(p.filters ?? {})) {
    const meta = fieldMeta(def, field);
    const actual = row[field];
    if (isRange(value)) {
      const v = text(actual);
      if (value.from && v < value.from.toLowerCase()) return false;
      if (value.to && v > value.to.toLowerCase()) return false;
    } else if (meta?.filter === 'text' && typeof value === 'string') {
      if (!text(actual).includes(value.toLowerCase())) return false;
    } else if (!exactMatch(meta, actual, value)) return false;
  }
  if (p.q) {
    const q = p.q.toLowerCase();
    const fields = def.searchFields ?? [];
    if (!fields.some((f) => text(row[f]).includes(q))) return false;
  }
  return true;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function sortRows<T extends Record<string, unknown>>(rows: T[], sort: string | undefined): T[] {
  const keys = [...parseSort(sort), { field: 'id', desc: false }];
  return [...rows].sort((x, y) => {
    for (const { field, desc } of keys) {
      const c = compare(x[field], y[field]);
      if (c !== 0) {
        const nullish = x[field] == null || y[field] == null;
        return desc && !nullish ? -c : c;
      }
    }
    return 0;
  });
}

export interface LocalPage<T> {
  data: T[];
  count: number;
}

/** Filters, sorts and pages rows in memory (the pure half of the local answer). */
export function filterSortPage<T extends Record<string, unknown>>(def: ResourceDef, rows: T[], params: ListParams): LocalPage<T> {
  const p = normaliseParams(params);
  const filtered = sortRows(rows.filter((r) => matches(def, r, p)), p.sort ?? def.defaultSort);
  const offset = p.offset ?? 0;
  const limit = p.limit === undefined || p.limit < 0 ? filtered.length : p.limit;
  return { data: filtered.slice(offset, offset + limit), count: filtered.length };
}

function exactValue(def: ResourceDef, params: ListParams, field: string): Scalar | undefined {
  const value = params.filters?.[field];
  if (value === undefined || isRange(value)) {
    if (value && isRange(value) && value.from && value.from === value.to) return value.from;
    return undefined;
  }
  if (fieldMeta(def, field)?.filter === 'text') return undefined;
  if (typeof value === 'string' && (value.includes(',') || value === 'null')) return undefined;
  return coerce(fieldMeta(def, field), value);
}

/** The narrowest index-backed collection for these filters (the rest is filtered in memory). */
export function indexedCollection(def: ResourceDef, table: Table<StoredRecord, number>, params: ListParams): Collection<StoredRecord, number> {
  const p = normaliseParams(params);
  const date = exactValue(def, p, 'date');
  if (date !== undefined && date !== null) {
    for (const compound of compoundIndexes(def)) {
      const other = compound.slice('[date+'.length, -1);
      if (!compound.startsWith('[date+')) continue;
      const v = exactValue(def, p, other);
      if (v !== undefined && v !== null && typeof v !== 'boolean') return table.where(compound).equals([date as string | number, v]);
    }
  }
  for (const field of def.indexes) {
    const v = exactValue(def, p, field);
    if (v !== undefined && v !== null && typeof v !== 'boolean') return table.where(field).equals(v);
  }
  const range = p.filters?.date;
  if (range && isRange(range) && def.indexes.includes('date')) {
    return table.where('date').between(range.from ?? '', range.to ?? '\uffff', true, true);
  }
  return table.toCollection();
}

export async function queryLocal(def: ResourceDef, table: Table<StoredRecord, number>, params: ListParams): Promise<LocalPage<StoredRecord>> {
  const rows = await indexedCollection(def, table, params).toArray();
  return filterSortPage(def, rows, params);
}
