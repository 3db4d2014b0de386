/**
 * `useReferenceList('routingGroups')`: a start-up reference list. With the offline layer it is
 * read from Dexie (filled by the service worker), live; the baseline build asks the network.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { apiJson } from '../../lib/api';
import { resourceByName } from '../../resources';
import type { ListResponse } from '../../resources/types';
import { getDb, type StoredRecord } from '../db';
import { OFFLINE_ENABLED } from '../flags';
import { sortRows } from '../local-query';
import { referenceQuery } from '../reference-lists';

export interface ReferenceListResult {
  data: StoredRecord[];
  isLoading: boolean;
}

function useFromDexie(name: string, sort: string): ReferenceListResult {
  const rows = useLiveQuery(async () => (OFFLINE_ENABLED ? sortRows(await getDb().records(name).toArray(), sort) : null), [name, sort]);
  return { data: rows ?? [], isLoading: rows === undefined };
}

function useFromNetwork(name: string, path: string, query: string): ReferenceListResult {
  const q = useQuery({
    queryKey: ['offline-reference', name],
    queryFn: () => apiJson<ListResponse<StoredRecord>>(`${path}?${query}`),
    enabled: !OFFLINE_ENABLED,
    staleTime: 5 * 60_000,
  });
  return { data: q.data?.data ?? [], isLoading: q.isLoading };
}

export function useReferenceList(resourceName: string): ReferenceListResult {
  const def = resourceByName(resourceName);
  if (!def || def.offline !== 'reference') throw new Error(`${resourceName} is not a reference list`);
  const query = referenceQuery(def);
  const fromDexie = useFromDexie(def.name, query.get('sort') ?? def.defaultSort);
  const fromNetwork = useFromNetwork(def.name, def.path, query.toString());
  return OFFLINE_ENABLED ? fromDexie : fromNetwork;
}

export type TitleMaps = Record<string, Map<number, string>>;

/** id -> title lookups for the given reference resources, from one live query (ref columns, pickers). */
const NO_TITLE_MAPS: TitleMaps = {};

export function useReferenceTitleMaps(resourceNames: readonly string[]): TitleMaps {
  const names = [...new Set(resourceNames)].filter((n) => resourceByName(n)?.offline === 'reference').sort();
  const key = names.join(',');
  return (
    useLiveQuery(async () => {
      const out: TitleMaps = {};
      if (!OFFLINE_ENABLED) return out;
      for (const name of key ? key.split(',') : []) {
        const def = resourceByName(name);
        const rows = await getDb().records(name).toArray();
        out[name] = new Map(rows.map((r) => [r.id, String(r[def?.titleField ?? 'id'] ?? r.id)]));
      }
      return out;
    }, [key]) ?? NO_TITLE_MAPS
  );
}

/** id -> title lookup for one reference resource. */
export function useReferenceTitles(resourceName: string | undefined): Map<number, string> {
  const maps = useReferenceTitleMaps(resourceName ? [resourceName] : []);
  return (resourceName ? maps[resourceName] : undefined) ?? EMPTY_TITLES;
}

const EMPTY_TITLES = new Map<number, string>();
