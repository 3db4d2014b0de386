/**
 * The generic list page of a resource, driven by its declaration: filters (read from the URL, so
 * a link such as /u/users/all?role=driver opens on drivers and says so in chips), multi-column
 * sort (`sort=a,-b`, Shift+click a header), a column picker remembered per resource, virtualised
 * rows, paging, an 'as of' stamp, and pending edits marked. Dated lists open on today, others
 * newest first. A reload (or an offline cold start) comes back to the same view.
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import { useCallback, useMemo } from 'react';
import { useResourceList } from '../../offline';
import { inSentence, resources, type ResourceName } from '../../resources';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { AsOfStamp } from './as-of-stamp';
import { ColumnPicker } from './column-picker';
import { useColumnChoice } from './column-prefs';
import { FilterBar, toListFilters, type FilterState } from './filter-bar';
import { FilterChips } from './filter-chips';
import { formatValue } from './format';
import { operatorToday } from '../../lib/calendar';
import { activeFilters, defaultSort, effectiveFilters, filtersToSearch, parseSortKeys } from './list-view';
import { ListState } from './load-states';
import { ResourceTable } from './resource-table';
import { useRefTitles } from './ref-titles';
import { useSearchState } from '../search-patch';
import { ResourceActions } from './resource-actions';

export const PAGE_SIZE = 200;

export interface ResourceListPageProps {
  resource: ResourceName;
  detailPath?: (id: number) => string;
  title?: string;
  /** the client the page's path names (its `{clientId/}` segment): only that client's records */
  clientId?: number;
}

function defOf(resource: ResourceName): ResourceDef {
  return resources[resource];
}

export function ResourceListPage({ resource, detailPath, title, clientId }: ResourceListPageProps) {
  const def = defOf(resource);
  const fields = def.fields as Record<string, FieldMeta>;
  const urlSearch = useSearchState();
  const { search } = urlSearch;
  const today = operatorToday();
  const searchKey = search.toString();
  // Memos keyed by strings: the declaration is looked up again inside (it never changes).
  const filters: FilterState = useMemo(
    () => effectiveFilters(defOf(resource), new URLSearchParams(searchKey), today),
    [resource, searchKey, today],
  );
  const sort = search.get('sort') ?? defaultSort(defOf(resource));
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const params = useMemo(
    () => ({
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
      sort,
      q: filters.q,
      filters: {
        ...toListFilters(defOf(resource), filters),
        ...(clientId === undefined ? {} : { clientId: String(clientId) }),
      },
    }),
    [resource, filters, page, sort, clientId],
  );
  const list = useResourceList(resource, params);
  const columnChoice = useColumnChoice(def);
  // the chips name what a reference filter holds (a run's code, a user's name), looked up as the
  // table's reference cells are, not only from the reference lists: never the field's bare label
  const chipRefs = useMemo(
    () =>
      Object.entries(defOf(resource).fields).flatMap(([name, meta]) =>
        meta.filter && meta.ref && (meta.type === 'ref' || meta.type === 'refs') ? [{ name, meta }] : [],
      ),
    [resource],
  );
  const chipRows = useMemo(
    () => [
      Object.fromEntries(
        chipRefs.map(({ name }) => [
          name,
          (filters[name] ?? '')
            .split(',')
            .map(Number)
            .filter((id) => Number.isInteger(id) && id > 0),
        ]),
      ),
    ],
    [chipRefs, filters],
  );
  const refTitles = useRefTitles(chipRefs, chipRows);

  const update = urlSearch.patch;
  // stable per URL, so the memoised filter bar skips the page's re-renders as rows arrive
  const applyFilters = useCallback(
    (state: FilterState) => urlSearch.replace(filtersToSearch(defOf(resource), state, urlSearch.newest().get('sort'))),
    [resource, urlSearch],
  );
  const chips = activeFilters(def, filters, (field, value) => {
    const meta = fields[field];
    if (meta?.type === 'boolean') return value === 'true' ? 'Yes' : 'No';
    if (meta?.ref)
      return value
        .split(',')
        .map((v) => formatValue(meta, Number(v), refTitles[meta.ref ?? '']))
        .join(', ');
    return value;
  });
  const from = list.count === 0 ? 0 : page * PAGE_SIZE + 1;
  const to = Math.min(list.count, page * PAGE_SIZE + list.data.length);
  const sortKeys = parseSortKeys(sort);

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {title ?? def.labelPlural}
        </Heading>
        <HStack gap="3">
          <AsOfStamp
            source={list.source}
            asOf={list.asOf}
            updating={list.isUpdating}
            coverage={{ count: list.count, serverTotal: list.serverTotal, noun: inSentence(def.labelPlural) }}
          />
          {list.isFetching && <BusySpinner label="Loading" />}
          <ResourceActions resource={def.name} singular={def.label} />
          <ColumnPicker
            available={columnChoice.available}
            chosen={columnChoice.names}
            onToggle={columnChoice.toggle}
            onReset={columnChoice.reset}
          />
          <Button size="sm" variant="outline" onClick={list.refetch}>
            Refresh
          </Button>
        </HStack>
      </HStack>
      <FilterBar def={def} value={filters} onApply={applyFilters} />
      <FilterChips
        filters={chips}
        onRemove={(key) => {
          const rest = { ...filters };
          delete rest[key];
          applyFilters(rest);
        }}
      />
      {list.includeHistorical && (
        <Text fontSize="sm">No current records matched, so historical records are shown.</Text>
      )}
      {sortKeys.length > 1 && (
        <Text fontSize="sm" data-testid="sort-summary">
          Sorted by{' '}
          {sortKeys.map((k) => `${fields[k.field]?.label ?? k.field}${k.desc ? ' (descending)' : ''}`).join(', then ')}
        </Text>
      )}
      <ListState
        state={list}
        what={def.labelPlural}
        count={list.data.length}
        filtered={chips.length > 0}
        onClearFilters={() => applyFilters({})}
      />
      {list.data.length > 0 && !list.error && (
        <>
          <ResourceTable
            def={def}
            rows={list.data}
            sort={sort}
            columns={columnChoice.columns}
            onSort={(s) => update({ sort: s, page: null })}
            detailPath={detailPath}
          />
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" data-testid="list-range">
              {from}–{to} of {list.count}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Shift+click a column to sort by it as well
            </Text>
            <HStack>
              <Button
                size="sm"
                variant="outline"
                disabled={page === 0}
                onClick={() => update({ page: page > 1 ? String(page - 1) : null })}
              >
                Previous page
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={to >= list.count}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next page
              </Button>
            </HStack>
          </HStack>
        </>
      )}
    </Stack>
  );
}
