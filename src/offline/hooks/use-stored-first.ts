/**
 * Data first when online: while a list or a record is fetched and no answer is held yet (none
 * restored from the persisted cache, none from an earlier visit), the rows stored in Dexie show
 * at once, marked as a stored copy that is updating. The network answer replaces them. These
 * stored answers are never persisted themselves (Dexie already holds them).
 */
import type { ResourceDef } from '../../resources/types';
import { OFFLINE_ENABLED } from '../flags';
import { normaliseParams, type ListParams } from '../list-params';
import { itemFromCache, listFromCache, type ItemAnswer, type ListAnswer } from '../resource-api';
import { useQueryInSlices } from './use-query-in-slices';

const STORED_GC_MS = 60_000;
const stored = { persist: false } as const;

export const storedKeys = {
  list: (resource: string, params: ListParams) => ['stored', resource, 'list', normaliseParams(params)] as const,
  item: (resource: string, id: number) => ['stored', resource, 'item', id] as const,
};

const usable = (def: ResourceDef) => OFFLINE_ENABLED && def.offline !== 'none';

/**
 * The stored answer to this list request, read only while `wanted` (no other answer yet); `null`
 * once the device was asked and holds no matching rows, `undefined` until then. No rows is no
 * answer: the page keeps saying it is loading rather than showing an empty list the server may
 * well fill.
 */
export function useStoredList(def: ResourceDef, params: ListParams, wanted: boolean): ListAnswer | null | undefined {
  return useQueryInSlices<ListAnswer | null>({
    queryKey: storedKeys.list(def.name, params),
    queryFn: async () => {
      const answer = await listFromCache(def, normaliseParams(params));
      return answer.data.length > 0 ? answer : null;
    },
    enabled: wanted && usable(def),
    staleTime: Infinity,
    gcTime: STORED_GC_MS,
    retry: false,
    meta: stored,
  }).data;
}

/** The stored record, read only while `wanted`; `null` when this device has none. */
export function useStoredItem(def: ResourceDef, id: number, wanted: boolean): ItemAnswer | null | undefined {
  return useQueryInSlices<ItemAnswer | null>({
    queryKey: storedKeys.item(def.name, id),
    queryFn: () => itemFromCache(def, id),
    enabled: wanted && usable(def) && Number.isFinite(id),
    staleTime: Infinity,
    gcTime: STORED_GC_MS,
    retry: false,
    meta: stored,
  }).data;
}
