/**
 * `useResourceList(resource, params)`: the list of any registered resource for every page.
 * Online through TanStack Query (a newer request aborts the older one; an answer for
 * superseded parameters lands in its own cache entry and is never shown), with the stored rows
 * shown until the first answer (use-stored-first); offline from Dexie.
 * Pending outbox edits are applied over the rows and marked (`pendingFields`), as far as the
 * server would take them from this user (../pending-writer.ts).
 */
import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { resources, type ResourceName } from '../../resources';
import type { ApiError } from '../../lib/api';
import type { StoredOf, StoredRecord } from '../db';
import { normaliseParams, type ListParams } from '../list-params';
import { overlayList, pendingCreates, type WithPending } from '../overlay';
import { useAllowsValue } from '../pending-writer';
import { fetchList, type ListAnswer } from '../resource-api';
import type { KnownTotal } from '../known-totals';
import { matches } from '../local-query';
import { isOnline } from '../flags';
import { startEarly } from './start-early';
import { useOutboxEntries } from './use-outbox';
import { useQueryInSlices } from './use-query-in-slices';
import { useStoredList } from './use-stored-first';

export const resourceKeys = {
  all: (resource: ResourceName) => ['resource', resource] as const,
  list: (resource: ResourceName, params: ListParams) =>
    ['resource', resource, 'list', normaliseParams(params)] as const,
  item: (resource: ResourceName, id: number) => ['resource', resource, 'item', id] as const,
};

const LIST_GC_MS = 60 * 60_000;

/** Each list hook's request in flight (by `useId`), aborted by the hook's next request. */
const latest = new Map<string, AbortController>();

export interface ResourceListResult<T extends StoredRecord = StoredRecord> {
  /** typed by the resource's declaration (StoredOf) */
  data: WithPending<T>[];
  count: number;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  includeHistorical: boolean;
  /** with a stored copy: the server's last known total of the same request, null when unknown */
  serverTotal: KnownTotal | null;
  isLoading: boolean;
  /**
   * No answer yet, and the device was asked and holds no rows for this request: what the page
   * shows now (loading) stays until the network answers. Read by the journeys (`data-stored`).
   */
  storedNone: boolean;
  isFetching: boolean;
  /** rows are shown (stored, restored or previous) while a fresher answer is fetched */
  isUpdating: boolean;
  error: ApiError | null;
  refetch: () => void;
}

export function useResourceList<N extends ResourceName>(
  resourceName: N,
  params: ListParams,
  options: { enabled?: boolean } = {},
): ResourceListResult<StoredOf<N>> {
  const def = resources[resourceName];
  const instance = useId();
  const enabled = options.enabled ?? true;
  const client = useQueryClient();
  const restoring = useIsRestoring();
  const queryKey = resourceKeys.list(resourceName, params);
  const queryFn = ({ signal }: { signal: AbortSignal }) => {
    latest.get(instance)?.abort();
    const controller = new AbortController();
    latest.set(instance, controller);
    signal.addEventListener('abort', () => controller.abort());
    return fetchList(def, params, controller.signal).finally(() => {
      if (latest.get(instance) === controller) latest.delete(instance);
    });
  };
  // Lists are many and large, and Dexie answers them anyway: keep (and persist) them for an
  // hour only, so the persisted cache stays small enough to serialise often.
  if (enabled && !restoring) startEarly<ListAnswer, ApiError>(client, { queryKey, queryFn, gcTime: LIST_GC_MS });
  const query = useQueryInSlices<ListAnswer, ApiError>({
    queryKey,
    enabled,
    queryFn,
    placeholderData: (prev) => prev,
    gcTime: LIST_GC_MS,
  });
  // Online with nothing to show yet: the stored rows, until the network answers.
  const stored = useStoredList(def, params, enabled && query.data === undefined && isOnline());
  const answer = query.data ?? stored ?? undefined;
  const entries = useOutboxEntries(resourceName);
  const allows = useAllowsValue(def);
  const data = useMemo(() => {
    const rows = overlayList(answer?.data ?? [], entries, allows);
    const offset = normaliseParams(params).offset ?? 0;
    const created = offset === 0 ? pendingCreates(entries, allows).filter((r) => matches(def, r, params)) : [];
    return created.length ? [...created, ...rows] : rows;
  }, [answer, entries, params, def, allows]);
  return {
    // The rows are the server's (or their stored copies) for this resource: its declaration types them.
    data: data as WithPending<StoredOf<N>>[],
    count: (answer?.count ?? 0) + (data.length - (answer?.data.length ?? 0)),
    source: answer?.source ?? null,
    asOf: answer?.asOf ?? null,
    includeHistorical: answer?.includeHistorical ?? false,
    serverTotal: answer?.serverTotal ?? null,
    // Another filter's rows stay on screen while this one's load (a re-sort keeps the table and its
    // focus); none of them is no answer yet, never 'no rows match' (the Routing Tool said a provider
    // had no visits on a day while that day's list was still on its way).
    isLoading: (query.isLoading && answer === undefined) || (query.isPlaceholderData && data.length === 0),
    storedNone: answer === undefined && stored === null,
    isFetching: query.isFetching,
    isUpdating: query.isFetching && answer !== undefined,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
