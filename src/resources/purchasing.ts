/**
 * Purchasing (docs/warehouse.md): purchase orders with their lines, the advance shipping notices
 * (ASNs) suppliers send ahead of a delivery, and the goods receipts that receive a line. A receipt
 * is the only way stock comes in from a supplier: the server appends its 'received' movement to
 * the inventory ledger (./warehouse.ts), adds it to the line's received quantity and flags the
 * line and its order when more arrives than was ordered, all in the receipt's transaction
 * (server/warehouse/purchasing.ts). Received quantities and the flags are never typed in.
 *
 * A line names its order by number and its product by SKU, the keys a buyer's spreadsheet and a
 * warehouse hand have, so the Purchase Order Upload is the generic all-or-nothing CSV import of
 * lines; the server resolves both keys and keeps the references.
 */
import { admin, any, because, never, perm, purchaseOrders as PURCHASE_ORDERS, staffOr } from './access';
import { bool, date, dateTime, int, oneOf, ref, text } from './fields';
import { defineResource } from './types';

/** Who reads purchase orders: operations staff and holders of 'purchase-orders'. */
export const PO_READ = staffOr('purchase-orders');
/** Who raises and changes them: admins and holders of 'purchase-orders' (spec 6). */
export const PO_WRITE = PURCHASE_ORDERS;
/** Who receives goods: admins, the warehouse's packers and purchasers. */
export const RECEIVE = any(admin, perm('packer'), perm('purchase-orders'));

export const PO_STATUSES = ['draft', 'ordered', 'receiving', 'received', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];
/** The statuses in which an order takes goods: the server refuses a receipt otherwise, the receiving page says so first. */
export const RECEIVABLE: readonly PoStatus[] = ['ordered', 'receiving'];

/**
 * Over-receipt, the one rule the server flags with (server/warehouse/purchasing.ts) and the
 * receiving page warns with: more units in for a line than it ordered. The goods are still taken in.
 */
export function isOverReceipt(received: number, ordered: number): boolean {
  return received > ordered;
}
const BY_RECEIPTS = because('Receiving goods sets this status: record a receipt against a line.', never);

export const purchaseOrders = defineResource({
  name: 'purchaseOrders',
  path: '/po/purchase-orders',
  label: 'Purchase order',
  labelPlural: 'Purchase orders',
  fields: {
    number: text('PO number', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
    }),
    supplier: text('Supplier', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 120,
    }),
    warehouseId: ref('Warehouse', 'warehouses', { column: true, filter: 'exact', editable: true, required: true }),
    expectedDate: date('Expected', { column: true, sortable: true, filter: 'range', editable: true, nullable: true }),
    status: oneOf('Status', PO_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    unitsOrdered: int('Units ordered', { column: true, nullable: true, write: 'server' }),
    unitsReceived: int('Units received', { column: true, nullable: true, write: 'server' }),
    overReceived: bool('Over-received', { column: true, filter: 'exact', write: 'server' }),
  },
  lifecycle: {
    field: 'status',
    start: ['draft', 'ordered'],
    transitions: [
      { from: ['draft'], to: 'ordered', who: PO_WRITE },
      { from: ['draft', 'ordered'], to: 'cancelled', who: PO_WRITE },
      { from: ['ordered'], to: 'receiving', who: BY_RECEIPTS },
      // closing an order short: nothing more is coming
      { from: ['receiving'], to: 'received', who: PO_WRITE },
    ],
  },
  clientScoped: true,
  access: { list: PO_READ, get: PO_READ, create: PO_WRITE, update: PO_WRITE, patch: PO_WRITE, delete: admin },
  defaultSort: '-expectedDate,number',
  searchFields: ['number', 'supplier'],
  indexes: ['number', 'expectedDate', 'status'],
  unique: [['clientId', 'number']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'number',
  screens: {
    list: {
      path: '/po/purchase-orders/all',
      access: PO_WRITE,
      menu: { id: 'po.orders', heading: 'pick-pack', icon: 'MdReceipt' },
    },
    detail: { path: '/po/purchase-orders/{id}', title: 'Purchase Order', access: PO_WRITE },
    create: { path: '/po/purchase-orders/all/create', title: 'Raise Purchase Order', access: PO_WRITE },
    // the dock's page: the order's lines counted in by scanning (src/features/warehouse/receive-page.tsx)
    receive: { path: '/po/purchase-orders/{id}/receive', title: 'Receive Goods', access: RECEIVE },
  },
});

