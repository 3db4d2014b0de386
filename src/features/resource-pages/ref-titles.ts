/**
 * Names for the references shown in a list. Reference lists (routing groups, zones, ...) come
 * from Dexie through `useReferenceTitleMaps`; other resources (runs, users, deliveries) are
 * looked up in one batched `GET /api/<path>?id=1,2,3` per resource through the offline layer's
 * `fetchList` (which answers from the device's stored copy when offline).
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useReferenceTitleMaps, type TitleMaps } from '../../offline';
import { fetchList } from '../../offline/resource-api';
import { resourceByName } from '../../resources';
import type { FieldMeta } from '../../resources/types';

interface RefColumn {
  name: string;
  meta: FieldMeta;
}

/** The ids each non-reference resource must be asked for, sorted (a stable query key). */
export function idsToLookUp(columns: readonly RefColumn[], rows: readonly Record<string, unknown>[], isReference: (resource: string) => boolean): Record<string, number[]> {
  const wanted: Record<string, Set<number>> = {};
  for (const c of columns) {
    const ref = c.meta.ref;
    if (!ref || isReference(ref) || (c.meta.type !== 'ref' && c.meta.type !== 'refs')) continue;
    const set = (wanted[ref] ??= new Set());
    for (const row of rows) {
      const v = row[c.name];
      for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'number' && id > 0) set.add(id);
    }
  }
  return Object.fromEntries(Object.entries(wanted).filter(([, s]) => s.size > 0).map(([k, s]) => [k, [...s].sort((a, b) => a - b)]));
}

const isReference = (name: string) => resourceByName(name)?.offline === 'reference';

/** id -> title maps for every reference column of the shown rows. */
export function useRefTitles(columns: readonly RefColumn[], rows: readonly Record<string, unknown>[]): TitleMaps {
  const referenceMaps = useReferenceTitleMaps(columns.flatMap((c) => (c.meta.ref && isReference(c.meta.ref) ? [c.meta.ref] : [])));
  const lookups = Object.entries(idsToLookUp(columns, rows, isReference));
  // combine: TanStack keeps the combined array referentially stable while no answer changes
  const answers = useQueries({
    queries: lookups.map(([resource, ids]) => ({
      queryKey: ['ref-titles', resource, ids.join(',')],
      staleTime: 5 * 60_000,
      retry: false,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const def = resourceByName(resource);
        if (!def) return new Map<number, string>();
        const answer = await fetchList(def, { filters: { id: ids.join(',') }, limit: ids.length }, signal);
        return new Map(answer.data.map((r) => [r.id, String(r[def.titleField] ?? r.id)]));
      },
    })),
    combine: (results) => results.map((r) => r.data),
  });
  const resources = lookups.map(([resource]) => resource).join(',');
  // one object while nothing changed, so memoised table rows are not re-rendered
  return useMemo(() => {
    const out: TitleMaps = { ...referenceMaps };
    (resources ? resources.split(',') : []).forEach((resource, i) => {
      const map = answers[i];
      if (map) out[resource] = map;
    });
    return out;
  }, [referenceMaps, answers, resources]);
}
