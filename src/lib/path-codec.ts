/**
 * The one path-filter codec: a screen whose filters live in its path (so a reload, a shared link
 * or a bookmark comes back to the same view) declares its segments as data, and the codec reads
 * and writes them both ways. Screens declare; nothing else parses a filter path by hand.
 *
 *   const RUN_SUMMARY = pathCodec({
 *     base: '/run/r/country',
 *     segments: [
 *       { name: 'countryId', kind: 'id', default: 1 },       // positional: /1
 *       { name: 'date', kind: 'date' },                      // positional: /2026-11-23
 *       { name: 'depotIds', kind: 'ids', key: 'rz' },        // keyed: /rz/3,4 ('all' = none)
 *       { name: 'statuses', kind: 'enums', key: 't', values: RUN_STATUSES },
 *     ],
 *     trim: true,                                            // trailing defaults left out
 *   });
 *   RUN_SUMMARY.parse(pathname, today)  -> { countryId: 1, date: '2026-11-23', depotIds: [3, 4], statuses: [] }
 *   RUN_SUMMARY.format(values)          -> '/run/r/country/1/2026-11-23/rz/3,4'
 *
 * Kinds: `date` (yyyy-MM-dd, a real calendar day; default today; `todayWord` reads and writes
 * today as a word such as 'today'), `id` (a positive integer; default null, written 'all'), `ids`
 * (a comma list of ids), `enum` (one of `values`; default the first), `enums` (a comma list of
 * `values`), and `word` (a fixed segment written as is, skipped when absent). A segment with a
 * `key` is written as a 'key/value' pair; consecutive keyed segments may come in any order, and
 * an unknown pair among the last ones is skipped. A bad or missing value reads as its default, so
 * an old bookmark still opens; `match` instead answers null when the path is not under the base
 * or a `required` segment is bad.
 */
import { isCalendarDate } from '../resources/common';

interface Keyed {
  /** the path key written before the value ('rg' in /rg/1,2); without one the segment is positional */
  key?: string;
  /** `match` answers null when this segment is missing or bad */
  required?: boolean;
}

export type PathSegment =
  | ({ name: string; kind: 'date'; todayWord?: string } & Keyed)
  | ({ name: string; kind: 'id'; default?: number } & Keyed)
  | ({ name: string; kind: 'ids' } & Keyed)
  | ({ name: string; kind: 'enum'; values: readonly string[]; default?: string } & Keyed)
  | ({ name: string; kind: 'enums'; values: readonly string[] } & Keyed)
  | { kind: 'word'; word: string };

type ValueOf<S> = S extends { kind: 'date' }
  ? string
  : S extends { kind: 'id'; default: number }
    ? number
    : S extends { kind: 'id' }
      ? number | null
      : S extends { kind: 'ids' }
        ? number[]
        : S extends { kind: 'enum'; values: readonly (infer V)[] }
          ? V
          : S extends { kind: 'enums'; values: readonly (infer V)[] }
            ? V[]
            : never;

/** The values a declaration reads: one property per named segment, typed by its kind. */
export type PathValues<Segments extends readonly PathSegment[]> = {
  [S in Segments[number] as S extends { name: infer N extends string } ? N : never]: ValueOf<S>;
};

export interface PathCodecSpec<Segments extends readonly PathSegment[]> {
  base: string;
  segments: Segments;
  /** leave out trailing segments at their default (keyed segments only), as '/run/r/country/1/{date}' */
  trim?: boolean;
}

export interface PathCodec<V> {
  readonly base: string;
  /** every named segment at its default */
  defaults(today: string): V;
  /** the values of `pathname` (or of the part after the base), each bad or missing one at its default */
  parse(pathname: string, today: string): V;
  /** as parse, but null when the path is not under the base or a required segment is bad */
  match(pathname: string, today: string): V | null;
  /** the canonical path; `today` lets a date segment with a `todayWord` write the word */
  format(values: V, today?: string): string;
}

/** The values type of a declared codec: `type RunSummaryFilters = ValuesOf<typeof SUMMARY_PATH>`. */
export type ValuesOf<C> = C extends PathCodec<infer V> ? V : never;

/** The day's hour bands '00' .. '23', for an `enums` segment of hours ('rtw/05,06'). */
export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** The members of `list` that `values` declares, typed as them: for an `enums` value from free text. */
export function membersOf<V extends string>(values: readonly V[], list: readonly string[]): V[] {
  return list.flatMap((x) => values.find((v) => v === x) ?? []);
}

type Named = Exclude<PathSegment, { kind: 'word' }>;
type Value = string | number | null | readonly (string | number)[];

const ALL = 'all';

