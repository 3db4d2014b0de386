/**
 * Sort keys ('date,-status') and the in-memory sort every local answer uses. Apart from
 * list-params and local-query because the shell's reference lists sort with it at boot, and
 * those two (filters, indexes, paging) load with the first page that lists records.
 */

export interface SortKey {
  field: string;
  desc: boolean;
}

/** 'date,-status' -> keys, in order. */
export function parseSort(sort: string | undefined): SortKey[] {
  return (sort ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));
}

export function formatSort(keys: readonly SortKey[]): string {
  return keys.map((k) => (k.desc ? `-${k.field}` : k.field)).join(',');
}

// One collator for every comparison: `localeCompare` with options builds a new one per call.
const collator = new Intl.Collator(undefined, { numeric: true });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return collator.compare(String(a), String(b));
}

export function sortRows<T extends Record<string, unknown>>(rows: T[], sort: string | undefined): T[] {
  const keys = [...parseSort(sort), { field: 'id', desc: false }];
  return [...rows].sort((x, y) => {
    for (const { field, desc } of keys) {
      const c = compare(x[field], y[field]);
      if (c !== 0) {
        const nullish = x[field] == null || y[field] == null;
        return desc && !nullish ? -c : c;
      }
    }
    return 0;
  });
}
