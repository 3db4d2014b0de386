/**
 * `/d/customer-change/all`. The API has no customer-change-request record (the registry declares
 * none), and this page does not invent one. What the data does record is who changed a delivery:
 * its status history names 'client' or 'customer' when they did. So the page lists the day's
 * deliveries changed by the client or its customer (today: cancellations, the only such change
 * the operation records), newest change first, and says plainly what it is showing.
 * See docs/deliveries.md.
 */
import { BusySpinner } from '../../../theme/busy-spinner';
import { useMemo } from 'react';
import { useResourceList, type StoredOf } from '../../../offline';
import type { StatusChange } from '../../../resources/common';
import { DeliveryFilters, deliveryDetailPath, useDeliveryQuery } from '..';
import { ListHeading, LoadErrorAlert, formatValue } from '../../../ui/resource-pages';
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { customerChange } from './confirm-delivery';
import { InlineLink } from '../../../ui';
import { DataTable, type DataColumn } from '../../../ui/data-table';

const FIXED = { status: 'cancelled' };
const HIDDEN = ['status', 'serviceType'] as const;

interface Changed {
  d: StoredOf<'deliveries'>;
  change: StatusChange;
}

const COLUMNS: readonly DataColumn<Changed>[] = [
  {
    key: 'at',
    header: 'When',
    kind: 'datetime',
    value: (r) => formatValue({ label: '', type: 'datetime' }, r.change.at),
  },
  {
    key: 'reference',
    header: 'Reference',
    kind: 'reference',
    cell: (r) => <InlineLink to={deliveryDetailPath(r.d.id)}>{r.d.reference}</InlineLink>,
  },
  { key: 'recipientName', header: 'Recipient', value: (r) => r.d.recipientName },
  { key: 'status', header: 'Change', kind: 'status', value: (r) => r.change.status },
  { key: 'by', header: 'By', value: (r) => r.change.by },
];

export function CustomerChangePage() {
  const query = useDeliveryQuery({ fixed: FIXED });
  const params = useMemo(() => ({ ...query.params, limit: -1, offset: 0 }), [query.params]);
  const list = useResourceList('deliveries', params);
  const rows = useMemo(
    () =>
      list.data
        .map((d) => ({ d, change: customerChange(d) }))
        .filter((r): r is Changed => r.change !== null)
        .sort((a, b) => b.change.at.localeCompare(a.change.at)),
    [list.data],
  );
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <ListHeading list={list}>Customer changes</ListHeading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          Change requests are not recorded as such yet. This page lists the deliveries that the client or its customer
          changed, as each delivery’s status history records it: today those are cancellations.
        </Alert.Description>
      </Alert.Root>
      <DeliveryFilters key={query.search.toString()} value={query.draft} onApply={query.applyFilters} hidden={HIDDEN} />
      {list.error ? (
        <LoadErrorAlert what="Deliveries" message={list.error.displayMessage} />
      ) : list.isLoading ? (
        <BusySpinner label="Loading deliveries" />
      ) : rows.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
          No deliveries were changed by the client or customer for these filters.
        </Box>
      ) : (
        <DataTable
          label="Deliveries changed by the client or customer"
          testId="customer-changes"
          maxH="max(20rem, calc(100vh - 26rem))"
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.d.id}
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        {rows.length} changed deliveries
      </Text>
    </Stack>
  );
}
