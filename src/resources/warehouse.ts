/**
 * The warehouse (docs/warehouse.md): the operator's warehouses with their floors and locations,
 * the products clients keep there, and the inventory: a ledger of stock movements, the stock on
 * hand it adds up to, and the stock adjustments that append to it.
 *
 * Why the ledger and the balance are both declared here and written only by the server: stock on
 * hand is never typed in. Every change of stock is a movement (received, picked, adjusted,
 * transferred) appended by the server in the transaction of the write that causes it (an
 * adjustment, a receipt), and the balance row of its product and warehouse moves in the same
 * transaction (server/warehouse/ledger.ts). So the balance always equals the ledger's sum, and a
 * stock list of 10,000 products reads 10,000 rows, not a million movements.
 */
import {
  admin,
  adminType,
  all,
  any,
  because,
  inState,
  integration,
  inventoryAdjustments,
  inventoryV2,
  packer,
  packerConfig,
  perm,
  staffOr,
} from './access';
import { bool, dateTime, int, longText, num, oneOf, ref, refs, text } from './fields';
import { defineResource } from './types';

/** Who reads the warehouse's lists: operations staff and the clients' packers and purchasers. */
export const WAREHOUSE_READ = any(adminType, perm('packer'), perm('purchase-orders'));
/** Who keeps a client's products: admins and the client's packers. */
export const PRODUCT_WRITE = packer;
/** Who reads stock on hand and the ledger. */
export const INVENTORY_READ = staffOr('packer');
/** Who adjusts stock: admins, and packers given the InventoryAdjustment feature (spec 6). */
export const STOCK_ADJUST = any(admin, all(perm('packer'), inventoryAdjustments));
/** Packer tools are shown when there is no client, the client id is -1 or the client's flag is on (spec 6). */
export const PACKER_TOOLS = all(packer, packerConfig('packerToolsEnabled'));

export const LOCATION_KINDS = ['pick', 'bulk', 'dock', 'staging'] as const;

export const warehouses = defineResource({
  name: 'warehouses',
  path: '/wh/warehouses',
  label: 'Warehouse',
  labelPlural: 'Warehouses',
  fields: {
    code: text('Code', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 16,
    }),
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    address: text('Address', { column: true, filter: 'text', editable: true, maxLength: 200 }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', editable: true, nullable: true }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: false,
  access: { list: WAREHOUSE_READ, get: WAREHOUSE_READ, create: admin, update: admin, patch: admin, delete: admin },
  defaultSort: 'code',
  searchFields: ['code', 'name'],
  indexes: ['code'],
  unique: [['code']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/wh/warehouses/all',
      access: admin,
      menu: { id: 'wh.warehouses', heading: 'pick-pack', icon: 'MdWarehouse' },
    },
    detail: { path: '/wh/warehouses/{id}', access: admin },
    create: { path: '/wh/warehouses/all/create', title: 'Add Warehouse', access: admin },
  },
});

export const warehouseFloors = defineResource({
  name: 'warehouseFloors',
  path: '/wh/floors',
  label: 'Floor',
  labelPlural: 'Floors',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 60 }),
    warehouseId: ref('Warehouse', 'warehouses', { column: true, filter: 'exact', editable: true, required: true }),
    level: int('Level', { column: true, sortable: true, editable: true, min: -5, max: 50 }),
    pickFaces: int('Pick faces', { column: true, sortable: true, editable: true, min: 0, max: 100000 }),
  },
  clientScoped: false,
  access: { list: WAREHOUSE_READ, get: WAREHOUSE_READ, create: admin, update: admin, patch: admin, delete: admin },
  defaultSort: 'warehouseId,level',
  searchFields: ['name'],
  indexes: ['warehouseId', 'level'],
  unique: [['warehouseId', 'name']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/p/floors/all',
      access: PACKER_TOOLS,
      menu: { id: 'p.floors', heading: 'pick-pack', icon: 'MdViewInAr' },
    },
    detail: { path: '/p/floors/{id}', title: 'Floor', access: PACKER_TOOLS },
    create: { path: '/p/floors/all/create', title: 'Add Floor', access: admin },
  },
});

