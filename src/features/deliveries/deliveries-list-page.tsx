/**
 * The deliveries list of the dispatcher: filters and sort in the URL, multi-column sort
 * (Shift+click), remembered column choice, virtualised rows (pages of up to 10,000, or all),
 * counts, the 'as of' stamp of the offline layer, and the deliveries screens this user may open
 * (ResourceActions: the buttons the menu and the route gate agree on). Variants (geocode issues, order search)
 * fix a filter or ask for a search first.
 */
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { StaticBadge } from '../../theme/static-badge';
import { SelectIndicator } from '../../ui/filter-select';
import { BusySpinner } from '../../theme/busy-spinner';
import { useMemo, type ReactNode } from 'react';
import { useResourceList, type ResourceListResult } from '../../offline';
import { coverageOf, pagerTotalText } from '../../offline/stored-copy';
import { can } from '../../resources/access';
import { deliveries } from '../../resources/operations';
import { useAuth } from '../../session/auth-context';
import { AsOfStamp, ResourceActions } from '../../ui/resource-pages';
import { dataStatus } from '../../ui/resource-pages';
import { ResourceTable } from '../../ui/resource-pages';
import { ColumnPicker, useColumnChoice } from '../../ui/resource-pages';
import { ALL, PAGE_SIZES, type FilterDraft, type FilterKey } from './deliveries-query';
import { DeliveryFilters } from './delivery-filters';
import { parseSortKeys } from '../../ui/resource-pages';
import { deliveryDetailPath } from './paths';
import { useDeliveryQuery } from './use-delivery-query';

export const DEFAULT_COLUMNS = [
  'date',
  'status',
  'recipientName',
  'address',
  'suburb',
  'routingGroupId',
  'zoneId',
  'windowStart',
  'boxCount',
] as const;
/** the storage key deliveries' column choice has always been kept under */
const COLUMN_OPTIONS = { key: 'deliveries-list-columns', defaults: DEFAULT_COLUMNS };

export interface DeliveriesListPageProps {
  title: string;
  fixed?: FilterDraft;
  defaultToday?: boolean;
  /** show nothing until a search text is given (order search) */
  requireSearch?: boolean;
  /** shown under the list with the rows it shows (Geo Issues: the map to fix positions) */
  below?: (rows: ResourceListResult['data'], mayWrite: boolean) => ReactNode;
}

const count = (n: number) => n.toLocaleString();

export function DeliveriesListPage({
  title,
  fixed,
  defaultToday = true,
  requireSearch = false,
  below,
}: DeliveriesListPageProps) {
  const { state } = useAuth();
  const query = useDeliveryQuery({ defaultToday, fixed });
  const fixedKeys = Object.keys(fixed ?? {}).join(',');
  const hidden = useMemo(() => (fixedKeys ? (fixedKeys.split(',') as FilterKey[]) : []), [fixedKeys]);
  const waiting = requireSearch && !query.draft.q;
  const list = useResourceList('deliveries', query.params, { enabled: !waiting });
  const columns = useColumnChoice(deliveries, COLUMN_OPTIONS);
  const mayWrite = state.user ? can(state.user, deliveries, 'patch') : false;
  const qs = query.search.toString();
  const from = list.count === 0 ? 0 : query.page * Math.max(query.size, 0) + 1;
  const to = query.size < 0 ? list.data.length : Math.min(list.count, query.page * query.size + list.data.length);
  const keys = parseSortKeys(query.sort);

  // The frame, the count, the pager and its buttons are the theme's static classes
  // (theme/static-classes.ts): drawn on every start of the list, they cost no run-time styles.
  return (
    <div className="dc-page">
      <div className="dc-bar">
        <div className="dc-group" data-gap="3">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          {!waiting && !list.isLoading && (
            <StaticBadge size="lg" data-testid="delivery-count">
              {count(list.count)}
            </StaticBadge>
          )}
        </div>
        <div className="dc-group">
          <AsOfStamp
            source={list.source}
            asOf={list.asOf}
            updating={list.isUpdating}
            coverage={{ count: list.count, serverTotal: list.serverTotal, noun: 'deliveries' }}
          />
          {list.isFetching && <BusySpinner label="Loading" />}
          <ColumnPicker
            available={columns.available}
            chosen={columns.names}
            onToggle={columns.toggle}
            onReset={columns.reset}
          />
          <ResourceActions resource="deliveries" singular={deliveries.label} carry={qs} />
        </div>
      </div>
      <DeliveryFilters
        value={query.draft}
        onApply={query.applyFilters}
        hidden={hidden}
        searchLabel={requireSearch ? 'Reference or order number' : 'Search'}
      />
      {keys.length > 1 && query.search.has('sort') && (
        <HStack fontSize="sm" gap="2">
          <Text data-testid="sort-summary">
            Sorted by{' '}
            {keys
              .map(
                (k) =>
                  `${deliveries.fields[k.field as keyof typeof deliveries.fields]?.label ?? k.field}${k.desc ? ' (descending)' : ''}`,
              )
              .join(', then ')}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => query.patch({ sort: null, page: null })}>
            Reset sort
          </Button>
        </HStack>
      )}
      {list.includeHistorical && (
        <Text fontSize="sm">No current deliveries matched, so historical ones are shown.</Text>
      )}
      {waiting ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          <Text>Type a reference, order number or recipient and press Enter.</Text>
        </Box>
      ) : (
        (dataStatus(
          list,
          'Deliveries',
          list.data.length === 0,
          query.draft.date && query.draft.date !== ALL
            ? ' Try another date, or clear the date to search all dates.'
            : undefined,
        ) ?? (
          <>
            <ResourceTable
              def={deliveries}
              rows={list.data}
              sort={query.sort}
              onSort={(s) => query.patch({ sort: s, page: null })}
              columns={columns.columns}
              detailPath={deliveryDetailPath}
              titleWidth="11.5rem"
              maxHeight="max(20rem, calc(100vh - 24rem))"
            />
            <div className="dc-bar">
              <p className="dc-text-sm" data-testid="list-range">
                {count(from)}–{count(to)}{' '}
                {list.source === 'cache'
                  ? pagerTotalText(coverageOf(list.count, list.serverTotal))
                  : `of ${count(list.count)}`}{' '}
                · Shift+click a column to sort by it as well
              </p>
              <div className="dc-group">
                <div className="dc-select-wrap" style={{ width: '9rem' }}>
                  <select
                    className="dc-select"
                    aria-label="Rows per page"
                    value={String(query.size < 0 ? ALL : query.size)}
                    onChange={(e) => query.patch({ size: e.target.value, page: null })}
                  >
                    {PAGE_SIZES.map((s) => (
                      <option key={s} value={s < 0 ? ALL : String(s)}>
                        {s < 0 ? 'All rows' : `${count(s)} rows`}
                      </option>
                    ))}
                  </select>
                  <SelectIndicator />
                </div>
                <button
                  type="button"
                  className="dc-button"
                  data-variant="outline"
                  disabled={query.page === 0}
                  onClick={() => query.patch({ page: query.page > 1 ? String(query.page - 1) : null })}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="dc-button"
                  data-variant="outline"
                  disabled={query.size < 0 || to >= list.count}
                  onClick={() => query.patch({ page: String(query.page + 1) })}
                >
                  Next
                </button>
              </div>
            </div>
          </>
        ))
      )}
      {below && !waiting && !list.isLoading && !list.error && below(list.data, mayWrite)}
    </div>
  );
}
