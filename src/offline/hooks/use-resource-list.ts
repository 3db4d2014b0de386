/**
 * `useResourceList(resource, params)`: the list of any registered resource for every page.
 * Online through TanStack Query (a newer request aborts the older one; an answer for
 * superseded parameters lands in its own cache entry and is never shown), offline from Dexie.
 * Pending outbox edits are applied over the rows and marked (`pendingFields`).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { resourceByName } from '../../resources';
import type { ApiError } from '../../lib/api';
import type { StoredRecord } from '../db';
import { normaliseParams, type ListParams } from '../list-params';
import { overlayList, pendingCreates, type WithPending } from '../overlay';
import { fetchList, type ListAnswer } from '../resource-api';
import { matches } from '../local-query';
import { useOutboxEntries } from './use-outbox';

export const resourceKeys = {
  all: (resource: string) => ['resource', resource] as const,
  list: (resource: string, params: ListParams) => ['resource', resource, 'list', normaliseParams(params)] as const,
  item: (resource: string, id: number) => ['resource', resource, 'item', id] as const,
};

const LIST_GC_MS = 60 * 60_000;

export interface ResourceListResult {
  data: WithPending<StoredRecord>[];
  count: number;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  includeHistorical: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: ApiError | null;
  refetch: () => void;
}

export function useResourceList(resourceName: string, params: ListParams, options: { enabled?: boolean } = {}): ResourceListResult {
  const def = resourceByName(resourceName);
  if (!def) throw new Error(`Unknown resource ${resourceName}`);
  const previous = useRef<AbortController | null>(null);
  const query = useQuery<ListAnswer, ApiError>({
    queryKey: resourceKeys.list(resourceName, params),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => {
      previous.current?.abort();
      const controller = new AbortController();
      previous.current = controller;
      signal.addEventListener('abort', () => controller.abort());
      return fetchList(def, params, controller.signal);
    },
    placeholderData: (prev) => prev,
    // Lists are many and large, and Dexie answers them anyway: keep (and persist) them for an
    // hour only, so the persisted cache stays small enough to serialise often.
    gcTime: LIST_GC_MS,
  });
  const entries = useOutboxEntries(resourceName);
  const data = useMemo(() => {
    const rows = overlayList(query.data?.data ?? [], entries);
    const offset = normaliseParams(params).offset ?? 0;
    const created = offset === 0 ? pendingCreates(entries).filter((r) => matches(def, r, params)) : [];
    return created.length ? [...created, ...rows] : rows;
  }, [query.data, entries, params, def]);
  return {
    data,
    count: (query.data?.count ?? 0) + (data.length - (query.data?.data.length ?? 0)),
    source: query.data?.source ?? null,
    asOf: query.data?.asOf ?? null,
    includeHistorical: query.data?.includeHistorical ?? false,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
