/**
 * Multi-column sort in the list contract's `sort` form ('date,-status'). A plain click sorts by
 * that one column (on the first sort key: reverses it); Shift+click adds the column as a further key, flips it when it
 * is already a key, and takes it off on a third press.
 */
export interface SortKey {
  field: string;
  desc: boolean;
}

export function parseSortKeys(sort: string): SortKey[] {
  return sort
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));
}

export function formatSortKeys(keys: readonly SortKey[]): string {
  return keys.map((k) => (k.desc ? `-${k.field}` : k.field)).join(',');
}

export function toggleSort(sort: string, field: string, additive: boolean): string {
  const keys = parseSortKeys(sort);
  const at = keys.findIndex((k) => k.field === field);
  if (!additive) {
    if (at === 0) return formatSortKeys([{ field, desc: !keys[0]?.desc }]);
    return field;
  }
  if (at === -1) return formatSortKeys([...keys, { field, desc: false }]);
  const key = keys[at] as SortKey;
  if (!key.desc) return formatSortKeys(keys.map((k, i) => (i === at ? { field, desc: true } : k)));
  const rest = keys.filter((_, i) => i !== at);
  return formatSortKeys(rest);
}
