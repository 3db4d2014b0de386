/**
 * Which columns a generic list shows, remembered per resource on this device through the
 * safe storage wrapper (private mode or a full disk fall back to memory). Stored as field
 * names in display order; names the declaration no longer has are dropped on read. A page may
 * name its own storage key and opening columns (deliveries keeps the key its users' choices are
 * already stored under).
 */
import { useCallback, useMemo, useState } from 'react';
import { readJson, safeStorage, type KeyValueStore } from '../../lib/safe-storage';
import type { FieldMeta, ResourceDef } from '../../resources/types';

export interface Column {
  name: string;
  meta: FieldMeta;
}

const defaultStore = safeStorage();
const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export const columnsKey = (resource: string) => `depot.list-columns.${resource}`;

/** The declaration's default columns (`column: true`), the title aside: the table draws it first, always. */
export function columnsOf(def: ResourceDef): Column[] {
  return Object.entries(def.fields as Record<string, FieldMeta>)
    .filter(([name, m]) => m.column && name !== def.titleField)
    .map(([name, meta]) => ({ name, meta }));
}

/**
 * The client a client-scoped record belongs to (every such record's `clientId`, which the
 * declarations leave implicit), named like any reference.
 */
export const CLIENT_COLUMN: Column = { name: 'clientId', meta: { label: 'Client', type: 'ref', ref: 'clients' } };

/** Do the rows of a client-scoped resource belong to more than one client (an admin's list of every client's rate cards)? */
export function rowsOfManyClients(def: ResourceDef, rows: readonly Readonly<Record<string, unknown>>[]): boolean {
  if (!def.clientScoped) return false;
  const first = rows[0]?.clientId;
  return rows.some((r) => r.clientId !== first);
}

/**
 * The columns with the client's first when the rows are of several clients: otherwise nothing on
 * a list of every client's records (rate cards, purchase orders, recipes) said whose each one was.
 */
export function withClientColumn(columns: Column[], manyClients: boolean): Column[] {
  if (!manyClients || columns.some((c) => c.name === CLIENT_COLUMN.name)) return columns;
  return [CLIENT_COLUMN, ...columns];
}

/** Columns a user may choose from: every declared field that reads as one value, title aside. */
export function choosableColumns(def: ResourceDef): Column[] {
  return Object.entries(def.fields as Record<string, FieldMeta>)
    .filter(([name, meta]) => meta.type !== 'json' && name !== def.titleField)
    .map(([name, meta]) => ({ name, meta }));
}

export interface ColumnOptions {
  /** storage key (default `depot.list-columns.<resource>`) */
  key?: string;
  /** the columns the list opens with (default: the declared ones) */
  defaults?: readonly string[];
}

/** The columns a list opens with: the page's, or the declared ones, less the title (always the first column). */
export function defaultColumnNames(def: ResourceDef, options: ColumnOptions = {}): string[] {
  return (options.defaults ?? columnsOf(def).map((c) => c.name)).filter((n) => n !== def.titleField);
}

export function readColumnNames(
  def: ResourceDef,
  store: KeyValueStore = defaultStore,
  options: ColumnOptions = {},
): string[] {
  const fallback = defaultColumnNames(def, options);
  const available = choosableColumns(def);
  const names = readJson(store, options.key ?? columnsKey(def.name), fallback, isNameList).filter((n) =>
    available.some((c) => c.name === n),
  );
  return names.length > 0 ? names : fallback;
}

export function writeColumnNames(
  def: ResourceDef,
  names: readonly string[],
  store: KeyValueStore = defaultStore,
  options: ColumnOptions = {},
): void {
  store.setItem(options.key ?? columnsKey(def.name), JSON.stringify(names));
}

/** Ticks or unticks a column, keeping the declaration's order. */
export function toggleColumn(def: ResourceDef, names: readonly string[], name: string): string[] {
  if (names.includes(name)) return names.length > 1 ? names.filter((n) => n !== name) : [...names];
  return choosableColumns(def)
    .map((c) => c.name)
    .filter((n) => n === name || names.includes(n));
}

export function useColumnChoice(def: ResourceDef, options: ColumnOptions & { store?: KeyValueStore } = {}) {
  const { store = defaultStore, key, defaults } = options;
  const [names, setNames] = useState<string[]>(() => readColumnNames(def, store, { key, defaults }));
  const save = useCallback(
    (next: string[]) => {
      setNames(next);
      writeColumnNames(def, next, store, { key, defaults });
    },
    [def, store, key, defaults],
  );
  // The same arrays until the choice changes: the table's rows are memoised on `columns`, and a
  // new array on every render of the page re-rendered every row as each start-up query answered.
  const available = useMemo(() => choosableColumns(def), [def]);
  const columns = useMemo(
    () => names.map((n) => available.find((c) => c.name === n)).filter((c): c is Column => c !== undefined),
    [names, available],
  );
  return {
    available,
    names,
    columns,
    toggle: (name: string) => save(toggleColumn(def, names, name)),
    reset: () => {
      store.removeItem(key ?? columnsKey(def.name));
      setNames(defaultColumnNames(def, { defaults }));
    },
  };
}
