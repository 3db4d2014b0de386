/**
 * Which columns a list shows, remembered per list in localStorage through the safe storage
 * wrapper (private mode or a full disk fall back to memory). Stored as the field names in
 * display order; names the declaration no longer has are dropped on read.
 */
import { useCallback, useState } from 'react';
import { readJson, safeStorage } from '../../lib/safe-storage';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import type { Column } from '../resource-pages';

const storage = safeStorage();
const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Columns a user may choose from: every declared field that reads as one value. */
export function choosableColumns(def: ResourceDef): Column[] {
  return Object.entries(def.fields as Record<string, FieldMeta>)
    .filter(([name, meta]) => meta.type !== 'json' && name !== def.titleField)
    .map(([name, meta]) => ({ name, meta }));
}

export function readColumns(key: string, available: readonly Column[], fallback: readonly string[]): string[] {
  const names = readJson(storage, key, [...fallback], isNameList);
  const known = names.filter((n) => available.some((c) => c.name === n));
  return known.length > 0 ? known : [...fallback];
}

export function useColumnChoice(key: string, def: ResourceDef, fallback: readonly string[]) {
  const available = choosableColumns(def);
  const [names, setNames] = useState<string[]>(() => readColumns(key, available, fallback));
  const save = useCallback(
    (next: string[]) => {
      setNames(next);
      storage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  const toggle = (name: string) => {
    const next = names.includes(name) ? names.filter((n) => n !== name) : available.map((c) => c.name).filter((n) => n === name || names.includes(n));
    save(next);
  };
  const reset = () => save([...fallback]);
  const columns = names.map((n) => available.find((c) => c.name === n)).filter((c): c is Column => c !== undefined);
  return { available, names, columns, toggle, reset };
}
