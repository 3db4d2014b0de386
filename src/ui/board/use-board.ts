/**
 * The server's operations aggregates (server/operations) through TanStack Query: the persisted
 * query cache keeps the last answer, so offline a board shows its stored copy and says how old.
 * A live board refetches every 30 s, but only while the page is visible and the device online.
 */
import { useSyncExternalStore } from 'react';
import { apiJson, plainErrorMessage } from '../../lib/api';
import { useOnline, useQueryInSlices } from '../../offline';

export const LIVE_INTERVAL_MS = 30_000;

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

export interface BoardState<T> {
  data: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  /** offline (or paused) with nothing stored for this board */
  offlineEmpty: boolean;
  error: { displayMessage: string } | null;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  refetch: () => void;
}

export function useBoard<T>(
  key: readonly unknown[],
  path: string,
  options: { live?: boolean; enabled?: boolean } = {},
): BoardState<T> {
  const online = useOnline();
  const visible = useDocumentVisible();
  const query = useQueryInSlices({
    queryKey: ['operations', ...key],
    queryFn: async () => (await apiJson<{ data: T }>(path)).data,
    retry: false,
    staleTime: 10_000,
    enabled: options.enabled ?? true,
    refetchInterval: options.live && visible && online ? LIVE_INTERVAL_MS : false,
    refetchIntervalInBackground: false,
  });
  const hasData = query.data !== undefined;
  return {
    data: query.data,
    isLoading: query.isPending && query.fetchStatus === 'fetching',
    isFetching: query.isFetching,
    offlineEmpty: !hasData && (!online || query.fetchStatus === 'paused'),
    error: query.isError && !hasData ? { displayMessage: plainErrorMessage(query.error) } : null,
    source: hasData ? (query.isError || !online ? 'cache' : 'network') : null,
    asOf: hasData ? query.dataUpdatedAt : null,
    refetch: () => void query.refetch(),
  };
}
