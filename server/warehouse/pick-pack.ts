/**
 * Server rules of pick/pack orders (docs/warehouse.md), run inside the write's transaction:
 * - an order is stamped received when taken in; a delivery it names is its client's (422 on
 *   deliveryId otherwise);
 * - the declared move to picked takes the goods off the shelf: one 'picked' movement per line is
 *   appended to the ledger (./ledger.ts) from the order's warehouse, and a line whose stock is
 *   short refuses the move (422 on status, nothing saved). An order with no lines is not picked;
 * - lines are added, changed and removed only while their order is received; a line's product is
 *   the order's client's, its location in the order's warehouse; the order's line and unit counts
 *   follow its lines.
 */
import { sql } from 'drizzle-orm';
import { deliveries } from '../../src/resources/operations';
import { pickOrderLines, pickOrders } from '../../src/resources/pick-pack';
import { products, warehouseLocations } from '../../src/resources/warehouse';
import type { ResourceDef } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { fieldExpr, isMetaField, rowToRecord, table, type StoredRecord } from '../db/resource-tables';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';
import { replaceRecord } from '../resources/store';
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

async function linesOf(tx: Executor, orderId: number): Promise<StoredRecord[]> {
  const rows = await tx.query(sql`select ${COLUMNS} from ${table(pickOrderLines)}
    where not historical and ${fieldExpr(pickOrderLines, 'pickOrderId')} = ${orderId} order by id`);
  return rows.map(rowToRecord);
}

/** Sets an order's line and unit counts from its lines. */
async function refreshCounts(tx: Executor, orderId: number): Promise<void> {
  const order = await byId(tx, pickOrders, orderId, true);
  if (!order) return;
  const lines = await linesOf(tx, orderId);
  const data = Object.fromEntries(Object.entries(order).filter(([key]) => !isMetaField(key)));
  await replaceRecord(tx, pickOrders, order.id, {
    clientId: order.clientId,
    historical: order.historical,
    data: { ...data, lines: lines.length, units: lines.reduce((n, l) => n + Number(l.quantity), 0) },
  });
}

export const pickOrderHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current }, next) {
    next.data.receivedAt = current ? current.receivedAt : new Date().toISOString();
    next.data.lines = current?.lines ?? 0;
    next.data.units = current?.units ?? 0;
    if (current?.status === 'received' && next.data.status === 'picked' && !Number(current.lines))
      throw invalid('status', 'This order has no lines: add what to pick before marking it picked.');
    if (next.data.deliveryId !== current?.deliveryId) {
      const delivery = await byId(tx, deliveries, next.data.deliveryId);
      if (delivery && next.clientId !== null && delivery.clientId !== next.clientId)
        throw invalid('deliveryId', `Delivery ${String(delivery.reference)} is another client’s.`);
    }
  },
  async afterWrite({ tx, user, current }, record) {
    if (current?.status !== 'received' || record.status !== 'picked') return;
    const at = typeof record.pickedAt === 'string' ? record.pickedAt : undefined;
    for (const line of await linesOf(tx, record.id))
      await appendMovement(tx, {
        kind: 'picked',
        productId: Number(line.productId),
        warehouseId: Number(record.warehouseId),
        quantity: -Number(line.quantity),
        source: 'pick',
        sourceId: record.id,
        byUserId: user.id,
        field: 'status',
        at,
      });
  },
};

/** The line's order, locked, refused unless it still takes changes to its lines. */
async function openOrder(tx: Executor, orderId: unknown): Promise<StoredRecord | null> {
  const order = await byId(tx, pickOrders, orderId, true);
  if (order && order.status !== 'received')
    throw invalid('pickOrderId', `Order ${String(order.number)} is ${String(order.status)}: its lines are fixed.`);
  return order;
}

export const pickLineHooks: ResourceHooks = {
  extraFields: [],
  // the client is the order's (set below), so an admin need not name it
  allowNoClient: true,
  async beforeWrite({ tx, current }, next) {
    const order = await openOrder(tx, current?.pickOrderId ?? next.data.pickOrderId);
    if (!order) return; // the reference check names the order
    next.clientId = order.clientId;
    if (!current) {
      const product = await byId(tx, products, next.data.productId);
      if (product && product.clientId !== order.clientId)
        throw invalid('productId', `${String(product.sku)} is another client’s product.`);
      next.data.sku = product ? String(product.sku) : null;
    }
    if (next.data.locationId !== current?.locationId) {
      const location = await byId(tx, warehouseLocations, next.data.locationId);
      if (location && location.warehouseId !== order.warehouseId)
        throw invalid('locationId', `${String(location.code)} is in another warehouse than the order’s.`);
    }
  },
  async afterWrite({ tx }, record) {
    await refreshCounts(tx, Number(record.pickOrderId));
  },
  async afterDelete({ tx, current }) {
    if (!current) return;
    await openOrder(tx, current.pickOrderId);
    await refreshCounts(tx, Number(current.pickOrderId));
  },
};
