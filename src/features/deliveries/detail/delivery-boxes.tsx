import { Box, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import { formatValue } from '../../../ui/resource-pages';
import { PendingBadge } from '../../../ui/resource-pages';
import { StatusBadge } from '../../../ui/resource-pages';

/** The boxes of one delivery (a handful, so a plain table). */
export function DeliveryBoxes({ deliveryId }: { deliveryId: number }) {
  const params = useMemo(() => ({ limit: 200, sort: 'barcode', filters: { deliveryId } }), [deliveryId]);
  const list = useResourceList('boxes', params);
  return (
    <Box as="section" aria-labelledby="delivery-boxes">
      <Heading as="h2" size="md" id="delivery-boxes" mb="2">
        Boxes {list.isLoading ? <Spinner size="xs" /> : `(${list.count})`}
      </Heading>
      {list.error ? (
        <Text color="fg.error">Boxes could not be loaded: {list.error.displayMessage}</Text>
      ) : !list.isLoading && list.data.length === 0 ? (
        <Text color="fg.muted">No boxes recorded for this delivery.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="delivery-boxes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Barcode</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Size</Table.ColumnHeader>
                <Table.ColumnHeader>Weight (kg)</Table.ColumnHeader>
                <Table.ColumnHeader>Load checked</Table.ColumnHeader>
                <Table.ColumnHeader>Last scan</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.map((b) => (
                <Table.Row key={b.id}>
                  <Table.Cell>
                    {String(b.barcode)} <PendingBadge marks={b} />
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={String(b.status)} />
                  </Table.Cell>
                  <Table.Cell>{String(b.sizeCode || '—')}</Table.Cell>
                  <Table.Cell>{String(b.weightKg)}</Table.Cell>
                  <Table.Cell>{b.loadChecked ? 'Yes' : 'No'}</Table.Cell>
                  <Table.Cell>{formatValue({ label: '', type: 'datetime' }, b.scannedAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
