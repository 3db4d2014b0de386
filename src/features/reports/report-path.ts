/**
 * Reports whose every path segment is a filter, like the Run Summary's:
 *   /r/depot/{day}/s/{statuses}            /r/zone-lock/{day}/rg/{ids}/rz/{depotIds}
 * {day} is 'today' or yyyy-MM-dd; a list is 'all' or comma-separated values. Unknown or bad
 * values read as 'all', so an old bookmark still opens. The client, where offered, stays in the
 * query (`?client=`). Routing Comparison adds option segments around the day
 * (/depot/-/unrouted/week/{day}/none/yes/…) and a keyed option at the end (col/all): each is read
 * against its declared values (src/resources/routing-comparison.ts), an unknown value as the first.
 * A report view declares its path as a `PathSpec` (report-views.ts); the one path-filter codec
 * (src/lib/path-codec.ts) reads and writes it.
 */
import { pathCodec, type PathCodec, type PathSegment } from '../../lib/path-codec';
import { DELIVERY_STATUSES } from '../../resources/operations';
import type { PathOption } from '../../resources/routing-comparison';
import type { ReportFilters } from './report-url';

export type PathKey = 'rg' | 'rz' | 's' | 'c' | 'z';

export interface PathSpec {
  base: string;
  keys: readonly PathKey[];
  /** the word for today in the day segment ('today'; Routing Comparison: 'this-week') */
  todayWord?: string;
  /** option segments before and after the day, in order */
  before?: readonly PathOption[];
  after?: readonly PathOption[];
  /** options written as key/value pairs after the lists ('col/all') */
  keyed?: readonly { key: string; option: PathOption }[];
}

/** Each list key's segment, named after the filter it fills. */
const LISTS: Record<PathKey, PathSegment> = {
  rg: { name: 'rgs', kind: 'ids', key: 'rg' },
  rz: { name: 'depots', kind: 'ids', key: 'rz' },
  s: { name: 'statuses', kind: 'enums', key: 's', values: DELIVERY_STATUSES },
  c: { name: 'clients', kind: 'ids', key: 'c' },
  z: { name: 'zones', kind: 'ids', key: 'z' },
};

const DAY = 'day';

function option(o: PathOption, key?: string): PathSegment {
  return { name: `option:${o.name}`, kind: 'enum', values: o.values.map((v) => v.value), key };
}

type ReportPathValues = Record<string, string | number | null | readonly (string | number)[]>;

const codecs = new WeakMap<PathSpec, PathCodec<ReportPathValues>>();

/** The codec of a report's path spec (made once per spec). */
function codecOf(spec: PathSpec): PathCodec<ReportPathValues> {
  let codec = codecs.get(spec);
  if (!codec) {
    codec = pathCodec({
      base: spec.base,
      segments: [
        ...(spec.before ?? []).map((o) => option(o)),
        { name: DAY, kind: 'date', todayWord: spec.todayWord ?? 'today' },
        ...(spec.after ?? []).map((o) => option(o)),
        ...spec.keys.map((k) => LISTS[k]),
        ...(spec.keyed ?? []).map((k) => option(k.option, k.key)),
      ],
    });
    codecs.set(spec, codec);
  }
  return codec;
}

function options(spec: PathSpec): PathOption[] {
  return [...(spec.before ?? []), ...(spec.after ?? []), ...(spec.keyed ?? []).map((k) => k.option)];
}

const numbers = (v: ReportPathValues[string] | undefined): number[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'number') : [];
const texts = (v: ReportPathValues[string] | undefined): string[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];

export function parseReportPath(pathname: string, spec: PathSpec, today: string, client: number | null): ReportFilters {
  const values = codecOf(spec).parse(pathname, today);
  const day = typeof values[DAY] === 'string' ? values[DAY] : today;
  const out: ReportFilters = {
    from: day,
    to: day,
    rg: null,
    client,
    rgs: numbers(values.rgs),
    depots: numbers(values.depots),
    statuses: texts(values.statuses),
  };
  if (spec.before || spec.after || spec.keyed)
    Object.assign(out, {
      clients: numbers(values.clients),
      zones: numbers(values.zones),
      options: Object.fromEntries(options(spec).map((o) => [o.name, String(values[`option:${o.name}`])])),
    });
  return out;
}

export function buildReportPath(spec: PathSpec, f: ReportFilters, today: string): string {
  const values: ReportPathValues = {
    [DAY]: f.from,
    rgs: f.rgs ?? [],
    depots: f.depots ?? [],
    statuses: f.statuses ?? [],
    clients: f.clients ?? [],
    zones: f.zones ?? [],
    ...Object.fromEntries(options(spec).map((o) => [`option:${o.name}`, f.options?.[o.name] ?? ''])),
  };
  return codecOf(spec).format(values, today);
}
