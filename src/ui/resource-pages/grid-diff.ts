/**
 * Grid edit's bookkeeping for any declaration, pure: cells typed as text are compared with each
 * row's record, the differences typed by the declaration and checked by its zod, and turned into
 * one patch per changed row carrying the version the user edited (the outbox's base version).
 */
import type { ResourceDef } from '../../resources/types';
import { fieldEntries } from '../../resources/types';
import { fromText, toText, validateValues } from './field-values';

/** row id -> field -> text typed */
export type Drafts = Record<number, Record<string, string | undefined>>;

export interface GridRow {
  id: number;
  version: number;
  [field: string]: unknown;
}

export interface RowPatch {
  id: number;
  baseVersion: number;
  changes: Record<string, unknown>;
  /** field -> message; a row with errors is not sent */
  errors: Record<string, string>;
}

/** The grid's columns: editable fields shown as list columns; never structured json, nor multi-references (edited on the record). */
export function gridFields(def: ResourceDef): string[] {
  return fieldEntries(def)
    .filter(([, m]) => m.editable && m.column && m.type !== 'json' && m.type !== 'refs')
    .map(([name]) => name);
}

export function cellText(def: ResourceDef, field: string, value: unknown): string {
  const meta = def.fields[field];
  return meta ? toText(meta, value) : value === null || value === undefined ? '' : String(value);
}

export function diffRow(
  def: ResourceDef,
  fields: readonly string[],
  row: GridRow,
  draft: Drafts[number] | undefined,
): RowPatch | null {
  if (!draft) return null;
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const text = draft[field];
    const meta = def.fields[field];
    if (text === undefined || !meta || text === cellText(def, field, row[field])) continue;
    const value = fromText(meta, text);
    changes[field] =
      (meta.type === 'number' || meta.type === 'integer') && value === null && !meta.nullable ? Number.NaN : value;
  }
  if (Object.keys(changes).length === 0) return null;
  return { id: row.id, baseVersion: row.version, changes, errors: validateValues(def, changes, true) };
}

/** One patch per changed row, in the order of the rows shown. */
export function buildPatches(
  def: ResourceDef,
  fields: readonly string[],
  rows: readonly GridRow[],
  drafts: Drafts,
): RowPatch[] {
  const out: RowPatch[] = [];
  for (const row of rows) {
    const patch = diffRow(def, fields, row, drafts[row.id]);
    if (patch) out.push(patch);
  }
  return out;
}

/** Drops the drafts of rows whose patches were handed to the outbox. */
export function withoutRows<D extends Drafts>(drafts: D, ids: readonly number[]): D {
  const out: D = { ...drafts };
  for (const id of ids) delete out[id];
  return out;
}
