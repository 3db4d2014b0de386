/**
 * Pick Sheet Order (/client-tools/{clientId}/pick-sheet-order): a client's pick/pack order as the
 * sheet a picker carries: the order's number, warehouse, delivery and time taken in, then its lines
 * in walking order (./pick-sheet.ts) with a box to tick. The order is the page's `?order=` (the
 * client's orders waiting to be picked are offered, the oldest first). Printing shows the sheet
 * alone (src/ui/print-layout.tsx; the table repeats its header on every page).
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/calendar';
import { useReferenceList, useResourceList } from '../../offline';
import { pickOrders } from '../../resources/pick-pack';
import { useSelectedClient } from '../../session/selected-client';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { FilterSelect } from '../../ui/filter-select';
import { PageFrame } from '../../ui/page-frame';
import { PrintButton, PrintPageStyles } from '../../ui/print-layout';
import { useRecordZones } from '../../ui/use-depot-zone';
import { pickSheetLines, type SheetLine } from './pick-sheet';

const COLUMNS: DataColumn<SheetLine>[] = [
  { key: 'location', header: 'Location', kind: 'reference', value: (l) => l.location || '—' },
  { key: 'sku', header: 'SKU', kind: 'reference', value: (l) => l.sku },
  { key: 'name', header: 'Product', kind: 'text', value: (l) => l.name },
  { key: 'barcode', header: 'Barcode', kind: 'reference', value: (l) => l.barcode },
  { key: 'quantity', header: 'Quantity', kind: 'number', value: (l) => l.quantity },
  { key: 'picked', header: 'Picked', kind: 'text', value: () => '☐' },
];

export function PickSheetPage() {
  const selected = useSelectedClient();
  const fromPath = Number(useParams().clientId);
  const clientId = fromPath > 0 ? fromPath : selected.clientId > 0 ? selected.clientId : null;
  const [search, setSearch] = useSearchParams();
  const ordersParams = useMemo(
    () => ({
      limit: 200,
      sort: 'receivedAt',
      filters: { status: 'received', ...(clientId ? { clientId: String(clientId) } : {}) },
    }),
    [clientId],
  );
  const orders = useResourceList('pickOrders', ordersParams, { enabled: clientId !== null });
  const named = Number(search.get('order'));
  const order = orders.data.find((o) => o.id === named) ?? orders.data[0] ?? null;
  // the time taken in on the warehouse's depot clock
  const zoneOf = useRecordZones(pickOrders, orders.data);
  const linesParams = useMemo(
    () => ({ limit: -1, sort: 'sku', filters: { pickOrderId: String(order?.id ?? 0) } }),
    [order?.id],
  );
  const lines = useResourceList('pickOrderLines', linesParams, { enabled: order !== null });
  const productsParams = useMemo(
    () => ({ limit: -1, sort: 'sku', filters: { clientId: String(clientId ?? '') } }),
    [clientId],
  );
  const products = useResourceList('products', productsParams, { enabled: clientId !== null });
  const locations = useReferenceList('warehouseLocations').data;
  const warehouses = useReferenceList('warehouses').data;
  const clients = useReferenceList('clients').data;
  const rows = useMemo(
    () =>
      pickSheetLines(
        lines.data,
        new Map(products.data.map((p) => [p.id, p])),
        new Map(locations.map((l) => [l.id, l.code])),
      ),
    [lines.data, products.data, locations],
  );
  const client = clients.find((c) => c.id === clientId);
  const warehouse = warehouses.find((w) => w.id === order?.warehouseId);

  return (
    <PageFrame title="Pick Sheet Order" state={order ? lines : undefined} actions={<PrintButton />}>
      <PrintPageStyles />
      {clientId === null ? (
        <Text p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          Choose a client (the client selector at the top) to print its pick sheets.
        </Text>
      ) : (
        <>
          <FilterSelect
            label="Order waiting to be picked"
            name="order"
            value={order ? String(order.id) : ''}
            options={orders.data.map((o) => ({
              value: String(o.id),
              label: `${o.number} · ${o.lines ?? 0} lines`,
            }))}
            onChange={(v) => setSearch({ order: v }, { replace: true })}
            width="18rem"
          />
          {order === null ? (
            <Text data-testid="empty-state">
              {orders.isLoading ? 'Loading the orders…' : 'No order of this client is waiting to be picked.'}
            </Text>
          ) : (
            <Stack gap="2" data-print-doc>
              <Heading as="h2" size="md" data-testid="pick-sheet-heading">
                Pick sheet · order {order.number}
              </Heading>
              <Text fontSize="sm">
                {client?.name ?? 'Client'} · {warehouse ? `${warehouse.code} ${warehouse.name}` : 'Warehouse'} · taken
                in {order.receivedAt ? formatDateTime(order.receivedAt, zoneOf(order)) : '—'} · {rows.length} lines ·{' '}
                {rows.reduce((n, l) => n + l.quantity, 0)} units
              </Text>
              <DataTable
                label={`Lines of order ${order.number}`}
                columns={COLUMNS}
                rows={rows}
                rowKey={(l) => l.id}
                status={{ state: lines, what: 'Lines' }}
              />
              <Text fontSize="sm" pt="4">
                Picked by: ____________________ Time: ________
              </Text>
            </Stack>
          )}
        </>
      )}
    </PageFrame>
  );
}
