/**
 * Run Summary URL <-> filters. Every filter is a path segment, so a reload, a shared link or a
 * bookmark comes back to the same view:
 *   /run/r/country/{countryId}/{date}/rtw/{hour}/rg/{id}/rz/{depotId}/z/{zoneId}/c/{contractorId}/t/{status}[/run/{runId}]
 * 'all' or a missing segment means no filter. Segments may list several values ('t/loaded,in-progress').
 * rtw = the planned-start hour band ('05' = 05:00-05:59), rz = depot, c = contractor, t = run status
 * (see docs/runs.md).
 */
import { RUN_STATUSES } from '../resources/operations';

export const SUMMARY_BASE = '/run/r/country';

export interface RunSummaryFilters {
  countryId: number;
  date: string;
  startHours: string[];
  routingGroupIds: number[];
  depotIds: number[];
  zoneIds: number[];
  contractorIds: number[];
  statuses: string[];
  runId: number | null;
}

type ListKey = 'startHours' | 'routingGroupIds' | 'depotIds' | 'zoneIds' | 'contractorIds' | 'statuses';

/** path key -> filter, in URL order */
export const SEGMENTS: readonly (readonly [string, ListKey])[] = [
  ['rtw', 'startHours'],
  ['rg', 'routingGroupIds'],
  ['rz', 'depotIds'],
  ['z', 'zoneIds'],
  ['c', 'contractorIds'],
  ['t', 'statuses'],
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3])$/;

export function emptyFilters(countryId: number, date: string): RunSummaryFilters {
  return {
    countryId,
    date,
    startHours: [],
    routingGroupIds: [],
    depotIds: [],
    zoneIds: [],
    contractorIds: [],
    statuses: [],
    runId: null,
  };
}

function ids(raw: string): number[] {
  return raw
    .split(',')
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
}

function values(key: ListKey, raw: string): string[] | number[] {
  if (raw === '' || raw === 'all') return [];
  if (key === 'statuses') return raw.split(',').filter((s) => (RUN_STATUSES as readonly string[]).includes(s));
  if (key === 'startHours') return raw.split(',').filter((h) => HOUR.test(h));
  return ids(raw);
}

/** Reads a pathname (or the part after /run/r/country/); unknown or bad values fall back to 'all'. */
export function parseSummaryPath(pathname: string, today: string): RunSummaryFilters {
  const rest = pathname.startsWith(SUMMARY_BASE) ? pathname.slice(SUMMARY_BASE.length) : pathname;
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const country = Number(parts[0]);
  const out = emptyFilters(
    Number.isInteger(country) && country > 0 ? country : 1,
    parts[1] && DATE.test(parts[1]) ? parts[1] : today,
  );
  for (let i = 2; i + 1 < parts.length; i += 2) {
    const key = parts[i] ?? '';
    const raw = parts[i + 1] ?? '';
    if (key === 'run') {
      const id = Number(raw);
      out.runId = Number.isInteger(id) && id > 0 ? id : null;
      continue;
    }
    const seg = SEGMENTS.find(([k]) => k === key);
    if (seg) (out as unknown as Record<ListKey, unknown>)[seg[1]] = values(seg[1], raw);
  }
  return out;
}

/** The canonical path: trailing 'all' segments are left out, so the default view is /run/r/country/1/{date}. */
export function buildSummaryPath(f: RunSummaryFilters): string {
  const pairs = SEGMENTS.map(([key, field]) => [key, f[field].length ? f[field].join(',') : 'all'] as const);
  let last = -1;
  pairs.forEach(([, v], i) => {
    if (v !== 'all') last = i;
  });
  const needsAll = f.runId !== null ? pairs.length - 1 : last;
  const segments = pairs.slice(0, needsAll + 1).flatMap(([k, v]) => [k, encodeURIComponent(v)]);
  const run = f.runId !== null ? ['run', String(f.runId)] : [];
  return [SUMMARY_BASE, String(f.countryId), f.date, ...segments, ...run].join('/');
}

/** The run list request these filters make (the hour band is applied locally: plannedStart is text). */
export function summaryListFilters(f: RunSummaryFilters): Record<string, string> {
  const out: Record<string, string> = { countryId: String(f.countryId), date: f.date };
  if (f.routingGroupIds.length) out.routingGroupId = f.routingGroupIds.join(',');
  if (f.depotIds.length) out.depotId = f.depotIds.join(',');
  if (f.zoneIds.length) out.zoneId = f.zoneIds.join(',');
  if (f.contractorIds.length) out.contractorId = f.contractorIds.join(',');
  if (f.statuses.length) out.status = f.statuses.join(',');
  return out;
}

export function inStartHours(plannedStart: unknown, hours: readonly string[]): boolean {
  if (hours.length === 0) return true;
  return typeof plannedStart === 'string' && hours.includes(plannedStart.slice(0, 2));
}
