/**
 * `useReferenceList('routingGroups')`: a start-up reference list. With the offline layer it is
 * read from Dexie (filled by the service worker), live; the baseline build asks the network.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSharedLiveQuery } from './use-live-query';
import { apiJson } from '../../lib/api';
import { resourceByName, type ResourceName } from '../../resources';
import type { ListResponse } from '../../resources/types';
import type { StoredOf, StoredRecord } from '../db';
import { OFFLINE_ENABLED } from '../flags';
import { sortRows } from '../sort';
import { referenceQuery } from '../reference-lists';

export interface ReferenceListResult<T extends StoredRecord = StoredRecord> {
  /** typed by the resource's declaration (StoredOf) */
  data: T[];
  isLoading: boolean;
}

function defOf(resourceName: string) {
  const def = resourceByName(resourceName);
  if (!def || def.offline !== 'reference') throw new Error(`${resourceName} is not a reference list`);
  return def;
}

function useFromDexie(resourceName: string, enabled: boolean): ReferenceListResult {
  const def = defOf(resourceName);
  const name = def.name;
  const sort = referenceQuery(def).get('sort') ?? def.defaultSort;
  const rows = useSharedLiveQuery(enabled ? `reference:${name}:${sort}` : null, async (db) =>
    sortRows(await db.records(name).toArray(), sort),
  );
  return { data: rows ?? EMPTY_ROWS, isLoading: enabled && rows === undefined };
}

/** A reference list asked of the server by the page (the baseline build, a first visit's names): one cache entry per list. */
function networkQuery(def: ReturnType<typeof defOf>) {
  return {
    queryKey: ['offline-reference', def.name],
    queryFn: () => apiJson<ListResponse<StoredRecord>>(`${def.path}?${referenceQuery(def).toString()}`),
    staleTime: 5 * 60_000,
  };
}

function useFromNetwork(resourceName: string, enabled: boolean): ReferenceListResult {
  const q = useQuery({ ...networkQuery(defOf(resourceName)), enabled });
  return { data: q.data?.data ?? EMPTY_ROWS, isLoading: q.isLoading };
}

const EMPTY_ROWS: StoredRecord[] = [];

/**
 * One source per build, chosen once: the offline build reads Dexie, the baseline the network.
 * (Both hooks used to run on every call, so each reference list on a page also set up an idle
 * TanStack query observer: a tenth of a second of the start at 4x CPU.)
 */
const useReferenceRows = OFFLINE_ENABLED ? useFromDexie : useFromNetwork;

/** The rows of a reference list, typed by its declaration; with `enabled` false, none and nothing read. */
export function useReferenceList<N extends ResourceName>(
  resourceName: N,
  { enabled = true }: { enabled?: boolean } = {},
): ReferenceListResult<StoredOf<N>> {
  // The rows are the server's (or their stored copies) for this resource: its declaration types them.
  return useReferenceRows(resourceName, enabled) as ReferenceListResult<StoredOf<N>>;
}

/**
 * A reference list a page's first screen names (the Overview's and Run Summary's country in their
 * heading): the stored rows, or, on a first visit while the device holds none (the lists are synced
 * about two seconds after the first screen, offline-provider.tsx), the list asked of the server by
 * the page at once and not stored. Without it the heading said '…' and then the country, seconds
 * later: the heading grew a line and the page below it moved (Lighthouse's speed index on the
 * Overview 2.5 -> 9.4 s at 4x).
 */
export function useReferenceListNow<N extends ResourceName>(resourceName: N): ReferenceListResult<StoredOf<N>> {
  const stored = useReferenceList(resourceName);
  // a first visit (no service worker controls the page yet) holds no lists: ask at once, not after the device's answer
  const none = OFFLINE_ENABLED && stored.data.length === 0 && !navigator.serviceWorker?.controller;
  const asked = useQuery({ ...networkQuery(defOf(resourceName)), retry: false, enabled: none });
  if (!none) return stored;
  return {
    data: (asked.data?.data ?? EMPTY_ROWS) as StoredOf<N>[],
    isLoading: asked.isLoading,
  };
}

export type TitleMaps = Record<string, Map<number, string>>;

/** id -> title lookups for the given reference resources, from one live query (ref columns, pickers). */
const NO_TITLE_MAPS: TitleMaps = {};

export function useReferenceTitleMaps(resourceNames: readonly string[]): TitleMaps {
  const names = [...new Set(resourceNames)].filter((n) => resourceByName(n)?.offline === 'reference').sort();
  const key = names.join(',');
  return (
    useSharedLiveQuery(`titles:${key}`, async (db) => {
      const out: TitleMaps = {};
      if (!OFFLINE_ENABLED) return out;
      for (const name of key ? key.split(',') : []) {
        const def = resourceByName(name);
        const rows = await db.records(name).toArray();
        out[name] = new Map(rows.map((r) => [r.id, String(r[def?.titleField ?? 'id'] ?? r.id)]));
      }
      return out;
    }) ?? NO_TITLE_MAPS
  );
}

/** id -> title lookup for one reference resource. */
export function useReferenceTitles(resourceName: string | undefined): Map<number, string> {
  const maps = useReferenceTitleMaps(resourceName ? [resourceName] : []);
  return (resourceName ? maps[resourceName] : undefined) ?? EMPTY_TITLES;
}

const EMPTY_TITLES = new Map<number, string>();

/** Renders nothing: reports `name`'s list to `onChange` as it changes (the shell's lazy reader, shell-readers.tsx). */
export function ReferenceListReader({
  name,
  onChange,
}: {
  name: ResourceName;
  onChange: (list: ReferenceListResult) => void;
}): null {
  const { data, isLoading } = useReferenceList(name);
  useEffect(() => onChange({ data, isLoading }), [data, isLoading, onChange]);
  return null;
}