/** A place on a floor where stock sits (a bay, a shelf, the dock). Read by pickers and the pick sheet. */
export const warehouseLocations = defineResource({
  name: 'warehouseLocations',
  path: '/wh/locations',
  label: 'Location',
  labelPlural: 'Locations',
  fields: {
    code: text('Code', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 24 }),
    warehouseId: ref('Warehouse', 'warehouses', { column: true, filter: 'exact', editable: true, required: true }),
    floorId: ref('Floor', 'warehouseFloors', { column: true, filter: 'exact', editable: true, required: true }),
    kind: oneOf('Kind', LOCATION_KINDS, { column: true, filter: 'exact', editable: true, required: true }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: false,
  access: { list: WAREHOUSE_READ, get: WAREHOUSE_READ, create: admin, update: admin, patch: admin, delete: admin },
  defaultSort: 'warehouseId,code',
  searchFields: ['code'],
  indexes: ['warehouseId', 'floorId', 'code'],
  unique: [['warehouseId', 'code']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'code',
});

export const products = defineResource({
  name: 'products',
  path: '/p/products',
  label: 'Product',
  labelPlural: 'Products',
  fields: {
    sku: text('SKU', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 40 }),
    name: text('Name', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 120,
    }),
    barcode: text('Barcode', { column: true, filter: 'exact', editable: true, nullable: true, maxLength: 40 }),
    lengthCm: num('Length (cm)', { editable: true, min: 0, max: 1000, nullable: true }),
    widthCm: num('Width (cm)', { editable: true, min: 0, max: 1000, nullable: true }),
    heightCm: num('Height (cm)', { editable: true, min: 0, max: 1000, nullable: true }),
    weightKg: num('Weight (kg)', { column: true, sortable: true, editable: true, min: 0, max: 5000, nullable: true }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: true,
  access: {
    list: WAREHOUSE_READ,
    get: WAREHOUSE_READ,
    create: PRODUCT_WRITE,
    update: PRODUCT_WRITE,
    patch: PRODUCT_WRITE,
    delete: admin,
  },
  defaultSort: 'sku',
  searchFields: ['sku', 'name', 'barcode'],
  indexes: ['sku', 'barcode'],
  unique: [
    ['clientId', 'sku'],
    ['clientId', 'barcode'],
  ],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/p/products/all',
      title: ['Product Management', 'Packer Products'],
      access: PACKER_TOOLS,
      menu: { id: 'p.products', heading: 'pick-pack', icon: 'MdCategory' },
    },
    detail: { path: '/p/products/{id}', title: 'Product', access: PACKER_TOOLS },
    create: { path: '/p/products/all/create', title: 'Add Product', access: PACKER_TOOLS },
  },
});

