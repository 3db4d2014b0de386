/**
 * Server rules of purchasing (docs/warehouse.md), run inside the write's transaction:
 * - a purchase order line names its order by number and its product by SKU: both are resolved
 *   here (422 naming the column when there is none, so the PO upload's all-or-nothing import
 *   names the line), and lines are added only while the order is a draft or ordered; the order's
 *   units ordered follow its lines;
 * - an ASN belongs to its order's client;
 * - a goods receipt locks its line, appends the 'received' movement into the order's warehouse
 *   (./ledger.ts), adds to the line's received quantity, flags an over-receipt on the receipt,
 *   the line and the order, and moves the order to receiving, or received once every line is in;
 *   it is named by its order and SKU ('PO-008003 · HB-101').
 */
import { sql } from 'drizzle-orm';
import {
  advanceShippingNotices,
  isOverReceipt,
  purchaseOrderLines,
  purchaseOrders,
  RECEIVABLE,
} from '../../src/resources/purchasing';
import { products } from '../../src/resources/warehouse';
import type { Executor } from '../db/database';
import { fieldExpr, isMetaField, rowToRecord, table, type StoredRecord } from '../db/resource-tables';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';
import { replaceRecord } from '../resources/store';
import type { ResourceDef } from '../../src/resources/index';
import { appendMovement } from './ledger';

const COLUMNS = sql`id, client_id, version, historical, data, created_at, updated_at`;

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });

async function byId(tx: Executor, def: ResourceDef, id: unknown, lock = false): Promise<StoredRecord | null> {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  const rows = await tx.query(
    sql`select ${COLUMNS} from ${table(def)} where id = ${id} limit 1${lock ? sql` for update` : sql``}`,
  );
  return rows[0] ? rowToRecord(rows[0]) : null;
}

/** The one live record of `def` whose `field` is `value`, in the client when one is given (null when none or several). */
async function byKey(
  tx: Executor,
  def: ResourceDef,
  field: string,
  value: unknown,
  clientId: number | null,
): Promise<StoredRecord | null> {
  if (typeof value !== 'string' || value === '') return null;
  const rows = await tx.query(
    sql`select ${COLUMNS} from ${table(def)} where not historical and ${fieldExpr(def, field)} = ${value}
      ${clientId === null ? sql`` : sql`and client_id = ${clientId}`} limit 2`,
  );
  return rows.length === 1 && rows[0] ? rowToRecord(rows[0]) : null;
}

/** A stored record's document (its declared fields), to write back with changes. */
function documentOf(record: StoredRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !isMetaField(key)));
}

/** Writes a record's document back with changes, keeping its client and historical flag. */
function rewrite(tx: Executor, def: ResourceDef, record: StoredRecord, changes: Record<string, unknown>) {
  return replaceRecord(tx, def, record.id, {
    clientId: record.clientId,
    historical: record.historical,
    data: { ...documentOf(record), ...changes },
  });
}

const OPEN_FOR_LINES = ['draft', 'ordered'];

/** Sets an order's units from its lines and receipts, and its status as receiving goes on. */
async function refreshOrder(tx: Executor, orderId: number, received: boolean): Promise<void> {
  const order = await byId(tx, purchaseOrders, orderId, true);
  if (!order) return;
  const rows = await tx.query(sql`select data from ${table(purchaseOrderLines)}
    where not historical and ${fieldExpr(purchaseOrderLines, 'purchaseOrderId')} = ${orderId}`);
  const lines = rows.map((r) => r.data as Record<string, unknown>);
  const ordered = lines.reduce((n, l) => n + Number(l.quantityOrdered ?? 0), 0);
  const got = lines.reduce((n, l) => n + Number(l.quantityReceived ?? 0), 0);
  const allIn = lines.length > 0 && lines.every((l) => Number(l.quantityReceived ?? 0) >= Number(l.quantityOrdered));
  let status = String(order.status);
  if (received && status === 'ordered') status = 'receiving';
  if (received && status === 'receiving' && allIn) status = 'received';
  await rewrite(tx, purchaseOrders, order, {
    status,
    unitsOrdered: ordered,
    unitsReceived: got,
    overReceived: lines.some((l) => l.overReceived === true),
  });
}

