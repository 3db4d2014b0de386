/**
 * The list contract's query parameters, turned into SQL conditions:
 * - `limit` (default 50, `-1` = all, read up to `allMax` rows), `offset`;
 * - `sort`: comma list, `-` prefix for descending; declared sortable fields, the resource's
 *   default-sort fields, `id`, `createdAt` and `updatedAt`; `id` is always the last tiebreaker;
 * - field filters as declared by FieldMeta.filter: exact (`status=routed,loaded` = IN, `null`
 *   matches a missing value), text (`suburb=rich` = case-insensitive contains), range
 *   (`date_from=2026-11-20&date_to=2026-11-22`, both inclusive, or `date=2026-11-20..2026-11-22`,
 *   or `date=2026-11-20` for one value); also `id` and `clientId` (exact lists) and
 *   `updatedAt_from`/`_to` (ISO times, for incremental sync);
 * - `q`: case-insensitive contains over the resource's searchFields;
 * - bounded work: `q` and text filters are at most SEARCH_TEXT_MAX characters, an exact filter
 *   at most FILTER_VALUES_MAX values (400 naming the parameter): a 2,000-character `q` held the
 *   embedded database for 7 s (issue 33, docs/deploy.md);
 * - `includeHistorical=true` shows historical rows (hidden by default);
 * - `embeds` is accepted; records are returned whole, so nothing is embedded separately.
 * Unknown parameters are ignored (cache busters, `fields`). The query string is read into the list
 * parameters by the one decoder the console uses too (src/offline/list-params.ts); this module
 * checks and types the values and turns them into SQL.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  decodeListParams,
  isRange,
  ListParamError,
  parseSort as parseSortKeys,
  type FilterValue,
  type ListParams,
} from '../../src/offline/list-params';
import type { FieldMeta, ResourceDef } from '../../src/resources/index';
import { fieldExpr, isDeclaredField, isNumericField } from '../db/resource-tables';
import { isStorableText } from '../http/body';
import { ApiHttpError } from '../http/errors';
import { INT4_MAX, isCalendarDateText, isIsoDateTime, isTimeOfDay } from './values';
import { SEARCH_TEXT_MAX } from '../../src/resources/fields';

export const DEFAULT_LIMIT = 50;
/** Longest `q` or text filter: a name, an address or a reference fits with room to spare. */
export { SEARCH_TEXT_MAX };
/** Most values in one exact filter (`id=1,2,..`): a sync's batch of ids fits. */
export const FILTER_VALUES_MAX = 1000;

export interface ListQuery {
  /** -1: every match, read up to `allMax` rows */
  limit: number;
  /** most rows a `limit=-1` list reads (AppConfig.listAllMax) */
  allMax: number;
  offset: number;
  sort: string;
  orderBy: SQL;
  where: SQL[];
  includeHistorical: boolean;
}

type Params = Record<string, string | undefined>;

/** 400 BAD_QUERY naming the parameter, so every refused list request carries a field error. */
const bad = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(400, 'BAD_QUERY', message, { fields: [{ field, message }] });

function sortableFields(def: ResourceDef): Set<string> {
  const names = new Set(['id', 'createdAt', 'updatedAt']);
  for (const [name, meta] of Object.entries(def.fields as Record<string, { sortable?: boolean }>))
    if (meta.sortable) names.add(name);
  for (const key of def.defaultSort.split(',')) names.add(key.trim().replace(/^-/, ''));
  return names;
}

export function parseSort(def: ResourceDef, raw: string | undefined): { sort: string; orderBy: SQL } {
  const sort = raw && raw.trim() !== '' ? raw.trim() : def.defaultSort;
  const allowed = sortableFields(def);
  const parts: SQL[] = [];
  const seen = new Set<string>();
  for (const { field, desc } of parseSortKeys(sort)) {
    if (!allowed.has(field)) throw bad('sort', `Cannot sort ${def.labelPlural.toLowerCase()} by '${field}'.`);
    if (seen.has(field)) continue;
    seen.add(field);
    parts.push(desc ? sql`${fieldExpr(def, field)} desc` : sql`${fieldExpr(def, field)} asc`);
  }
  if (!seen.has('id')) parts.push(sql`id asc`);
  return { sort, orderBy: sql.join(parts, sql`, `) };
}

