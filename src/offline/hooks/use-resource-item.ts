/**
 * `useResourceItem(resource, id)`: one record, network first with the stored copy shown until
 * it answers (use-stored-first), Dexie behind when offline, pending edits applied as far as the
 * server would take them from this user (../pending-writer.ts).
 */
import { useMemo } from 'react';
import { resources, type ResourceName } from '../../resources';
import type { ApiError } from '../../lib/api';
import type { OutboxEntry, StoredOf, StoredRecord } from '../db';
import { overlayRecord, type WithPending } from '../overlay';
import { useAllowsValue } from '../pending-writer';
import { fetchItem, type ItemAnswer } from '../resource-api';
import { isOnline } from '../flags';
import { useOutboxEntries } from './use-outbox';
import { useQueryInSlices } from './use-query-in-slices';
import { useStoredItem } from './use-stored-first';
import { resourceKeys } from './use-resource-list';

export interface ResourceItemResult<T extends StoredRecord = StoredRecord> {
  /** typed by the resource's declaration (StoredOf) */
  data: WithPending<T> | null;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  isLoading: boolean;
  /** a record is shown (stored or restored) while a fresher one is fetched */
  isUpdating: boolean;
  error: ApiError | null;
  /** this record's outbox entries, oldest first */
  entries: OutboxEntry[];
  refetch: () => void;
}

export function useResourceItem<N extends ResourceName>(resourceName: N, id: number): ResourceItemResult<StoredOf<N>> {
  const def = resources[resourceName];
  const query = useQueryInSlices<ItemAnswer, ApiError>({
    queryKey: resourceKeys.item(resourceName, id),
    queryFn: ({ signal }) => fetchItem(def, id, signal),
    enabled: Number.isFinite(id),
  });
  // Online with nothing to show yet: the stored record, until the network answers.
  const stored = useStoredItem(def, id, query.data === undefined && isOnline());
  const answer = query.data ?? stored ?? undefined;
  const all = useOutboxEntries(resourceName);
  const entries = useMemo(() => all.filter((e) => e.recordId === id), [all, id]);
  const allows = useAllowsValue(def);
  const data = useMemo(() => (answer ? overlayRecord(answer.data, entries, allows) : null), [answer, entries, allows]);
  return {
    // The record is the server's (or its stored copy) for this resource: its declaration types it.
    data: data as WithPending<StoredOf<N>> | null,
    source: answer?.source ?? null,
    asOf: answer?.asOf ?? null,
    isLoading: query.isLoading && answer === undefined,
    isUpdating: query.isFetching && answer !== undefined,
    error: query.error,
    entries,
    refetch: () => void query.refetch(),
  };
}