export const lineHooks: ResourceHooks = {
  extraFields: [],
  // the client is the order's (set below), so an admin need not name it
  allowNoClient: true,
  async beforeWrite({ tx, current }, next) {
    if (current) {
      // what the server resolved and counted stays (a PUT's body does not carry it)
      for (const field of ['purchaseOrderId', 'productId', 'quantityReceived', 'overReceived'])
        next.data[field] = current[field];
      const order = await byId(tx, purchaseOrders, current.purchaseOrderId);
      if (
        order &&
        !OPEN_FOR_LINES.includes(String(order.status)) &&
        next.data.quantityOrdered !== current.quantityOrdered
      )
        throw invalid(
          'quantityOrdered',
          `Purchase order ${String(order.number)} is ${String(order.status)}: its lines are fixed.`,
        );
      return;
    }
    const order = await byKey(tx, purchaseOrders, 'number', next.data.poNumber, next.clientId);
    if (!order) throw invalid('poNumber', `There is no purchase order ${String(next.data.poNumber)}.`);
    if (!OPEN_FOR_LINES.includes(String(order.status)))
      throw invalid(
        'poNumber',
        `Purchase order ${String(order.number)} is ${String(order.status)}: lines can no longer be added.`,
      );
    const product = await byKey(tx, products, 'sku', next.data.sku, order.clientId);
    if (!product)
      throw invalid('sku', `The client of ${String(order.number)} has no product ${String(next.data.sku)}.`);
    next.clientId = order.clientId;
    next.data.purchaseOrderId = order.id;
    next.data.productId = product.id;
    next.data.quantityReceived = 0;
    next.data.overReceived = false;
  },
  async afterWrite({ tx }, record) {
    await refreshOrder(tx, Number(record.purchaseOrderId), false);
  },
};

export const orderHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ current }, next) {
    next.data.unitsOrdered = current?.unitsOrdered ?? 0;
    next.data.unitsReceived = current?.unitsReceived ?? 0;
    next.data.overReceived = current?.overReceived ?? false;
  },
};

export const asnHooks: ResourceHooks = {
  extraFields: [],
  allowNoClient: true,
  async beforeWrite({ tx }, next) {
    const order = await byId(tx, purchaseOrders, next.data.purchaseOrderId);
    if (order) next.clientId = order.clientId;
  },
};

export const receiptHooks: ResourceHooks = {
  extraFields: [],
  allowNoClient: true,
  async beforeWrite({ tx }, next) {
    const line = await byId(tx, purchaseOrderLines, next.data.purchaseOrderLineId, true);
    if (!line) return; // the reference check names the line
    next.clientId = line.clientId;
    const order = await byId(tx, purchaseOrders, line.purchaseOrderId);
    if (!order || !RECEIVABLE.some((status) => status === order.status))
      throw invalid(
        'purchaseOrderLineId',
        `Purchase order ${String(order?.number ?? '')} is ${String(order?.status ?? 'missing')}: only an ordered or receiving order takes goods.`,
      );
    if (next.data.asnId !== null && next.data.asnId !== undefined) {
      const asn = await byId(tx, advanceShippingNotices, next.data.asnId);
      if (asn && asn.purchaseOrderId !== order.id)
        throw invalid('asnId', `ASN ${String(asn.reference)} is for another purchase order.`);
      if (asn && (asn.status === 'closed' || asn.status === 'cancelled'))
        throw invalid('asnId', `ASN ${String(asn.reference)} is ${String(asn.status)}.`);
    }
    const after = Number(line.quantityReceived ?? 0) + Number(next.data.quantity);
    next.data.overReceipt = isOverReceipt(after, Number(line.quantityOrdered));
    next.data.receivedAt = new Date().toISOString();
    next.data.line = `${String(order.number)} · ${String(line.sku)}`;
  },
  async afterWrite({ tx, user }, record) {
    const line = await byId(tx, purchaseOrderLines, record.purchaseOrderLineId, true);
    const order = line ? await byId(tx, purchaseOrders, line.purchaseOrderId) : null;
    if (!line || !order) return;
    const quantity = Number(record.quantity);
    await appendMovement(tx, {
      kind: 'received',
      productId: Number(line.productId),
      warehouseId: Number(order.warehouseId),
      quantity,
      source: 'receipt',
      sourceId: record.id,
      byUserId: user.id,
      field: 'quantity',
      at: String(record.receivedAt),
    });
    const received = Number(line.quantityReceived ?? 0) + quantity;
    await rewrite(tx, purchaseOrderLines, line, {
      quantityReceived: received,
      overReceived: isOverReceipt(received, Number(line.quantityOrdered)),
    });
    await refreshOrder(tx, order.id, true);
  },
};
