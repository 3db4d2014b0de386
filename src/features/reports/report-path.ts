/**
 * Reports whose every path segment is a filter, like the Run Summary's:
 *   /r/depot/{day}/s/{statuses}            /r/zone-lock/{day}/rg/{ids}/rz/{depotIds}
 * {day} is 'today' or yyyy-MM-dd; a list is 'all' or comma-separated values. Unknown or bad
 * values read as 'all', so an old bookmark still opens. The client, where offered, stays in the
 * query (`?client=`). Routing Comparison adds option segments around the day
 * (/depot/-/unrouted/week/{day}/none/yes/…) and a keyed option at the end (col/all): each is read
 * against its declared values (src/resources/routing-comparison.ts), an unknown value as the first.
 */
import { DELIVERY_STATUSES } from '../../resources/operations';
import type { PathOption } from '../../resources/routing-comparison';
import type { ReportFilters } from './report-url';

export type PathKey = 'rg' | 'rz' | 's' | 'c' | 'z';

export interface PathSpec {
  base: string;
  keys: readonly PathKey[];
  /** the word for today in the day segment ('today'; Routing Comparison: 'this-week') */
  todayWord?: string;
  /** segments kept as written around the filter keys (pairs, so the keys stay aligned) */
  lead?: readonly string[];
  tail?: readonly string[];
  /** option segments before and after the day, in order */
  before?: readonly PathOption[];
  after?: readonly PathOption[];
  /** options written as key/value pairs after the lists ('col/all') */
  keyed?: readonly { key: string; option: PathOption }[];
}

function optionValue(o: PathOption, raw: string | undefined): string {
  return o.values.some((v) => v.value === raw) ? (raw as string) : (o.values[0]?.value ?? '');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ids(raw: string): number[] {
  return raw
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function parseReportPath(pathname: string, spec: PathSpec, today: string, client: number | null): ReportFilters {
  const rest = pathname.startsWith(spec.base) ? pathname.slice(spec.base.length) : '';
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const options: Record<string, string> = {};
  let at = 0;
  for (const o of spec.before ?? []) options[o.name] = optionValue(o, parts[at++]);
  const first = parts[at++];
  const day = first && DATE.test(first) && !Number.isNaN(Date.parse(first)) ? first : today;
  for (const o of spec.after ?? []) options[o.name] = optionValue(o, parts[at++]);
  const out: ReportFilters = { from: day, to: day, rg: null, client, rgs: [], depots: [], statuses: [] };
  if (spec.before || spec.after || spec.keyed) Object.assign(out, { clients: [], zones: [], options });
  for (const k of spec.keyed ?? []) options[k.option.name] = optionValue(k.option, undefined);
  for (let i = at; i + 1 < parts.length; i += 2) {
    const key = parts[i] ?? '';
    const raw = parts[i + 1] ?? 'all';
    const keyed = spec.keyed?.find((k) => k.key === key);
    if (keyed) options[keyed.option.name] = optionValue(keyed.option, raw);
    if (!spec.keys.includes(key as PathKey) || raw === 'all') continue;
    if (key === 'rg') out.rgs = ids(raw);
    if (key === 'rz') out.depots = ids(raw);
    if (key === 'c') out.clients = ids(raw);
    if (key === 'z') out.zones = ids(raw);
    if (key === 's') out.statuses = raw.split(',').filter((s) => (DELIVERY_STATUSES as readonly string[]).includes(s));
  }
  return out;
}

export function buildReportPath(spec: PathSpec, f: ReportFilters, today: string): string {
  const lists: Record<PathKey, readonly (string | number)[] | undefined> = {
    rg: f.rgs,
    rz: f.depots,
    s: f.statuses,
    c: f.clients,
    z: f.zones,
  };
  const list = (key: PathKey): string => {
    const values = lists[key];
    return values && values.length > 0 ? values.join(',') : 'all';
  };
  const day = f.from === today ? (spec.todayWord ?? 'today') : f.from;
  const option = (o: PathOption) => optionValue(o, f.options?.[o.name]);
  return [
    spec.base,
    ...(spec.before ?? []).map(option),
    day,
    ...(spec.after ?? []).map(option),
    ...(spec.lead ?? []),
    ...spec.keys.flatMap((k) => [k, list(k)]),
    ...(spec.keyed ?? []).flatMap((k) => [k.key, option(k.option)]),
    ...(spec.tail ?? []),
  ].join('/');
}
