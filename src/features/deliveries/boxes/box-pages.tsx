/**
 * Box lists: all boxes, and boxes waiting for redelivery (status fixed to 'redelivery'). Built
 * from the generic FilterBar and ResourceTable; the fixed filter is applied on top of the URL's.
 * A box's barcode links to the delivery it belongs to.
 */
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import { boxes } from '../../../resources/operations';
import { ListHeading } from '../../../ui/resource-pages';
import { FilterBar, toListFilters } from '../../../ui/resource-pages';
import { LoadErrorAlert } from '../../../ui/resource-pages';
import { columnsOf, ResourceTable } from '../../../ui/resource-pages';
import { deliveryDetailPath } from '../paths';
import { useSearchState } from '../../../ui';

const PAGE = 1000;
const COLUMNS = columnsOf(boxes);

export function BoxesListPage({ title, fixed = {} }: { title: string; fixed?: Record<string, string> }) {
  const { search, patch: set, replace: setSearch } = useSearchState();
  const state = useMemo(() => Object.fromEntries([...search].filter(([k]) => k !== 'sort' && k !== 'page')), [search]);
  const sort = search.get('sort') ?? boxes.defaultSort;
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const fixedKey = JSON.stringify(fixed);
  const params = useMemo(
    () => ({
      limit: PAGE,
      offset: page * PAGE,
      sort,
      q: state.q,
      filters: { ...toListFilters(boxes, state), ...(JSON.parse(fixedKey) as Record<string, string>) },
    }),
    [state, page, sort, fixedKey],
  );
  const list = useResourceList('boxes', params);
  const deliveryOf = useMemo(() => new Map(list.data.map((b) => [b.id, Number(b.deliveryId)])), [list.data]);
  const def = useMemo(
    () => ({
      ...boxes,
      fields: Object.fromEntries(
        Object.entries(boxes.fields).map(([k, m]) => [k, k in fixed ? { ...m, filter: undefined } : m]),
      ),
    }),
    [fixed],
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <ListHeading list={list}>
        {title}{' '}
        {!list.isLoading && (
          <Text as="span" fontSize="md" color="fg.muted" data-testid="box-count">
            ({list.count.toLocaleString()})
          </Text>
        )}
      </ListHeading>
      <FilterBar
        key={search.toString()}
        def={def}
        value={state}
        onApply={(next) => {
          const out = new URLSearchParams();
          if (search.get('sort')) out.set('sort', sort);
          Object.entries(next).forEach(([k, v]) => v && out.set(k, v));
          setSearch(out);
        }}
      />
      {list.error ? (
        <LoadErrorAlert what="Boxes" message={list.error.displayMessage} onRetry={list.refetch} />
      ) : list.isLoading ? (
        <HStack>
          <Spinner size="sm" />
          <Text>Loading boxes…</Text>
        </HStack>
      ) : list.data.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
          No boxes match these filters{list.source === 'cache' ? ' in the copy stored on this device' : ''}.
        </Box>
      ) : (
        <>
          <ResourceTable
            def={boxes}
            columns={COLUMNS}
            detailPath={(id) => deliveryDetailPath(deliveryOf.get(id) ?? 0)}
            rows={list.data}
            sort={sort}
            onSort={(s) => set({ sort: s, page: null })}
            height="max(20rem, calc(100vh - 22rem))"
          />
          <HStack justify="space-between">
            <Text fontSize="sm">
              {(page * PAGE + 1).toLocaleString()}–{(page * PAGE + list.data.length).toLocaleString()} of{' '}
              {list.count.toLocaleString()}
            </Text>
            <HStack>
              <Button
                size="sm"
                variant="outline"
                disabled={page === 0}
                onClick={() => set({ page: page > 1 ? String(page - 1) : null })}
              >
                Previous
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={(page + 1) * PAGE >= list.count}
                onClick={() => set({ page: String(page + 1) })}
              >
                Next
              </Button>
            </HStack>
          </HStack>
        </>
      )}
    </Stack>
  );
}

export function BoxesRoute() {
  return <BoxesListPage title="Boxes" />;
}

const REDELIVERY = { status: 'redelivery' };
export function RedeliveryBoxesRoute() {
  return <BoxesListPage title="Boxes for redelivery" fixed={REDELIVERY} />;
}
