/**
 * What the warehouse systems outside the console tell it (docs/warehouse.md): the products as a
 * client's warehouse-management system (WMS) holds them, with the stock it reports against the
 * console's own ledger; the DotWMS order items and the deliveries synced with DotWMS; and the two
 * logs developers read when a sync goes wrong (WMS Logs) or a packer's handheld does (Packer
 * Logs). Every record here is written by the integration or the server, so nothing is editable:
 * the declarations give list and get, and the fields are server-kept.
 */
import { admin, adminType, all, developer, dotwms, integration } from './access';
import { dateTime, int, oneOf, ref, text } from './fields';
import { defineResource } from './types';

/** WMS Products: admins, where a visible client has the warehouse-management integration (spec 6). */
const WMS_SCREEN = all(admin, integration('warehouse-management'));

export const WMS_SYNC_STATUSES = ['synced', 'mismatch', 'unmatched'] as const;

/** A product as the client's WMS holds it, matched to the console's product by SKU. */
export const wmsProducts = defineResource({
  name: 'wmsProducts',
  path: '/wms/products',
  label: 'WMS product',
  labelPlural: 'WMS products',
  fields: {
    wmsSku: text('WMS SKU', { column: true, sortable: true, filter: 'text', maxLength: 40, write: 'server' }),
    name: text('Name', { column: true, sortable: true, filter: 'text', maxLength: 120, write: 'server' }),
    productId: ref('Product', 'products', { column: true, filter: 'exact', nullable: true, write: 'server' }),
    wmsQuantity: int('WMS on hand', { column: true, sortable: true, write: 'server' }),
    consoleQuantity: int('Console on hand', { column: true, sortable: true, nullable: true, write: 'server' }),
    status: oneOf('Sync', WMS_SYNC_STATUSES, { column: true, filter: 'exact', write: 'server' }),
    syncedAt: dateTime('Synced at', { column: true, sortable: true, filter: 'range', write: 'server' }),
  },
  clientScoped: true,
  access: { list: adminType, get: adminType },
  defaultSort: 'wmsSku',
  searchFields: ['wmsSku', 'name'],
  indexes: ['wmsSku', 'status', 'syncedAt'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'wmsSku',
  screens: {
    list: {
      path: '/wms/products/all',
      access: WMS_SCREEN,
      menu: { id: 'wms.products', heading: 'pick-pack', icon: 'MdCategory' },
    },
    detail: { path: '/wms/products/{id}', title: 'WMS Product', access: WMS_SCREEN },
  },
});

export const WMS_LOG_KINDS = ['stock-sync', 'product-sync', 'order-push', 'shipment'] as const;
export const LOG_RESULTS = ['ok', 'failed'] as const;

/** One exchange with a client's WMS: what was sent or read, and how it went. */
export const wmsLogs = defineResource({
  name: 'wmsLogs',
  path: '/wms/logs',
  label: 'WMS log',
  labelPlural: 'WMS logs',
  fields: {
    at: dateTime('At', { column: true, sortable: true, filter: 'range', write: 'server' }),
    kind: oneOf('Exchange', WMS_LOG_KINDS, { column: true, filter: 'exact', write: 'server' }),
    result: oneOf('Result', LOG_RESULTS, { column: true, filter: 'exact', write: 'server' }),
    reference: text('Reference', { column: true, filter: 'text', maxLength: 60, write: 'server' }),
    records: int('Records', { column: true, write: 'server' }),
    message: text('Message', { column: true, maxLength: 300, write: 'server' }),
  },
  clientScoped: true,
  access: { list: developer, get: developer },
  defaultSort: '-at',
  searchFields: ['reference', 'message'],
  indexes: ['at', 'kind', 'result'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'reference',
  screens: {
    list: { path: '/wms/logs/all', menu: { id: 'dev.wms-logs', heading: 'dev', icon: 'MdHistory' } },
    detail: { path: '/wms/logs/{id}', title: 'WMS Log' },
  },
});

export const PACKER_ACTIONS = ['scanned', 'picked', 'packed', 'label-printed', 'scan-rejected'] as const;

/** What a packer's handheld did with an order: each scan and step, by picker name. */
export const packerLogs = defineResource({
  name: 'packerLogs',
  path: '/p/logs',
  label: 'Packer log',
  labelPlural: 'Packer logs',
  fields: {
    at: dateTime('At', { column: true, sortable: true, filter: 'range', write: 'server' }),
    pickOrderId: ref('Order', 'pickOrders', { column: true, filter: 'exact', write: 'server' }),
    picker: text('Picker', { column: true, filter: 'text', maxLength: 80, write: 'server' }),
    action: oneOf('Action', PACKER_ACTIONS, { column: true, filter: 'exact', write: 'server' }),
    message: text('Message', { column: true, maxLength: 300, write: 'server' }),
  },
  clientScoped: true,
  access: { list: developer, get: developer },
  defaultSort: '-at',
  searchFields: ['picker', 'message'],
  indexes: ['at', 'pickOrderId', 'action'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'action',
  screens: {
    list: { path: '/p/logs/all', menu: { id: 'dev.packer-logs', heading: 'dev', icon: 'MdHistory' } },
    detail: { path: '/p/logs/{id}', title: 'Packer Log' },
  },
});

export const DOTWMS_ITEM_STATUSES = ['allocated', 'picked', 'shipped', 'short'] as const;

/** An item of an order DotWMS fulfils for a delivery. */
export const dotwmsOrderItems = defineResource({
  name: 'dotwmsOrderItems',
  path: '/d/dotwms-order-items',
  label: 'DotWMS order item',
  labelPlural: 'DotWMS order items',
  fields: {
    orderNumber: text('DotWMS order', { column: true, sortable: true, filter: 'text', maxLength: 40, write: 'server' }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', nullable: true, write: 'server' }),
    sku: text('SKU', { column: true, filter: 'text', maxLength: 40, write: 'server' }),
    description: text('Description', { column: true, maxLength: 120, write: 'server' }),
    quantity: int('Quantity', { column: true, write: 'server' }),
    status: oneOf('Status', DOTWMS_ITEM_STATUSES, { column: true, filter: 'exact', write: 'server' }),
  },
  clientScoped: true,
  access: { list: adminType, get: adminType },
  defaultSort: 'orderNumber,sku',
  searchFields: ['orderNumber', 'sku'],
  indexes: ['orderNumber', 'deliveryId', 'status'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'orderNumber',
  screens: {
    list: {
      path: '/d/dotwms-order-items/all',
      access: dotwms,
      menu: { id: 'd.dotwms-items', heading: 'pick-pack', icon: 'MdList' },
    },
    detail: { path: '/d/dotwms-order-items/{id}', title: 'DotWMS Order Item', access: dotwms },
  },
});

export const DOTWMS_SYNC_STATUSES = ['synced', 'pending', 'failed'] as const;

/** A delivery sent to DotWMS, and what DotWMS answered. */
export const dotwmsSyncedDeliveries = defineResource({
  name: 'dotwmsSyncedDeliveries',
  path: '/d/dotwms-synced-deliveries',
  label: 'DotWMS synced delivery',
  labelPlural: 'DotWMS synced deliveries',
  fields: {
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', write: 'server' }),
    dotwmsOrderId: text('DotWMS order', { column: true, filter: 'text', maxLength: 40, write: 'server' }),
    status: oneOf('Sync', DOTWMS_SYNC_STATUSES, { column: true, filter: 'exact', write: 'server' }),
    syncedAt: dateTime('Synced at', { column: true, sortable: true, filter: 'range', nullable: true, write: 'server' }),
    message: text('Message', { column: true, nullable: true, maxLength: 300, write: 'server' }),
  },
  clientScoped: true,
  access: { list: adminType, get: adminType },
  defaultSort: '-syncedAt',
  searchFields: ['dotwmsOrderId'],
  indexes: ['deliveryId', 'status', 'syncedAt'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'dotwmsOrderId',
  screens: {
    list: {
      path: '/d/dotwms-synced-deliveries/all',
      access: dotwms,
      menu: { id: 'd.dotwms-synced', heading: 'pick-pack', icon: 'MdSync' },
    },
    detail: { path: '/d/dotwms-synced-deliveries/{id}', title: 'DotWMS Synced Delivery', access: dotwms },
  },
});
