/**
 * Grid edit's bookkeeping, pure: cells typed as text are compared with each row's record, the
 * differences typed by the declaration and checked by the deliveries schema, and turned into one
 * patch per changed row carrying the version the user edited (the outbox's base version).
 */
import { deliveries } from '../../../resources/operations';
import type { FieldMeta } from '../../../resources/types';

export const GRID_FIELDS = ['status', 'date', 'recipientName', 'recipientPhone', 'address', 'suburb', 'postcode', 'windowStart', 'windowEnd', 'boxCount', 'instructions'] as const;
export type GridField = (typeof GRID_FIELDS)[number];

const FIELDS = deliveries.fields as Record<string, FieldMeta>;
const partial = deliveries.schema.partial();

/** row id -> field -> text typed */
export type Drafts = Record<number, Partial<Record<GridField, string>>>;

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

export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function typed(meta: FieldMeta, text: string): unknown {
  if (meta.type === 'integer' || meta.type === 'number') return text.trim() === '' ? Number.NaN : Number(text);
  return meta.type === 'string' || meta.type === 'text' ? text : text.trim();
}

export function diffRow(row: GridRow, draft: Partial<Record<GridField, string>> | undefined): RowPatch | null {
  if (!draft) return null;
  const changes: Record<string, unknown> = {};
  for (const field of GRID_FIELDS) {
    const text = draft[field];
    if (text === undefined || text === cellText(row[field])) continue;
    changes[field] = typed(FIELDS[field] as FieldMeta, text);
  }
  if (Object.keys(changes).length === 0) return null;
  const errors: Record<string, string> = {};
  const parsed = partial.safeParse(changes);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'row')] = issue.message;
  return { id: row.id, baseVersion: row.version, changes, errors };
}

/** One patch per changed row, in the order of the rows shown. */
export function buildPatches(rows: readonly GridRow[], drafts: Drafts): RowPatch[] {
  const out: RowPatch[] = [];
  for (const row of rows) {
    const patch = diffRow(row, drafts[row.id]);
    if (patch) out.push(patch);
  }
  return out;
}

/** Drops the drafts of rows whose patches were handed to the outbox. */
export function withoutRows(drafts: Drafts, ids: readonly number[]): Drafts {
  const out: Drafts = { ...drafts };
  for (const id of ids) delete out[id];
  return out;
}
