/**
 * `/d/customer-change/all`. The API has no customer-change-request record (the registry declares
 * none), and this page does not invent one. What the data does record is who changed a delivery:
 * its status history names 'client' or 'customer' when they did. So the page lists the day's
 * deliveries changed by the client or its customer (today: cancellations, the only such change
 * the operation records), newest change first, and says plainly what it is showing.
 * See docs/deliveries.md.
 */
import { Alert, Box, Link, Stack, Table, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../../theme/busy-spinner';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceList, type StoredRecord } from '../../../offline';
import type { StatusChange } from '../../../resources/common';
import { DeliveryFilters } from '..';
import { deliveryDetailPath } from '..';
import { StatusBadge } from '../../../ui/resource-pages';
import { useDeliveryQuery } from '..';
import { ListHeading } from '../../../ui/resource-pages';
import { formatValue } from '../../../ui/resource-pages';
import { LoadErrorAlert } from '../../../ui/resource-pages';
import { customerChange } from './confirm-delivery';

const FIXED = { status: 'cancelled' };
const HIDDEN = ['status', 'serviceType'] as const;

export function CustomerChangePage() {
  const query = useDeliveryQuery({ fixed: FIXED });
  const params = useMemo(() => ({ ...query.params, limit: -1, offset: 0 }), [query.params]);
  const list = useResourceList('deliveries', params);
  const rows = useMemo(
    () =>
      list.data
        .map((d) => ({ d, change: customerChange(d) }))
        .filter((r): r is { d: StoredRecord; change: StatusChange } => r.change !== null)
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
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="max(20rem, calc(100vh - 26rem))">
          <Table.Root size="sm" stickyHeader data-testid="customer-changes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Reference</Table.ColumnHeader>
                <Table.ColumnHeader>Recipient</Table.ColumnHeader>
                <Table.ColumnHeader>Change</Table.ColumnHeader>
                <Table.ColumnHeader>By</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ d, change }) => (
                <Table.Row key={d.id}>
                  <Table.Cell>{formatValue({ label: '', type: 'datetime' }, change.at)}</Table.Cell>
                  <Table.Cell>
                    <Link asChild color="blue.fg">
                      <RouterLink to={deliveryDetailPath(d.id)}>{String(d.reference)}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{String(d.recipientName)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={change.status} />
                  </Table.Cell>
                  <Table.Cell>{change.by}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text fontSize="sm" color="fg.muted">
        {rows.length} changed deliveries
      </Text>
    </Stack>
  );
}
