/**
 * Inventory V2 (/wh/inventory-v2/all, InventoryV2): the warehouse tablet's stock on hand. One
 * warehouse at a time (`?warehouse=`), every product it holds with its barcode and what is on hand,
 * read from the device's copy, so it opens with no signal. A scan (./scan-field.tsx) narrows the
 * table to the product scanned; the stock figures are the server-kept balances (docs/warehouse.md:
 * never summed here, never typed in), and their ledger is Inventory V2 Logs.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../lib/calendar';
import { stockLevels } from '../../resources/warehouse';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PageFrame } from '../../ui/page-frame';
import { useRecordZones } from '../../ui/use-depot-zone';
import { findProduct } from './product-index';
import { ScanField } from './scan-field';
import { useWarehouseStock } from './use-warehouse-stock';
import { WarehouseSelect } from './warehouse-select';

interface StockRow {
  id: number;
  productId: number;
  sku: string;
  name: string;
  barcode: string | null;
  onHand: number;
  /** on the warehouse's depot clock */
  lastMovement: string | null;
}

const COLUMNS: DataColumn<StockRow>[] = [
  { key: 'sku', header: 'SKU', kind: 'reference', value: (r) => r.sku },
  { key: 'name', header: 'Product', kind: 'text', value: (r) => r.name },
  { key: 'barcode', header: 'Barcode', kind: 'reference', value: (r) => r.barcode },
  { key: 'onHand', header: 'On hand', kind: 'number', value: (r) => r.onHand },
  {
    key: 'lastMovement',
    header: 'Last movement',
    kind: 'datetime',
  },
];

export function InventoryV2Page() {
  const { warehouses, warehouseId, setWarehouse, products, stock, index } = useWarehouseStock();
  const [only, setOnly] = useState<{ code: string; productId: number | null } | null>(null);
  const zoneOf = useRecordZones(stockLevels, stock.data);
  const rows = useMemo(() => {
    const byId = new Map(products.data.map((p) => [p.id, p]));
    return stock.data
      .map((s): StockRow => {
        const p = byId.get(s.productId);
        return {
          id: s.id,
          productId: s.productId,
          sku: p?.sku ?? s.sku ?? '',
          name: p?.name ?? '',
          barcode: p?.barcode ?? null,
          onHand: s.quantity,
          lastMovement: s.lastMovementAt ? formatDateTime(s.lastMovementAt, zoneOf(s)) : null,
        };
      })
      .filter((r) => only === null || r.productId === only.productId);
  }, [products.data, stock.data, only, zoneOf]);
  const total = rows.reduce((n, r) => n + r.onHand, 0);

  return (
    <PageFrame title="Inventory V2" state={stock}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <WarehouseSelect warehouses={warehouses} warehouseId={warehouseId} setWarehouse={setWarehouse} />
        <ScanField
          label="Scan to find a product"
          onCode={(code) => setOnly({ code: code.trim(), productId: findProduct(index, code)?.id ?? null })}
        />
        {only ? (
          <Button size="sm" variant="outline" onClick={() => setOnly(null)}>
            Show every product
          </Button>
        ) : null}
      </HStack>
      {only ? (
        <Text data-testid="scan-result">
          {only.productId === null
            ? `No product on this device has the barcode or SKU ${only.code}.`
            : `Showing the product ${only.code} finds.`}
        </Text>
      ) : null}
      <DataTable
        label="Stock on hand in this warehouse"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        maxH="65vh"
        totals={{ values: { onHand: total.toLocaleString('en-AU') } }}
        status={{ state: stock, what: 'Stock on hand' }}
      />
    </PageFrame>
  );
}
