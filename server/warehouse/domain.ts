/** The warehouse domain (docs/warehouse.md): the write hooks of stock adjustments and locations; the ledger's writer is ./ledger.ts. */
import type { Domain } from '../domain/domain';
import { WAREHOUSE_HOOKS } from './hooks';

export const warehouseDomain: Domain = { name: 'warehouse', hooks: WAREHOUSE_HOOKS };
