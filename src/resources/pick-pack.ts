/**
 * Pick/pack orders (docs/warehouse.md): a client's order for goods held in a warehouse, with its
 * lines of products, on its way to the delivery it becomes. It moves received -> picked -> packed
 * -> dispatched (or received -> cancelled) as declared transitions; the move to picked takes the
 * goods off the shelf, so the server appends one 'picked' movement per line to the inventory
 * ledger (./warehouse.ts) in the transaction of that move (server/warehouse/pick-pack.ts), and a
 * line whose stock is short refuses the move (422 on status) with nothing saved.
 *
 * Why lines are a resource of their own and not a JSON field: the pick sheet reads them by
 * location, and the Product Summary and Picker Performance reports count them in SQL.
 */
import { admin, adminType, any, because, inState, packer, perm } from './access';
import { dateTime, int, oneOf, ref, text } from './fields';
import { defineResource } from './types';
import { PACKER_TOOLS } from './warehouse';

/** Who reads pick/pack orders: operations staff and the clients' packers. */
export const PICK_READ = any(adminType, perm('packer'));
/** Who takes orders in and moves them along: admins and packers. */
export const PICK_WRITE = packer;

export const PICK_STATUSES = ['received', 'picked', 'packed', 'dispatched', 'cancelled'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];

const UNTIL_PICKED = because(
  'The order has been picked from this warehouse: its warehouse is fixed.',
  inState('status', 'received'),
);

export const pickOrders = defineResource({
  name: 'pickOrders',
  path: '/p/pick-orders',
  label: 'Pick order',
  labelPlural: 'Pick orders',
  fields: {
    number: text('Order', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
      write: 'create',
    }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', editable: true, nullable: true }),
    warehouseId: ref('Warehouse', 'warehouses', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
      write: UNTIL_PICKED,
    }),
    status: oneOf('Status', PICK_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    picker: text('Picker', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      nullable: true,
      maxLength: 80,
      hint: 'Who picks the order: needed to mark it picked.',
    }),
    lines: int('Lines', { column: true, nullable: true, write: 'server' }),
    units: int('Units', { column: true, nullable: true, write: 'server' }),
    receivedAt: dateTime('Received at', {
      column: true,
      sortable: true,
      filter: 'range',
      nullable: true,
      write: 'server',
    }),
    pickedAt: dateTime('Picked at', { column: true, sortable: true, filter: 'range', nullable: true, write: 'server' }),
    packedAt: dateTime('Packed at', { sortable: true, nullable: true, write: 'server' }),
    dispatchedAt: dateTime('Dispatched at', { sortable: true, nullable: true, write: 'server' }),
  },
  lifecycle: {
    field: 'status',
    start: ['received'],
    transitions: [
      { from: ['received'], to: 'picked', who: PICK_WRITE, requires: ['picker'], stamps: ['pickedAt'] },
      { from: ['picked'], to: 'packed', who: PICK_WRITE, stamps: ['packedAt'] },
      { from: ['packed'], to: 'dispatched', who: PICK_WRITE, requires: ['deliveryId'], stamps: ['dispatchedAt'] },
      { from: ['received'], to: 'cancelled', who: PICK_WRITE },
    ],
  },
  clientScoped: true,
  access: { list: PICK_READ, get: PICK_READ, create: PICK_WRITE, update: PICK_WRITE, patch: PICK_WRITE, delete: admin },
  defaultSort: '-receivedAt,number',
  searchFields: ['number', 'picker'],
  indexes: ['number', 'status', 'receivedAt', 'pickedAt', 'deliveryId'],
  unique: [['clientId', 'number']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'number',
  screens: {
    list: {
      path: '/p/track-order-status/all',
      title: 'Track Order Status',
      access: PACKER_TOOLS,
      menu: { id: 'p.track-order-status', heading: 'pick-pack', icon: 'MdTravelExplore' },
    },
    detail: { path: '/p/track-order-status/{id}', title: 'Pick Order', access: PACKER_TOOLS },
    create: { path: '/p/track-order-status/all/create', title: 'Take In Order', access: PACKER_TOOLS },
  },
});

/**
 * A line of a pick order: a quantity of one of the client's products, picked from a location of
 * the order's warehouse. Lines are added and changed only while the order is received (the
 * server refuses otherwise, naming pickOrderId); the product's SKU is kept as the row's name.
 */
export const pickOrderLines = defineResource({
  name: 'pickOrderLines',
  path: '/p/pick-order-lines',
  label: 'Pick order line',
  labelPlural: 'Pick order lines',
  fields: {
    pickOrderId: ref('Order', 'pickOrders', { column: true, filter: 'exact', required: true, write: 'create' }),
    productId: ref('Product', 'products', { column: true, filter: 'exact', required: true, write: 'create' }),
    sku: text('SKU', { column: true, sortable: true, filter: 'text', nullable: true, maxLength: 40, write: 'server' }),
    quantity: int('Quantity', { column: true, editable: true, required: true, min: 1, max: 10_000 }),
    locationId: ref('Location', 'warehouseLocations', {
      column: true,
      filter: 'exact',
      editable: true,
      nullable: true,
    }),
  },
  clientScoped: true,
  access: { list: PICK_READ, get: PICK_READ, create: PICK_WRITE, patch: PICK_WRITE, delete: PICK_WRITE },
  defaultSort: 'pickOrderId,sku',
  searchFields: ['sku'],
  indexes: ['pickOrderId', 'productId'],
  unique: [['pickOrderId', 'productId']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'sku',
  screens: {
    list: { path: '/p/pick-order-lines/all', title: 'Pick Order Lines', access: PACKER_TOOLS },
    detail: { path: '/p/pick-order-lines/{id}', title: 'Pick Order Line', access: PACKER_TOOLS },
    create: { path: '/p/pick-order-lines/all/create', title: 'Add Line', access: PACKER_TOOLS },
  },
});
