/**
 * One report's answer through TanStack Query, so the persisted query cache keeps the last answer
 * per filter set on this device: offline, the page shows it with its age. `fresh` says whether
 * the shown answer was fetched while this page was open (live) or is a stored one.
 */
import { useState } from 'react';
import { apiJson } from '../../lib/api';
import type { ReportAnswer } from '../../resources/reports';
import { useQueryInSlices } from '../../offline';

export const reportKey = (apiPath: string) => ['report', apiPath] as const;

export function useReport(apiPath: string) {
  const [openedAt] = useState(() => Date.now());
  const query = useQueryInSlices({
    queryKey: reportKey(apiPath),
    queryFn: async ({ signal }) => (await apiJson<{ data: ReportAnswer }>(apiPath, { signal })).data,
    // Reports are aggregates of the whole period: a minute old is fine, and every visit asks again after that.
    staleTime: 60_000,
    retry: false,
  });
  const fresh = query.data !== undefined && query.dataUpdatedAt >= openedAt && !query.isError;
  return { query, fresh, fetchedAt: query.data === undefined ? null : query.dataUpdatedAt };
}
