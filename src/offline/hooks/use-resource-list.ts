/**
 * `useResourceList(resource, params)`: the list of any registered resource for every page.
 * Online through TanStack Query (a newer request aborts the older one; an answer for
 * superseded parameters lands in its own cache entry and is never shown), with the stored rows
 * shown until the first answer (use-stored-first); offline from Dexie.
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
import { isOnline } from '../flags';
import { useOutboxEntries } from './use-outbox';
import { useStoredList } from './use-stored-first';

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
  /** rows are shown (stored, restored or previous) while a fresher answer is fetched */
  isUpdating: boolean;
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
  const enabled = options.enabled ?? true;
  // Online with nothing to show yet: the stored rows, until the network answers.
  const stored = useStoredList(def, params, enabled && query.data === undefined && isOnline());
  const answer = query.data ?? stored;
  const entries = useOutboxEntries(resourceName);
  const data = useMemo(() => {
    const rows = overlayList(answer?.data ?? [], entries);
    const offset = normaliseParams(params).offset ?? 0;
    const created = offset === 0 ? pendingCreates(entries).filter((r) => matches(def, r, params)) : [];
    return created.length ? [...created, ...rows] : rows;
  }, [answer, entries, params, def]);
  return {
    data,
    count: (answer?.count ?? 0) + (data.length - (answer?.data.length ?? 0)),
    source: answer?.source ?? null,
    asOf: answer?.asOf ?? null,
    includeHistorical: answer?.includeHistorical ?? false,
    isLoading: query.isLoading && answer === undefined,
    isFetching: query.isFetching,
    isUpdating: query.isFetching && answer !== undefined,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