function commaList(raw: string): string[] {
  return raw === ALL
    ? []
    : raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

function asId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function defaultOf(s: Named, today: string): Value {
  switch (s.kind) {
    case 'date':
      return today;
    case 'id':
      return s.default ?? null;
    case 'enum':
      return s.default ?? s.values[0] ?? '';
    default:
      return [];
  }
}

/** The segment's value read from `raw`, or undefined when `raw` is missing or bad. */
function read(s: Named, raw: string | undefined, today: string): Value | undefined {
  if (raw === undefined) return undefined;
  switch (s.kind) {
    case 'date':
      if (s.todayWord !== undefined && raw === s.todayWord) return today;
      return isCalendarDate(raw) ? raw : undefined;
    case 'id':
      return raw === ALL ? null : (asId(raw) ?? undefined);
    case 'ids':
      return [...new Set(commaList(raw).flatMap((p) => asId(p) ?? []))];
    case 'enum':
      return s.values.includes(raw) ? raw : undefined;
    case 'enums':
      return [...new Set(commaList(raw).filter((p) => s.values.includes(p)))];
  }
}

function write(s: Named, value: Value, today: string | undefined): string {
  if (value === null) return ALL;
  if (s.kind === 'enum' && !s.values.some((v) => v === value)) return write(s, defaultOf(s, ''), today);
  if (Array.isArray(value)) return value.length ? value.map((v) => encodeURIComponent(String(v))).join(',') : ALL;
  if (s.kind === 'date' && s.todayWord !== undefined && value === today) return s.todayWord;
  return encodeURIComponent(String(value));
}

function sameValue(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

export function pathCodec<const Segments extends readonly PathSegment[]>(
  spec: PathCodecSpec<Segments>,
): PathCodec<PathValues<Segments>> {
  const { base, segments } = spec;
  const named = segments.filter((s): s is Named => s.kind !== 'word');
  const defaults = (today: string): Record<string, Value> =>
    Object.fromEntries(named.map((s) => [s.name, defaultOf(s, today)]));

  function readAll(pathname: string, today: string): { values: Record<string, Value>; ok: boolean } | null {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
    const parts = pathname.slice(base.length).split('/').filter(Boolean).map(decode);
    const values = defaults(today);
    let ok = true;
    let at = 0;
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i] as PathSegment;
      if (s.kind === 'word') {
        if (parts[at] === s.word) at++;
        continue;
      }
      if (s.key === undefined) {
        const value = read(s, parts[at], today);
        if (parts[at] !== undefined) at++;
        if (value === undefined) ok &&= !s.required;
        else values[s.name] = value;
        continue;
      }
      // a run of keyed segments: its pairs in any order
      let end = i;
      while (end + 1 < segments.length && keyOf(segments[end + 1]) !== undefined) end++;
      const run = segments.slice(i, end + 1).filter((x): x is Named => x.kind !== 'word');
      const last = end === segments.length - 1;
      const seen = new Set<string>();
      while (at < parts.length) {
        const s2 = run.find((x) => x.key === parts[at]);
        if (!s2) {
          if (!last || at + 1 >= parts.length) break;
          at += 2; // an unknown pair at the end: skipped
          continue;
        }
        const value = read(s2, parts[at + 1], today);
        at += 2;
        if (value !== undefined) values[s2.name] = value;
        seen.add(s2.name);
      }
      for (const x of run) if (x.required && !seen.has(x.name)) ok = false;
      i = end;
    }
    return { values, ok };
  }

  function keyOf(s: PathSegment | undefined): string | undefined {
    return s && s.kind !== 'word' ? s.key : undefined;
  }

  return {
    base,
    defaults: (today) => defaults(today) as PathValues<Segments>,
    parse(pathname, today) {
      // a path outside the base reads as the defaults, as a missing segment does
      return (readAll(pathname, today)?.values ?? defaults(today)) as PathValues<Segments>;
    },
    match(pathname, today) {
      const read = readAll(pathname, today);
      return read?.ok ? (read.values as PathValues<Segments>) : null;
    },
    format(values, today) {
      const record = values as Record<string, Value | undefined>;
      const written = segments.map((s) => {
        if (s.kind === 'word') return { parts: [s.word], trimmable: false };
        const value = record[s.name] ?? defaultOf(s, today ?? '');
        const atDefault = s.key !== undefined && sameValue(value, defaultOf(s, today ?? ''));
        const text = write(s, value, today);
        return { parts: s.key === undefined ? [text] : [s.key, text], trimmable: atDefault };
      });
      if (spec.trim) while (written.length > 0 && written[written.length - 1]?.trimmable) written.pop();
      return [base, ...written.flatMap((w) => w.parts)].join('/');
    },
  };
}
