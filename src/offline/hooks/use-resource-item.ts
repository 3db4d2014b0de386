/** `useResourceItem(resource, id)`: one record, network first, Dexie behind, pending edits applied. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceByName } from '../../resources';
import type { ApiError } from '../../lib/api';
import type { OutboxEntry, StoredRecord } from '../db';
import { overlayRecord, type WithPending } from '../overlay';
import { fetchItem, type ItemAnswer } from '../resource-api';
import { useOutboxEntries } from './use-outbox';
import { resourceKeys } from './use-resource-list';

export interface ResourceItemResult {
  data: WithPending<StoredRecord> | null;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  isLoading: boolean;
  error: ApiError | null;
  /** this record's outbox entries, oldest first */
  entries: OutboxEntry[];
  refetch: () => void;
}

export function useResourceItem(resourceName: string, id: number): ResourceItemResult {
  const def = resourceByName(resourceName);
  if (!def) throw new Error(`Unknown resource ${resourceName}`);
  const query = useQuery<ItemAnswer, ApiError>({
    queryKey: resourceKeys.item(resourceName, id),
    queryFn: ({ signal }) => fetchItem(def, id, signal),
    enabled: Number.isFinite(id),
  });
  const all = useOutboxEntries(resourceName);
  const entries = useMemo(() => all.filter((e) => e.recordId === id), [all, id]);
  const data = useMemo(() => (query.data ? overlayRecord(query.data.data, entries) : null), [query.data, entries]);
  return {
    data,
    source: query.data?.source ?? null,
    asOf: query.data?.asOf ?? null,
    isLoading: query.isLoading,
    error: query.error,
    entries,
    refetch: () => void query.refetch(),
  };
}
