/**
 * The deliveries list's state lives in the URL query (so links from the overview, a reload and
 * an offline cold start all land on the same view). Names, documented in docs/deliveries.md:
 * date (yyyy-MM-dd, or 'all'), dateFrom, dateTo, clientId (id or 'all'), routingGroupId, zoneId,
 * depotId, runId, status and serviceType (comma lists), geoIssue (true/false), q (free text over
 * reference, order number, recipient, address, suburb), sort ('date,-status'), page, size.
 */
import { decodeListParams, type ListParams } from '../../offline/list-params';
import { deliveries } from '../../resources/operations';

export const FILTER_KEYS = [
  'date',
  'dateFrom',
  'dateTo',
  'clientId',
  'routingGroupId',
  'zoneId',
  'depotId',
  'runId',
  'status',
  'serviceType',
  'geoIssue',
  'q',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterDraft = Partial<Record<FilterKey, string>>;

export const PAGE_SIZES = [500, 2000, 10000, -1] as const;
export const DEFAULT_PAGE_SIZE = 500;
export const ALL = 'all';

export interface QueryContext {
  /** today's date, yyyy-MM-dd: the default date when `defaultToday` */
  today: string;
  defaultToday: boolean;
  /** the quick menu's client (-1 when none): the default client filter */
  selectedClientId: number;
  /** filters the page always applies (e.g. geoIssue=true), not shown as editable */
  fixed?: FilterDraft;
  defaultSort: string;
}

export interface DeliveryQuery {
  /** the effective filters, as the filter bar shows them */
  draft: FilterDraft;
  params: ListParams;
  sort: string;
  page: number;
  size: number;
}

function pageSize(raw: string | null): number {
  if (raw === ALL) return -1;
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/** URL query -> effective filters (defaults applied) and the list parameters for the data layer. */
export function readDeliveryQuery(search: URLSearchParams, ctx: QueryContext): DeliveryQuery {
  const draft: FilterDraft = {};
  for (const key of FILTER_KEYS) {
    const v = search.get(key);
    if (v !== null && v.trim() !== '') draft[key] = v.trim();
  }
  if (draft.date === undefined && ctx.defaultToday && !draft.dateFrom && !draft.dateTo) draft.date = ctx.today;
  if (draft.clientId === undefined && ctx.selectedClientId > 0) draft.clientId = String(ctx.selectedClientId);
  Object.assign(draft, ctx.fixed ?? {});

  // 'all' is the URL's word for a default the user cleared: no filter.
  const set = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== ALL));
  const { filters = {}, q } = decodeListParams(deliveries, set, 'page');
  const sort = search.get('sort') || ctx.defaultSort;
  const page = Math.max(0, Math.floor(Number(search.get('page') ?? 0)) || 0);
  const size = pageSize(search.get('size'));
  const params: ListParams = {
    limit: size,
    offset: size > 0 ? page * size : 0,
    sort,
    filters,
    ...(q ? { q } : {}),
  };
  return { draft, params, sort, page: size > 0 ? page : 0, size };
}

/**
 * The URL query for new filters. A default that the user cleared is written as 'all' so that
 * it stays cleared; fixed filters are not written (the page adds them).
 */
export function writeDeliveryQuery(current: URLSearchParams, next: FilterDraft, ctx: QueryContext): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (ctx.fixed?.[key] !== undefined) continue;
    const v = next[key]?.trim();
    if (v) out.set(key, v);
  }
  if (ctx.defaultToday && !next.date && !next.dateFrom && !next.dateTo) out.set('date', ALL);
  if (out.get('date') === ctx.today && ctx.defaultToday) out.delete('date');
  if (!next.clientId && ctx.selectedClientId > 0) out.set('clientId', ALL);
  if (out.get('clientId') === String(ctx.selectedClientId)) out.delete('clientId');
  for (const keep of ['sort', 'size']) {
    const v = current.get(keep);
    if (v) out.set(keep, v);
  }
  return out;
}

/** Sets or removes single keys of the query (sort, page, size), keeping the rest. */
export function patchQuery(current: URLSearchParams, patch: Record<string, string | null>): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') out.delete(k);
    else out.set(k, v);
  }
  return out;
}

/** The list parameters of every row matching the filters (export, grid edit of a whole view). */
export function allRows(params: ListParams): ListParams {
  const { offset: _offset, ...rest } = params;
  return { ...rest, limit: -1 };
}
