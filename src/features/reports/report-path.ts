/**
 * Reports whose every path segment is a filter, like the Run Summary's:
 *   /r/depot/{day}/s/{statuses}            /r/zone-lock/{day}/rg/{ids}/rz/{depotIds}
 * {day} is 'today' or yyyy-MM-dd; a list is 'all' or comma-separated values. Unknown or bad
 * values read as 'all', so an old bookmark still opens. The client, where offered, stays in the
 * query (`?client=`).
 */
import { DELIVERY_STATUSES } from '../../resources/operations';
import type { ReportFilters } from './report-url';

export type PathKey = 'rg' | 'rz' | 's';

export interface PathSpec {
  base: string;
  keys: readonly PathKey[];
  /** the word for today in the day segment ('today'; Routing Comparison: 'this-week') */
  todayWord?: string;
  /** segments kept as written around the filter keys (pairs, so the keys stay aligned) */
  lead?: readonly string[];
  tail?: readonly string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ids(raw: string): number[] {
  return raw.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

export function parseReportPath(pathname: string, spec: PathSpec, today: string, client: number | null): ReportFilters {
  const rest = pathname.startsWith(spec.base) ? pathname.slice(spec.base.length) : '';
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const day = parts[0] && DATE.test(parts[0]) && !Number.isNaN(Date.parse(parts[0])) ? parts[0] : today;
  const out: ReportFilters = { from: day, to: day, rg: null, client, rgs: [], depots: [], statuses: [] };
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const key = parts[i] as PathKey;
    const raw = parts[i + 1] ?? 'all';
    if (!spec.keys.includes(key) || raw === 'all') continue;
    if (key === 'rg') out.rgs = ids(raw);
    if (key === 'rz') out.depots = ids(raw);
    if (key === 's') out.statuses = raw.split(',').filter((s) => (DELIVERY_STATUSES as readonly string[]).includes(s));
  }
  return out;
}

export function buildReportPath(spec: PathSpec, f: ReportFilters, today: string): string {
  const list = (key: PathKey): string => {
    const values = key === 'rg' ? f.rgs : key === 'rz' ? f.depots : f.statuses;
    return values && values.length > 0 ? values.join(',') : 'all';
  };
  const day = f.from === today ? (spec.todayWord ?? 'today') : f.from;
  return [spec.base, day, ...(spec.lead ?? []), ...spec.keys.flatMap((k) => [k, list(k)]), ...(spec.tail ?? [])].join('/');
}
