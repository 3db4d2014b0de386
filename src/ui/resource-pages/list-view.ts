/**
 * The view a generic list opens on, as pure functions of the declaration and the URL:
 * multi-column sort in the contract's form ('date,-status'), the default sort and date
 * filter (dated lists open on today, others newest first), and the active URL filters.
 */
import { formatSort, parseSort } from '../../offline/list-params';
import type { FieldMeta, ResourceDef } from '../../resources/types';

export type { SortKey } from '../../offline/list-params';
export { parseSort as parseSortKeys, formatSort as formatSortKeys };

/**
 * A header press. Plain: sort by that one column (reversing it when it already leads).
 * Additive (Shift): add it as a further key, flip it when it is one, take it off on a third press.
 */
export function toggleSort(sort: string, field: string, additive: boolean): string {
  const keys = parseSort(sort);
  const at = keys.findIndex((k) => k.field === field);
  if (!additive) {
    if (at === 0) return formatSort([{ field, desc: !keys[0]?.desc }]);
    return field;
  }
  if (at === -1) return formatSort([...keys, { field, desc: false }]);
  if (!keys[at]?.desc) return formatSort(keys.map((k, i) => (i === at ? { field, desc: true } : k)));
  return formatSort(keys.filter((_, i) => i !== at));
}

const DATED = new Set(['date', 'datetime']);

/** The range-filtered 'date' field that makes a list a dated list (it opens on today). */
export function datedField(def: ResourceDef): string | null {
  const meta = (def.fields as Record<string, FieldMeta>).date;
  return meta && meta.filter === 'range' && DATED.has(meta.type) ? 'date' : null;
}

/** The sort a list opens with: the declaration's when it leads with a date, else newest first. */
export function defaultSort(def: ResourceDef): string {
  const fields = def.fields as Record<string, FieldMeta>;
  const lead = parseSort(def.defaultSort)[0]?.field;
  if (datedField(def) || (lead && DATED.has(fields[lead]?.type ?? ''))) return def.defaultSort;
  return fields.updatedAt ? '-updatedAt' : '-id';
}

/** Keys of the URL that are not filters. */
export const VIEW_KEYS = new Set(['sort', 'page']);

/**
 * The filters in effect: the URL's, plus today's date on a dated list unless the URL names a
 * date bound itself (an empty `dateFrom=` means 'all dates', written when filters are cleared).
 */
export function effectiveFilters(def: ResourceDef, search: URLSearchParams, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of search) if (!VIEW_KEYS.has(k) && v) out[k] = v;
  const dated = datedField(def);
  if (dated && !search.has(`${dated}From`) && !search.has(`${dated}To`)) {
    out[`${dated}From`] = today;
    out[`${dated}To`] = today;
  }
  return out;
}

/** The URL after applying filters: sort kept, and on a dated list an explicit 'all dates'. */
export function filtersToSearch(def: ResourceDef, state: Record<string, string>, sort: string | null): URLSearchParams {
  const next = new URLSearchParams();
  if (sort) next.set('sort', sort);
  for (const [k, v] of Object.entries(state)) if (v) next.set(k, v);
  const dated = datedField(def);
  if (dated && !next.has(`${dated}From`) && !next.has(`${dated}To`)) next.set(`${dated}From`, '');
  return next;
}

export interface ActiveFilter {
  key: string;
  field: string;
  label: string;
  value: string;
}

/** The filters in effect as chips ('Role: driver', 'Date from: 2026-11-22'); `q` reads 'Search'. */
export function activeFilters(
  def: ResourceDef,
  filters: Record<string, string>,
  show: (field: string, value: string) => string,
): ActiveFilter[] {
  const fields = def.fields as Record<string, FieldMeta>;
  const out: ActiveFilter[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (!value) continue;
    if (key === 'q') {
      out.push({ key, field: 'q', label: 'Search', value });
      continue;
    }
    const range = /^(.*)(From|To)$/.exec(key);
    const field = fields[key] ? key : range && fields[range[1] ?? ''] ? (range[1] ?? key) : null;
    if (!field) continue;
    const meta = fields[field];
    if (!meta?.filter) continue;
    const label = field === key ? meta.label : `${meta.label} ${range?.[2] === 'From' ? 'from' : 'to'}`;
    out.push({ key, field, label, value: field === key ? show(field, value) : value });
  }
  return out;
}
