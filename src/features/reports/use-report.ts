/**
 * One report's answer through TanStack Query, so the persisted query cache keeps the last answer
 * per filter set (and, for a paged report, per page) on this device: offline, the page shows it
 * with its age. `fresh` says whether the shown answer was fetched while this page was open (live)
 * or is a stored one. Offline, a page of a paged report this device never fetched gives way to
 * the page of the same filters it fetched last (`otherPage`), so the page says which it shows;
 * online, the page shown stays until the next one comes.
 */
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import type { ReportAnswer } from '../../resources/reports';
import { useQueryInSlices } from '../../offline';
import { withoutPage } from './report-url';

export const reportKey = (apiPath: string) => ['report', apiPath] as const;

/** The stored page of the same report and filters as `apiPath` fetched last, if any. */
export function lastStoredPage(
  client: QueryClient,
  apiPath: string,
): { answer: ReportAnswer; fetchedAt: number } | null {
  const base = withoutPage(apiPath);
  let last: { answer: ReportAnswer; fetchedAt: number } | null = null;
  for (const [key, answer] of client.getQueriesData<ReportAnswer>({ queryKey: ['report'] })) {
    const path = key[1];
    if (!answer?.page || typeof path !== 'string' || withoutPage(path) !== base) continue;
    const fetchedAt = client.getQueryState(key)?.dataUpdatedAt ?? 0;
    if (!last || fetchedAt > last.fetchedAt) last = { answer, fetchedAt };
  }
  return last;
}

/** Whether this device holds the answer of `apiPath` (offline, only those pages can be opened). */
export function isStored(client: QueryClient, apiPath: string): boolean {
  return client.getQueryData<ReportAnswer>(reportKey(apiPath)) !== undefined;
}

export function useReport(apiPath: string, online: boolean) {
  const [openedAt] = useState(() => Date.now());
  const client = useQueryClient();
  const query = useQueryInSlices({
    queryKey: reportKey(apiPath),
    queryFn: async ({ signal }) => (await apiJson<{ data: ReportAnswer }>(apiPath, { signal })).data,
    // Reports are aggregates of the whole period: a minute old is fine, and every visit asks again after that.
    staleTime: 60_000,
    retry: false,
    // the next page of the same filters keeps the page shown (and the pager's focus) until it comes
    placeholderData: (previous, previousQuery) =>
      typeof previousQuery?.queryKey[1] === 'string' && withoutPage(previousQuery.queryKey[1]) === withoutPage(apiPath)
        ? previous
        : undefined,
  });
  const own = query.isPlaceholderData ? undefined : query.data;
  const stored = !online && own === undefined ? lastStoredPage(client, apiPath) : null;
  return {
    query,
    answer: own ?? stored?.answer ?? query.data,
    fresh: own !== undefined && query.dataUpdatedAt >= openedAt && !query.isError,
    fetchedAt: own !== undefined ? query.dataUpdatedAt : (stored?.fetchedAt ?? null),
    otherPage: stored !== null,
  };
}