function escapeLike(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A filter value in the type of its field, refused (400) when the database could not compare it:
 * ids and client ids must fit their bigint/integer columns, dates and times must be real.
 */
function typedValue(def: ResourceDef, field: string, raw: string): string | number {
  const type =
    field === 'id' || field === 'clientId' ? 'id' : (def.fields as Record<string, FieldMeta | undefined>)[field]?.type;
  if (type === 'date' && !isCalendarDateText(raw)) throw bad(field, `${field} must be a date as yyyy-MM-dd.`);
  if (type === 'datetime' && !isIsoDateTime(raw) && !isCalendarDateText(raw))
    throw bad(field, `${field} must be an ISO date-time.`);
  if (type === 'time' && !isTimeOfDay(raw)) throw bad(field, `${field} must be a time as HH:mm.`);
  if (type !== 'id' && !isNumericField(def, field)) return raw;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw bad(field, `${field} must be a number.`);
  const max = field === 'clientId' ? INT4_MAX : Number.MAX_SAFE_INTEGER;
  // ids are decimal: `0x10`, `1e3` and ` 5` are refused, not read as 16, 1000 and 5
  if (type === 'id' && (!/^-?\d+$/.test(raw) || Math.abs(value) > max))
    throw bad(field, `${field} must be an integer id.`);
  return value;
}

function timeValue(field: string, raw: string): SQL {
  if (!isIsoDateTime(raw) && !isCalendarDateText(raw))
    throw bad(field, `${field} must be an ISO date-time or a date as yyyy-MM-dd.`);
  return sql`${raw}::timestamptz`;
}

function exactCondition(def: ResourceDef, field: string, raw: string): SQL {
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.length > FILTER_VALUES_MAX) throw bad(field, `${field} takes at most ${FILTER_VALUES_MAX} values.`);
  const wantsNull = values.includes('null');
  const concrete = values.filter((v) => v !== 'null').map((v) => typedValue(def, field, v));
  const expr = fieldExpr(def, field);
  const parts: SQL[] = [];
  if (concrete.length > 0)
    parts.push(
      sql`${expr} in (${sql.join(
        concrete.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (wantsNull) parts.push(sql`${expr} is null`);
  if (parts.length === 0) throw bad(field, `${field} needs a value.`);
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;
}

function rangeConditions(def: ResourceDef, field: string, from: string | undefined, to: string | undefined): SQL[] {
  const expr = fieldExpr(def, field);
  const isTime = field === 'updatedAt' || field === 'createdAt';
  const value = (raw: string, name: string): SQL =>
    isTime ? timeValue(name, raw) : sql`${typedValue(def, field, raw)}`;
  // One value (a day) as an equality, so an index led by the field also serves the sort by
  // the next key (the default order's `date,reference`) and the page is read off the index.
  if (from && from === to) return [sql`${expr} = ${value(from, field)}`];
  const out: SQL[] = [];
  if (from) out.push(sql`${expr} >= ${value(from, `${field}_from`)}`);
  if (to) out.push(sql`${expr} <= ${value(to, `${field}_to`)}`);
  return out;
}

function fieldConditions(def: ResourceDef, filters: Record<string, FilterValue>): SQL[] {
  const where: SQL[] = [];
  const fields = def.fields as Record<string, { filter?: string }>;
  for (const [field, value] of Object.entries(filters)) {
    if (isRange(value)) where.push(...rangeConditions(def, field, value.from, value.to));
    else if (value === null || value === '') continue;
    else if (fields[field]?.filter === 'text')
      where.push(sql`${fieldExpr(def, field)} ilike ${escapeLike(searchText(field, String(value)))}`);
    else where.push(exactCondition(def, field, String(value)));
  }
  return where;
}

function decode(def: ResourceDef, params: Params): ListParams {
  try {
    return decodeListParams(def, params, 'api');
  } catch (e) {
    if (e instanceof ListParamError) throw bad(e.field, e.message);
    throw e;
  }
}

/** A search term within SEARCH_TEXT_MAX characters, else 400 naming the parameter. */
function searchText(field: string, value: string): string {
  if (value.length > SEARCH_TEXT_MAX) throw bad(field, `${field} must be at most ${SEARCH_TEXT_MAX} characters.`);
  return value;
}

function searchCondition(def: ResourceDef, q: string | undefined): SQL | null {
  const term = q === undefined ? undefined : searchText('q', q.trim());
  if (!term || !def.searchFields || def.searchFields.length === 0) return null;
  const pattern = escapeLike(term);
  const parts = def.searchFields
    .filter((f) => isDeclaredField(def, f))
    .map((f) => sql`${fieldExpr(def, f)} ilike ${pattern}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/** Default of AppConfig.listAllMax: a big depot's day of deliveries (about 14,000) fits. */
export const LIST_ALL_MAX = 20_000;

export function parseListQuery(def: ResourceDef, params: Params, allMax = LIST_ALL_MAX): ListQuery {
  for (const [name, value] of Object.entries(params)) {
    if (!isStorableText(name) || (value !== undefined && !isStorableText(value)))
      throw bad(isStorableText(name) ? name : 'query', 'Contains a NUL character or an invalid UTF-16 sequence.');
  }
  const p = decode(def, params);
  const { sort, orderBy } = parseSort(def, p.sort);
  const where = fieldConditions(def, p.filters ?? {});
  const search = searchCondition(def, p.q);
  if (search) where.push(search);
  return {
    limit: p.limit ?? DEFAULT_LIMIT,
    allMax,
    offset: p.offset ?? 0,
    sort,
    orderBy,
    where,
    includeHistorical: p.includeHistorical === true,
  };
}
