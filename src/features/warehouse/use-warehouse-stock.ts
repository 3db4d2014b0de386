/**
 * What a warehouse tablet holds for its warehouse: the warehouses (reference list), the products
 * (indexed by barcode and SKU for scans, ./product-index.ts; `useTabletProducts`, which the
 * receiving page reads too) and the warehouse's stock on hand,
 * each read through the offline layer, so the scan pages work with no signal. The warehouse is
 * the page's `?warehouse=` (a bookmark per tablet), the first warehouse when none is named.
 */
import { useMemo } from 'react';
import { useReferenceList, useResourceList } from '../../offline';
import { productIndex } from './product-index';
import { useSearchState } from '../../ui';

const ALL = { limit: -1, sort: 'sku' } as const;

/** The products the tablet holds, and their index by barcode and SKU (every scan page reads the same list). */
export function useTabletProducts() {
  const products = useResourceList('products', ALL);
  const index = useMemo(() => productIndex(products.data), [products.data]);
  return { products, index };
}

export function useWarehouseStock() {
  const { search, patch } = useSearchState();
  const warehouses = useReferenceList('warehouses');
  const named = Number(search.get('warehouse'));
  const warehouseId = warehouses.data.some((w) => w.id === named) ? named : (warehouses.data[0]?.id ?? null);
  const { products, index } = useTabletProducts();
  const stockParams = useMemo(
    () => ({ limit: -1, sort: 'sku', filters: { warehouseId: String(warehouseId ?? 0) } }),
    [warehouseId],
  );
  const stock = useResourceList('stockLevels', stockParams, { enabled: warehouseId !== null });
  const onHand = useMemo(() => new Map(stock.data.map((s) => [s.productId, s.quantity])), [stock.data]);
  const setWarehouse = (id: string) => patch({ warehouse: id });
  return { warehouses, warehouseId, setWarehouse, products, stock, index, onHand };
}
