/**
 * List parameters, one shape and one encoder/decoder for the three places that read them: the
 * page URL (generic lists, deliveries, grid edit, export), the local Dexie answer and the
 * server's list parser. The shape: `limit`, `offset`, `sort` ('a,-b'), free text `q`, per-field
 * filters and `includeHistorical`. An exact filter may list several values
 * (`status=routed,loaded`), `null` matching a missing value. Ranges are written in one of two
 * styles: the API contract's `<field>_from` / `<field>_to`, and the console URL's
 * `<field>From` / `<field>To`; both also read `<field>=a..b` and `<field>=day` (one value).
 * Pure (no browser, no database), so the server imports it too.
 */
import type { FieldMeta, ResourceDef } from '../resources/types';

export { formatSort, parseSort, type SortKey } from './sort';

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

/** The parts of a request that change its total (not `limit`, `offset`, `sort`), in a stable order. */
export function totalQuery(params: ListParams): string {
  const query = encodeListParams({ filters: params.filters, q: params.q, includeHistorical: params.includeHistorical });
  query.sort();
  return query.toString();
}

/** `api`: the list contract's query (`date_from`); `page`: the console's own URL (`dateFrom`). */
export type RangeStyle = 'api' | 'page';

export function rangeKeys(field: string, style: RangeStyle): [from: string, to: string] {
  return style === 'api' ? [`${field}_from`, `${field}_to`] : [`${field}From`, `${field}To`];
}

/** Fields filtered besides the declared ones: ids and client ids (exact lists), `updatedAt` (range, incremental sync). */
const EXACT_EXTRAS = ['id', 'clientId'] as const;
const RANGE_EXTRAS = ['updatedAt'] as const;
const INT4_MAX = 2_147_483_647;

/** A malformed parameter, named (the server answers it with 400 BAD_QUERY). */
export class ListParamError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The parameters as a query string: the API request, or the page URL's filter part (style `page`). */
export function encodeListParams(params: ListParams, style: RangeStyle = 'api'): URLSearchParams {
  const p = normaliseParams(params);
  const search = new URLSearchParams();
  if (p.limit !== undefined) search.set('limit', String(p.limit));
  if (p.offset) search.set('offset', String(p.offset));
  if (p.sort) search.set('sort', p.sort);
  if (p.q) search.set('q', p.q);
  for (const [field, value] of Object.entries(p.filters ?? {})) {
    if (isRange(value)) {
      const [fromKey, toKey] = rangeKeys(field, style);
      if (value.from) search.set(fromKey, value.from);
      if (value.to) search.set(toKey, value.to);
    } else search.set(field, String(value));
  }
  if (p.includeHistorical) search.set('includeHistorical', 'true');
  return search;
}

/** The API request's query string. */
export function toSearchParams(params: ListParams): URLSearchParams {
  return encodeListParams(params, 'api');
}

type Query = URLSearchParams | Readonly<Record<string, string | undefined>>;

function reader(query: Query): (key: string) => string | undefined {
  if (query instanceof URLSearchParams) return (key) => query.get(key) ?? undefined;
  return (key) => (Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined);
}

function integer(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isInteger(value) || value < min || value > INT4_MAX) {
    throw new ListParamError(name, `${name} must be an integer from ${min} to ${INT4_MAX}.`);
  }
  return value;
}

function readRange(
  get: (key: string) => string | undefined,
  field: string,
  style: RangeStyle,
): { from?: string; to?: string } | undefined {
  const [fromKey, toKey] = rangeKeys(field, style);
  let from = get(fromKey) || undefined;
  let to = get(toKey) || undefined;
  const raw = get(field);
  if (raw) {
    const [a, b] = raw.includes('..') ? raw.split('..') : [raw, raw];
    from = a || from;
    to = b || to;
  }
  return from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : undefined;
}

/**
 * A query string (or its key -> value record) as list parameters: the declared filters of `def`
 * (and ids, client ids, `updatedAt`), each value as written (typed later, by the reader: the
 * server checks and types it against its column, Dexie coerces it); unknown keys are ignored.
 * Throws ListParamError for a limit or offset that is not a whole number in range.
 */
export function decodeListParams(def: ResourceDef, query: Query, style: RangeStyle = 'api'): ListParams {
  const get = reader(query);
  const filters: Record<string, FilterValue> = {};
  const fields = def.fields as Record<string, FieldMeta>;
  for (const [field, meta] of Object.entries(fields)) {
    if (meta.filter === 'range') {
      const range = readRange(get, field, style);
      if (range) filters[field] = range;
    } else if (meta.filter) {
      const raw = get(field);
      if (raw) filters[field] = raw;
    }
  }
  for (const field of EXACT_EXTRAS) {
    const raw = get(field);
    if (raw && !fields[field]?.filter) filters[field] = raw;
  }
  for (const field of RANGE_EXTRAS) {
    const [fromKey, toKey] = rangeKeys(field, style);
    const from = get(fromKey);
    const to = get(toKey);
    if (from || to) filters[field] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }
  // A page URL pages by its own keys (`page`, `size`); only a request names limit and offset.
  const limit = style === 'api' ? integer('limit', get('limit'), -1) : undefined;
  const offset = style === 'api' ? integer('offset', get('offset'), 0) : undefined;
  const sort = get('sort')?.trim();
  const q = get('q');
  return {
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined ? { offset } : {}),
    ...(sort ? { sort } : {}),
    ...(q ? { q } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(get('includeHistorical') === 'true' ? { includeHistorical: true } : {}),
  };
}

/** A stable string for a list request (meta stamps, query keys). */
export function listKey(resource: string, params: ListParams): string {
  return `${resource}?${toSearchParams(params).toString()}`;
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
