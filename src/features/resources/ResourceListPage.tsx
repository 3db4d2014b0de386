/**
 * The generic list page of a resource, driven by its declaration: filters, sortable headers,
 * virtualised rows, paging, an 'as of' stamp, and pending edits marked. Filters, sort and page
 * live in the URL, so a reload (or an offline cold start) comes back to the same view.
 */
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResourceList } from '../../offline';
import { parseSort } from '../../offline/list-params';
import { resourceByName } from '../../resources';
import { AsOfStamp } from './AsOfStamp';
import { FilterBar, toListFilters, type FilterState } from './FilterBar';
import { dataStatus } from './LoadStates';
import { ResourceTable } from './ResourceTable';

export const PAGE_SIZE = 200;

/** Header press: sort by that field, or flip its direction when it already leads. */
function toggleSort(current: string, field: string): string {
  const first = parseSort(current)[0];
  return first?.field === field && !first.desc ? `-${field}` : field;
}

export interface ResourceListPageProps {
  resource: string;
  detailPath?: (id: number) => string;
  title?: string;
}

export function ResourceListPage({ resource, detailPath, title }: ResourceListPageProps) {
  const def = resourceByName(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const [search, setSearch] = useSearchParams();
  const filters: FilterState = useMemo(() => Object.fromEntries([...search].filter(([k]) => k !== 'sort' && k !== 'page')), [search]);
  const sort = search.get('sort') ?? def.defaultSort;
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const params = useMemo(
    () => ({ limit: PAGE_SIZE, offset: page * PAGE_SIZE, sort, q: filters.q, filters: toListFilters(def, filters) }),
    [def, filters, page, sort],
  );
  const list = useResourceList(resource, params);
  // Router updates render in a transition; a quick second press must build on the first.
  const latestSort = useRef(sort);
  useEffect(() => {
    latestSort.current = sort;
  }, [sort]);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };
  const applyFilters = (state: FilterState) => {
    const next = new URLSearchParams();
    if (search.get('sort')) next.set('sort', sort);
    for (const [k, v] of Object.entries(state)) if (v) next.set(k, v);
    setSearch(next, { replace: true });
  };
  const from = list.count === 0 ? 0 : page * PAGE_SIZE + 1;
  const to = Math.min(list.count, page * PAGE_SIZE + list.data.length);

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {title ?? def.labelPlural}
        </Heading>
        <HStack gap="3">
          <AsOfStamp source={list.source} asOf={list.asOf} updating={list.isUpdating} />
          {list.isFetching && <Spinner size="sm" aria-label="Loading" />}
          <Button size="sm" variant="outline" onClick={list.refetch}>
            Refresh
          </Button>
        </HStack>
      </HStack>
      <FilterBar key={search.toString()} def={def} value={filters} onApply={applyFilters} />
      {list.includeHistorical && <Text fontSize="sm">No current records matched, so historical records are shown.</Text>}
      {dataStatus(list, def.labelPlural, list.data.length === 0) ?? (
        <>
          <ResourceTable
            def={def}
            rows={list.data}
            sort={sort}
            onSort={(s) => update({ sort: s, page: null })}
            onSortColumn={(field) => {
              latestSort.current = toggleSort(latestSort.current, field);
              update({ sort: latestSort.current, page: null });
            }}
            detailPath={detailPath}
          />
          <HStack justify="space-between">
            <Text fontSize="sm" data-testid="list-range">
              {from}–{to} of {list.count}
            </Text>
            <HStack>
              <Button size="sm" variant="outline" disabled={page === 0} onClick={() => update({ page: page > 1 ? String(page - 1) : null })}>
                Previous page
              </Button>
              <Button size="sm" variant="outline" disabled={to >= list.count} onClick={() => update({ page: String(page + 1) })}>
                Next page
              </Button>
            </HStack>
          </HStack>
        </>
      )}
    </Stack>
  );
}
