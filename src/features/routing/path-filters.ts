/**
 * Path-segment filters of the map pages (like Run Summary's): every segment after the base is a
 * 'key/value' pair, 'all' or a missing pair means no filter, a value may list several
 * ('status/routed,loaded'). A reload, a shared link or a bookmark comes back to the same view.
 *   /d/visualisation/date/{date}/rg/{ids}/rz/{depotIds}/z/{zoneIds}/client/{ids}/service/{types}/tw/{hours}
 *   /d/primary-connect/{date}/rg/{ids}/rz/{depotIds}/z/{zoneIds}/c/{clientIds}/status/{statuses}
 */

export interface SegmentSpec {
  /** path key */
  key: string;
  /** accepted values: numeric ids, or a closed list, or a pattern */
  kind: 'ids' | readonly string[] | RegExp;
}

export type SegmentValues = Record<string, string[]>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function accept(spec: SegmentSpec, raw: string): string[] {
  if (raw === '' || raw === 'all') return [];
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (spec.kind === 'ids') return parts.filter((p) => /^\d{1,9}$/.test(p) && Number(p) > 0);
  if (spec.kind instanceof RegExp) return parts.filter((p) => (spec.kind as RegExp).test(p));
  return parts.filter((p) => (spec.kind as readonly string[]).includes(p));
}

/**
 * Reads `pathname` after `base`. `dateKey` names the segment holding the date ('date' for
 * '/date/2026-11-23'), or null when the date directly follows the base. Bad values are dropped.
 */
export function parseSegments(
  pathname: string,
  base: string,
  dateKey: string | null,
  specs: readonly SegmentSpec[],
  today: string,
): { date: string; values: SegmentValues } {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return '';
      }
    });
  let date = today;
  let i = 0;
  if (dateKey === null) {
    if (parts[0] && DATE.test(parts[0])) date = parts[0];
    i = 1;
  }
  const values: SegmentValues = Object.fromEntries(specs.map((s) => [s.key, []]));
  for (; i + 1 < parts.length; i += 2) {
    const key = parts[i] ?? '';
    const raw = parts[i + 1] ?? '';
    if (dateKey !== null && key === dateKey) {
      if (DATE.test(raw)) date = raw;
      continue;
    }
    const spec = specs.find((s) => s.key === key);
    if (spec) values[key] = accept(spec, raw);
  }
  return { date, values };
}

/** The canonical path with every segment written out ('all' where unfiltered), as the spec's links read. */
export function buildSegments(
  base: string,
  dateKey: string | null,
  date: string,
  specs: readonly SegmentSpec[],
  values: SegmentValues,
): string {
  const head = dateKey === null ? `${base}/${date}` : `${base}/${dateKey}/${date}`;
  return (
    head +
    specs
      .map(
        (s) =>
          `/${s.key}/${(values[s.key] ?? []).length ? (values[s.key] ?? []).map(encodeURIComponent).join(',') : 'all'}`,
      )
      .join('')
  );
}
