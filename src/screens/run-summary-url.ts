/**
 * Run Summary URL <-> filters. Every filter is a path segment, so a reload, a shared link or a
 * bookmark comes back to the same view:
 *   /run/r/country/{countryId}/{date}/rtw/{hour}/rg/{id}/rz/{depotId}/z/{zoneId}/c/{contractorId}/t/{status}[/run/{runId}]
 * 'all' or a missing segment means no filter. Segments may list several values ('t/loaded,in-progress').
 * rtw = the planned-start hour band ('05' = 05:00-05:59), rz = depot, c = contractor, t = run status
 * (see docs/runs.md).
 */
import { HOURS_OF_DAY, pathCodec, type ValuesOf } from '../lib/path-codec';
import { RUN_STATUSES } from '../resources/operations';

export const SUMMARY_BASE = '/run/r/country';

/** The Run Summary's path, declared once (src/lib/path-codec.ts reads and writes it). */
export const SUMMARY_PATH = pathCodec({
  base: SUMMARY_BASE,
  segments: [
    { name: 'countryId', kind: 'id', default: 1 },
    { name: 'date', kind: 'date' },
    { name: 'startHours', kind: 'enums', key: 'rtw', values: HOURS_OF_DAY },
    { name: 'routingGroupIds', kind: 'ids', key: 'rg' },
    { name: 'depotIds', kind: 'ids', key: 'rz' },
    { name: 'zoneIds', kind: 'ids', key: 'z' },
    { name: 'contractorIds', kind: 'ids', key: 'c' },
    { name: 'statuses', kind: 'enums', key: 't', values: RUN_STATUSES },
    { name: 'runId', kind: 'id', key: 'run' },
  ],
  trim: true,
});

export type RunSummaryFilters = ValuesOf<typeof SUMMARY_PATH>;

export function emptyFilters(countryId: number, date: string): RunSummaryFilters {
  return { ...SUMMARY_PATH.defaults(date), countryId };
}

/** Reads a pathname (or the part after /run/r/country/); unknown or bad values fall back to 'all'. */
export function parseSummaryPath(pathname: string, today: string): RunSummaryFilters {
  return SUMMARY_PATH.parse(pathname.startsWith(SUMMARY_BASE) ? pathname : `${SUMMARY_BASE}/${pathname}`, today);
}

/** The canonical path: trailing 'all' segments are left out, so the default view is /run/r/country/1/{date}. */
export function buildSummaryPath(f: RunSummaryFilters): string {
  return SUMMARY_PATH.format(f);
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