/** The kinds of stock movement; a transfer is two movements (out of one warehouse, into another). */
export const MOVEMENT_KINDS = ['received', 'picked', 'adjusted', 'transferred'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** The writes a movement comes from (its `sourceId` is that record's id). */
export const MOVEMENT_SOURCES = ['adjustment', 'receipt', 'pick', 'transfer'] as const;
export type MovementSource = (typeof MOVEMENT_SOURCES)[number];

/** The inventory ledger: append-only, written by the server alone (no create, update or delete). */
export const stockMovements = defineResource({
  name: 'stockMovements',
  path: '/wh/stock-movements',
  label: 'Stock movement',
  labelPlural: 'Stock movements',
  fields: {
    at: dateTime('At', { column: true, sortable: true, filter: 'range', write: 'server' }),
    kind: oneOf('Kind', MOVEMENT_KINDS, { column: true, filter: 'exact', write: 'server' }),
    productId: ref('Product', 'products', { column: true, filter: 'exact', write: 'server' }),
    warehouseId: ref('Warehouse', 'warehouses', { column: true, filter: 'exact', write: 'server' }),
    quantity: int('Quantity', { column: true, write: 'server' }),
    balanceAfter: int('Stock after', { column: true, write: 'server' }),
    source: oneOf('Source', MOVEMENT_SOURCES, { column: true, filter: 'exact', write: 'server' }),
    sourceId: int('Source record', { filter: 'exact', write: 'server' }),
    byUserId: ref('By', 'users', { filter: 'exact', nullable: true, write: 'server' }),
  },
  clientScoped: true,
  access: { list: INVENTORY_READ, get: INVENTORY_READ },
  defaultSort: '-at',
  indexes: ['at', 'productId', 'warehouseId'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'kind',
  screens: {
    list: {
      path: '/wh/inventory-v2/logs/all',
      title: 'Inventory V2 Logs',
      access: inventoryV2,
      menu: { id: 'wh.inventory-v2-logs', heading: 'pick-pack', icon: 'MdHistory', beta: { new: true } },
    },
    detail: { path: '/wh/inventory-v2/logs/{id}', title: 'Stock Movement', access: inventoryV2 },
  },
});

/** Warehouse Inventory is shown where a visible client has the warehouse-management integration (spec 6). */
const INVENTORY_SCREEN = all(integration('warehouse-management'), INVENTORY_READ);

/** Stock on hand: one balance per product and warehouse, moved by the server with each movement. */
export const stockLevels = defineResource({
  name: 'stockLevels',
  path: '/wh/stock',
  label: 'Stock on hand',
  labelPlural: 'Stock on hand',
  fields: {
    /** the product's SKU as of the last movement: the row's name in lists and pickers */
    sku: text('SKU', { column: true, sortable: true, filter: 'text', nullable: true, maxLength: 40, write: 'server' }),
    productId: ref('Product', 'products', { column: true, filter: 'exact', write: 'server' }),
    warehouseId: ref('Warehouse', 'warehouses', { column: true, filter: 'exact', write: 'server' }),
    quantity: int('On hand', { column: true, sortable: true, filter: 'range', write: 'server' }),
    lastMovementAt: dateTime('Last movement', { column: true, sortable: true, write: 'server' }),
  },
  clientScoped: true,
  access: { list: INVENTORY_READ, get: INVENTORY_READ },
  defaultSort: 'warehouseId,productId',
  indexes: ['productId', 'warehouseId'],
  unique: [['warehouseId', 'productId']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'sku',
  screens: {
    list: {
      path: '/wh/inventory/all',
      title: ['Warehouse Inventory', 'Inventory'],
      access: INVENTORY_SCREEN,
      menu: [
        { id: 'wh.inventory', heading: 'pick-pack', icon: 'MdWarehouse' },
        { id: 'd.inventory', heading: 'deliveries', icon: 'MdWarehouse' },
      ],
    },
    detail: { path: '/wh/inventory/{id}', title: 'Stock on hand', access: INVENTORY_SCREEN },
  },
});

/** Why stock was adjusted; required on every adjustment. */
export const ADJUSTMENT_REASONS = ['stock-count', 'damaged', 'expired', 'lost', 'found', 'returned', 'sample'] as const;
export const ADJUSTMENT_STATUSES = ['applied', 'reversed'] as const;

const REVERSE = because('Only admins reverse a stock adjustment.', admin);

/**
 * A stock adjustment: a signed quantity of one product in one warehouse with its reason. Created
 * applied (the server appends its 'adjusted' movement in the same transaction, refused with a 422
 * on quantity when stock would go below zero); an admin may reverse it, which appends the
 * opposite movement. What it adjusts is fixed once written.
 */
export const stockAdjustments = defineResource({
  name: 'stockAdjustments',
  path: '/wh/stock-adjustments',
  label: 'Stock adjustment',
  labelPlural: 'Stock adjustments',
  fields: {
    productId: ref('Product', 'products', { column: true, filter: 'exact', required: true }),
    warehouseId: ref('Warehouse', 'warehouses', { column: true, filter: 'exact', required: true }),
    quantity: int('Quantity', {
      column: true,
      required: true,
      min: -100000,
      max: 100000,
      hint: 'Positive adds stock, negative takes it away.',
    }),
    reasonCode: oneOf('Reason', ADJUSTMENT_REASONS, { column: true, filter: 'exact', required: true }),
    note: longText('Note', { editable: true, nullable: true }),
    status: oneOf('Status', ADJUSTMENT_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    adjustedAt: dateTime('Adjusted at', { column: true, sortable: true, nullable: true, write: 'server' }),
    reversedAt: dateTime('Reversed at', { nullable: true, write: 'server' }),
  },
  lifecycle: {
    field: 'status',
    start: ['applied'],
    transitions: [{ from: ['applied'], to: 'reversed', who: REVERSE, stamps: ['reversedAt'] }],
  },
  clientScoped: true,
  access: { list: STOCK_ADJUST, get: STOCK_ADJUST, create: STOCK_ADJUST, patch: STOCK_ADJUST },
  defaultSort: '-adjustedAt',
  indexes: ['adjustedAt', 'productId', 'warehouseId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'reasonCode',
  screens: {
    list: {
      path: '/wh/stock-adjustment/all',
      access: inventoryAdjustments,
      menu: { id: 'wh.stock-adjustment', heading: 'pick-pack', icon: 'MdScale' },
    },
    detail: { path: '/wh/stock-adjustment/{id}', title: 'Stock Adjustment', access: inventoryAdjustments },
    create: { path: '/wh/stock-adjustment/all/create', title: 'Adjust Stock', access: inventoryAdjustments },
  },
});

/** Stock on hand per product and warehouse as the ledger adds it up: the balance rows must equal this. */
export function ledgerBalances(
  movements: readonly { productId: number; warehouseId: number; quantity: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of movements) {
    const key = balanceKey(m.warehouseId, m.productId);
    out.set(key, (out.get(key) ?? 0) + m.quantity);
  }
  return out;
}

export const balanceKey = (warehouseId: number, productId: number): string => `${warehouseId}:${productId}`;

export const PALLET_STATUSES = ['open', 'closed', 'dispatched'] as const;

/**
 * A pallet: boxes stacked and wrapped together at a depot or warehouse dock. Built while open
 * (boxes added by scanning), closed once wrapped, dispatched when it leaves. Operations staff's.
 */
export const pallets = defineResource({
  name: 'pallets',
  path: '/pallet/pallets',
  label: 'Pallet',
  labelPlural: 'Pallets',
  fields: {
    code: text('Pallet', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
    }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    status: oneOf('Status', PALLET_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    boxIds: refs('Boxes', 'boxes', {
      editable: true,
      write: because('Boxes are added while a pallet is open.', inState('status', 'open')),
    }),
    closedAt: dateTime('Closed at', { column: true, sortable: true, nullable: true, write: 'server' }),
    dispatchedAt: dateTime('Dispatched at', { column: true, sortable: true, nullable: true, write: 'server' }),
  },
  lifecycle: {
    field: 'status',
    start: ['open'],
    transitions: [
      { from: ['open'], to: 'closed', who: adminType, stamps: ['closedAt'] },
      { from: ['closed'], to: 'open', who: adminType, clears: ['closedAt'] },
      { from: ['closed'], to: 'dispatched', who: adminType, stamps: ['dispatchedAt'] },
    ],
  },
  clientScoped: false,
  access: { list: adminType, get: adminType, create: adminType, update: adminType, patch: adminType, delete: admin },
  defaultSort: '-id',
  searchFields: ['code'],
  indexes: ['code', 'status', 'depotId'],
  unique: [['code']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'code',
  screens: {
    list: {
      path: '/pallet/pallets/all',
      access: adminType,
      menu: { id: 'pallet.pallets', heading: 'deliveries', icon: 'MdPallet' },
    },
    detail: { path: '/pallet/pallets/{id}', title: 'Pallet', access: adminType },
    create: { path: '/pallet/pallets/all/create', title: 'New Pallet', access: adminType },
  },
});