export const purchaseOrderLines = defineResource({
  name: 'purchaseOrderLines',
  path: '/po/purchase-order-lines',
  label: 'Purchase order line',
  labelPlural: 'Purchase order lines',
  fields: {
    poNumber: text('PO number', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 32,
      write: 'create',
    }),
    sku: text('SKU', { column: true, filter: 'text', editable: true, required: true, maxLength: 40, write: 'create' }),
    quantityOrdered: int('Ordered', { column: true, editable: true, required: true, min: 1, max: 1_000_000 }),
    purchaseOrderId: ref('Purchase order', 'purchaseOrders', { filter: 'exact', nullable: true, write: 'server' }),
    productId: ref('Product', 'products', { column: true, filter: 'exact', nullable: true, write: 'server' }),
    quantityReceived: int('Received', { column: true, nullable: true, write: 'server' }),
    overReceived: bool('Over-received', { column: true, filter: 'exact', write: 'server' }),
  },
  clientScoped: true,
  access: { list: PO_READ, get: PO_READ, create: PO_WRITE, patch: PO_WRITE },
  defaultSort: 'purchaseOrderId,sku',
  searchFields: ['poNumber', 'sku'],
  indexes: ['purchaseOrderId', 'poNumber'],
  unique: [['purchaseOrderId', 'sku']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'sku',
  screens: {
    list: { path: '/po/purchase-order-lines/all', title: 'Purchase Order Lines', access: PO_WRITE },
    detail: { path: '/po/purchase-order-lines/{id}', title: 'Purchase Order Line', access: PO_WRITE },
    import: {
      path: '/po/po-upload',
      title: 'Purchase Order Upload',
      access: PO_WRITE,
      menu: { id: 'po.upload', heading: 'pick-pack', icon: 'MdUploadFile' },
    },
  },
});

export const ASN_STATUSES = ['expected', 'arrived', 'closed', 'cancelled'] as const;

/** An advance shipping notice: the supplier's word that goods for an order are on their way. */
export const advanceShippingNotices = defineResource({
  name: 'advanceShippingNotices',
  path: '/asn/notices',
  label: 'Advance shipping notice',
  labelPlural: 'Advance shipping notices',
  fields: {
    reference: text('ASN', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 40,
    }),
    purchaseOrderId: ref('Purchase order', 'purchaseOrders', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    carrier: text('Carrier', { column: true, filter: 'text', editable: true, maxLength: 80 }),
    expectedDate: date('Expected', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    cartons: int('Cartons', { column: true, editable: true, min: 0, max: 100000 }),
    status: oneOf('Status', ASN_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
  },
  lifecycle: {
    field: 'status',
    start: ['expected'],
    transitions: [
      { from: ['expected'], to: 'arrived', who: RECEIVE },
      { from: ['arrived'], to: 'closed', who: RECEIVE },
      { from: ['expected'], to: 'cancelled', who: PO_WRITE },
    ],
  },
  clientScoped: true,
  access: { list: PO_READ, get: PO_READ, create: PO_WRITE, update: PO_WRITE, patch: RECEIVE },
  defaultSort: '-expectedDate,reference',
  searchFields: ['reference', 'carrier'],
  indexes: ['expectedDate', 'purchaseOrderId'],
  unique: [['clientId', 'reference']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'reference',
  screens: {
    list: {
      path: '/asn/advanced-shipping-notice/all',
      title: 'Advanced Shipping Notices',
      access: PO_WRITE,
      menu: { id: 'asn.list', heading: 'pick-pack', icon: 'MdLocalShipping' },
    },
    detail: { path: '/asn/advanced-shipping-notice/{id}', title: 'Advanced Shipping Notice', access: PO_WRITE },
    create: { path: '/asn/advanced-shipping-notice/all/create', title: 'Add ASN', access: PO_WRITE },
  },
});

/**
 * A goods receipt: units of one order line counted in at the dock, against the ASN they came with
 * when there is one. A fact, never edited: a wrong count is put right with a stock adjustment.
 */
export const goodsReceipts = defineResource({
  name: 'goodsReceipts',
  path: '/po/receipts',
  label: 'Goods receipt',
  labelPlural: 'Goods receipts',
  fields: {
    purchaseOrderLineId: ref('Line', 'purchaseOrderLines', { column: true, filter: 'exact', required: true }),
    asnId: ref('ASN', 'advanceShippingNotices', { column: true, filter: 'exact', nullable: true }),
    quantity: int('Quantity', { column: true, required: true, min: 1, max: 1_000_000 }),
    receivedAt: dateTime('Received at', { column: true, sortable: true, nullable: true, write: 'server' }),
    overReceipt: bool('Over-receipt', { column: true, filter: 'exact', write: 'server' }),
    // its name, as the dock knows it ('PO-008003 · HB-101'): what the outbox and its notices call it
    line: text('Order line', { column: true, nullable: true, maxLength: 80, write: 'server' }),
  },
  clientScoped: true,
  access: { list: any(PO_READ, RECEIVE), get: any(PO_READ, RECEIVE), create: RECEIVE },
  defaultSort: '-receivedAt',
  indexes: ['receivedAt', 'purchaseOrderLineId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'line',
});
