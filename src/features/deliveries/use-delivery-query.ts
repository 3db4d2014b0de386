/** The deliveries query of the current URL, with the page's defaults, and setters that keep it in the URL. */
import { useCallback, useMemo } from 'react';
import { operatorToday } from '../../lib/calendar';
import { deliveries } from '../../resources/operations';
import { useSelectedClient } from '../../session/selected-client';
import {
  patchQuery,
  readDeliveryQuery,
  writeDeliveryQuery,
  type FilterDraft,
  type QueryContext,
} from './deliveries-query';
import { useSearchState } from '../../ui';

export interface DeliveryQueryOptions {
  defaultToday?: boolean;
  fixed?: FilterDraft;
  defaultSort?: string;
}

export function useDeliveryQuery({
  defaultToday = true,
  fixed,
  defaultSort = deliveries.defaultSort,
}: DeliveryQueryOptions = {}) {
  const urlSearch = useSearchState();
  const { search } = urlSearch;
  const { clientId } = useSelectedClient();
  const fixedKey = JSON.stringify(fixed ?? {});
  const ctx: QueryContext = useMemo(
    () => ({
      today: operatorToday(),
      defaultToday,
      selectedClientId: clientId,
      fixed: JSON.parse(fixedKey) as FilterDraft,
      defaultSort,
    }),
    [defaultToday, clientId, fixedKey, defaultSort],
  );
  const query = useMemo(() => readDeliveryQuery(search, ctx), [search, ctx]);
  // stable per URL, so a memoised filter bar skips the page's re-renders as rows arrive
  const applyFilters = useCallback(
    (next: FilterDraft) => urlSearch.replace(writeDeliveryQuery(urlSearch.newest(), next, ctx)),
    [urlSearch, ctx],
  );
  const patch = useCallback(
    (p: Record<string, string | null>) => urlSearch.replace(patchQuery(urlSearch.newest(), p)),
    [urlSearch],
  );
  return { ...query, search, applyFilters, patch };
}
