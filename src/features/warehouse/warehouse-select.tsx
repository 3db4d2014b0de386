/** The warehouse a tablet page works in, by code and name (the scan pages share it with useWarehouseStock). */
import { FilterSelect } from '../../ui/filter-select';
import type { useWarehouseStock } from './use-warehouse-stock';

export function WarehouseSelect({
  warehouses,
  warehouseId,
  setWarehouse,
}: Pick<ReturnType<typeof useWarehouseStock>, 'warehouses' | 'warehouseId' | 'setWarehouse'>) {
  return (
    <FilterSelect
      label="Warehouse"
      name="warehouse"
      value={warehouseId === null ? '' : String(warehouseId)}
      options={warehouses.data.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }))}
      onChange={setWarehouse}
      width="22rem"
    />
  );
}
