/**
 * List parameters of the API contract, one shape for the network and for the local (Dexie)
 * answer: `limit`, `offset`, `sort` ('a,-b'), free text `q`, per-field filters and
 * `includeHistorical`. A range filter is sent as `<field>_from` / `<field>_to`; an exact filter
 * may list several values (`status=routed,loaded`), `null` matching a missing value.
 */
import type { FieldMeta, ResourceDef } from '../resources/types';

export type Scalar = string | number | boolean | null;
export type FilterValue = Scalar | { from?: string; to?: string };

export interface ListParams {
  limit?: number;
  offset?: number;
  sort?: string;
  q?: string;
  filters?: Record<string, FilterValue>;
  includeHistorical?: boolean;
}

export function isRange(value: FilterValue): value is { from?: string; to?: string } {
  return typeof value === 'object' && value !== null;
}

/** Drops empty filters so that '' and undefined never reach the server or the cache key. */
export function normaliseParams(params: ListParams): ListParams {
  const filters: Record<string, FilterValue> = {};
  for (const [field, value] of Object.entries(params.filters ?? {})) {
    if (value === '' || value === undefined) continue;
    if (isRange(value)) {
      if (!value.from && !value.to) continue;
      filters[field] = { ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) };
    } else filters[field] = value;
  }
  const out: ListParams = {};
  if (params.limit !== undefined) out.limit = params.limit;
  if (params.offset) out.offset = params.offset;
  if (params.sort) out.sort = params.sort;
  if (params.q?.trim()) out.q = params.q.trim();
  if (Object.keys(filters).length) out.filters = filters;
  if (params.includeHistorical) out.includeHistorical = true;
  return out;
}

export function toSearchParams(params: ListParams): URLSearchParams {
  const p = normaliseParams(params);
  const search = new URLSearchParams();
  if (p.limit !== undefined) search.set('limit', String(p.limit));
  if (p.offset) search.set('offset', String(p.offset));
  if (p.sort) search.set('sort', p.sort);
  if (p.q) search.set('q', p.q);
  for (const [field, value] of Object.entries(p.filters ?? {})) {
    if (isRange(value)) {
      if (value.from) search.set(`${field}_from`, value.from);
      if (value.to) search.set(`${field}_to`, value.to);
    } else search.set(field, String(value));
  }
  if (p.includeHistorical) search.set('includeHistorical', 'true');
  return search;
}

/** A stable string for a list request (meta stamps, query keys). */
export function listKey(resource: string, params: ListParams): string {
  return `${resource}?${toSearchParams(params).toString()}`;
}

export function parseSort(sort: string | undefined): { field: string; desc: boolean }[] {
  return (sort ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));
}

/** Turns a filter typed into a form (always text) into the value stored on the record. */
export function coerce(meta: FieldMeta | undefined, value: Scalar): Scalar {
  if (value === null || meta === undefined || typeof value !== 'string') return value;
  if (meta.type === 'number' || meta.type === 'integer' || meta.type === 'ref') {
    const n = Number(value);
    return Number.isFinite(n) && value.trim() !== '' ? n : value;
  }
  if (meta.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

export function fieldMeta(def: ResourceDef, field: string): FieldMeta | undefined {
  return (def.fields as Record<string, FieldMeta>)[field];
}
