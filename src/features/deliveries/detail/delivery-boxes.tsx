import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatValue } from '../../../ui/resource-pages';
import { useDepotZone } from '../../../ui/use-depot-zone';
import { useResourceList, type StoredRecord, type WithPending } from '../../../offline';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { BOX_COLUMNS } from '../boxes/box-columns';

const columns = (zone: string): readonly DataColumn<WithPending<StoredRecord>>[] => [
  ...BOX_COLUMNS,
  { key: 'sizeCode', header: 'Size' },
  { key: 'weightKg', header: 'Weight (kg)', kind: 'number' },
  { key: 'loadChecked', header: 'Load checked', value: (b) => (b.loadChecked ? 'Yes' : 'No') },
  {
    key: 'scannedAt',
    header: 'Last scan',
    kind: 'datetime',
    value: (b) => formatValue({ label: '', type: 'datetime' }, b.scannedAt, undefined, zone),
  },
];

/** The boxes of one delivery (a handful, so a plain table). */
export function DeliveryBoxes({ deliveryId, groupId }: { deliveryId: number; groupId: unknown }) {
  const zone = useDepotZone(groupId);
  const COLUMNS = useMemo(() => columns(zone), [zone]);
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
        <DataTable
          label="Boxes of this delivery"
          testId="delivery-boxes"
          columns={COLUMNS}
          rows={list.data}
          rowKey={(b) => b.id}
        />
      )}
    </Box>
  );
}
