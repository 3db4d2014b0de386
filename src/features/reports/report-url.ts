/**
 * Report filters <-> URL, so a report can be shared and bookmarked: the period and routing
 * group in the query (`?from=yyyy-MM-dd&to=yyyy-MM-dd&rg=id`), the client in the path where the
 * route has the admins' client segment (/cd/{clientId/}d/eta), else `?client=id`. Missing or bad
 * values fall back to the last seven days and 'all'. A paged report's page is `?offset=` beside
 * them (dropped when a filter changes, so new filters start at their first page).
 */
import { shiftDay } from '../../lib/calendar';
import { isCalendarDate } from '../../resources/common';

export interface ReportFilters {
  from: string;
  to: string;
  rg: number | null;
  client: number | null;
  /** path-segment reports (report-path.ts): lists from 'rg/1,2', 'rz/3', 's/pending' */
  rgs?: number[];
  depots?: number[];
  statuses?: string[];
  /** Routing Comparison: client and zone lists ('c/8,14', 'z/3') and its option segments by API name */
  clients?: number[];
  zones?: number[];
  options?: Record<string, string>;
}

export const DEFAULT_DAYS = 7;

function isDate(value: string | null): value is string {
  return value !== null && isCalendarDate(value);
}

function id(raw: string | null | undefined): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

export function parseReportFilters(
  search: URLSearchParams,
  pathClient: string | undefined,
  today: string,
): ReportFilters {
  const to = isDate(search.get('to')) ? (search.get('to') as string) : today;
  const rawFrom = search.get('from');
  const from = isDate(rawFrom) && rawFrom <= to ? rawFrom : shiftDay(to, -(DEFAULT_DAYS - 1));
  return { from, to, rg: id(search.get('rg')), client: id(pathClient) ?? id(search.get('client')) };
}

/** The query string of the page's own URL (the client goes to the path when the route has its segment). */
export function reportSearch(f: ReportFilters, clientInPath: boolean): string {
  const q = new URLSearchParams({ from: f.from, to: f.to });
  if (f.rg !== null) q.set('rg', String(f.rg));
  if (f.client !== null && !clientInPath) q.set('client', String(f.client));
  return q.toString();
}

/** Which page of a paged report (server/reports/kit.ts, pageShape); the server's page size unless `limit`. */
export interface PageRequest {
  offset: number;
  limit?: number;
}

/**
 * The API request: GET /api/reports/{id}?from&to[&rg][&client][&acting][&offset][&limit]. The
 * page goes last, so the paths of one report's pages differ only there (`withoutPage`).
 */
export function reportApiPath(reportId: string, f: ReportFilters, acting: number, page?: PageRequest): string {
  const q = new URLSearchParams({ from: f.from, to: f.to });
  if (f.rg !== null) q.set('rg', String(f.rg));
  if (f.client !== null) q.set('client', String(f.client));
  if (f.rgs?.length) q.set('rgs', f.rgs.join(','));
  if (f.depots?.length) q.set('depot', f.depots.join(','));
  if (f.statuses?.length) q.set('status', f.statuses.join(','));
  if (f.clients?.length) q.set('clients', f.clients.join(','));
  if (f.zones?.length) q.set('zones', f.zones.join(','));
  for (const [name, value] of Object.entries(f.options ?? {})) q.set(name, value);
  if (acting > 0) q.set('acting', String(acting));
  if (page && page.offset > 0) q.set('offset', String(page.offset));
  if (page?.limit !== undefined) q.set('limit', String(page.limit));
  return `reports/${reportId}?${q.toString()}`;
}

/** A report request with its page left out: the same value for every page of the same filters. */
export function withoutPage(apiPath: string): string {
  const [path = '', query = ''] = apiPath.split('?');
  const q = new URLSearchParams(query);
  q.delete('offset');
  q.delete('limit');
  return `${path}?${q.toString()}`;
}

/** The page's first line from the page's own URL (`?offset=500`): 0 when missing or not a whole number. */
export function pageOffsetOf(search: URLSearchParams): number {
  const raw = search.get('offset');
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : 0;
}

/** '/cd/{clientId/}d/eta' with the client filled (admins) or left out. */
export function pathWithClient(template: string, client: number | null): string {
  return template.replace('{clientId/}', client === null ? '' : `${client}/`);
}

/** A CSV file name that says what is in it: 'error-rate_2026-11-15_2026-11-21.csv'. */
export function csvFileName(reportId: string, f: ReportFilters): string {
  return `${reportId}_${f.from}_${f.to}.csv`;
}
