/**
 * Server rules of the warehouse's writes (docs/warehouse.md), run by the generic routes inside the
 * write's transaction:
 * - a stock adjustment belongs to its product's client, changes stock (a quantity other than 0)
 *   and, once created, appends its 'adjusted' movement through the ledger (./ledger.ts), which
 *   refuses stock below zero with a 422 on quantity: the adjustment is then not saved either;
 * - its reversal (the declared applied -> reversed move) appends the opposite movement, refused
 *   the same way (422 on status) when the stock has since been used;
 * - a location's floor is on the location's warehouse;
 * - pick/pack orders and their lines: ./pick-pack.ts;
 * - a client's recipes: ./recipes.ts.
 */
import { sql } from 'drizzle-orm';
import { products, warehouseFloors } from '../../src/resources/warehouse';
import type { Executor } from '../db/database';
import { table } from '../db/resource-tables';
import type { ResourceHookTable } from '../domain/domain';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';
import { appendMovement } from './ledger';
import { pickLineHooks, pickOrderHooks } from './pick-pack';
import { asnHooks, lineHooks, orderHooks, receiptHooks } from './purchasing';
import { recipeHooks } from './recipes';

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });

async function clientOfProduct(tx: Executor, productId: unknown): Promise<number | null | undefined> {
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId < 1) return undefined;
  const rows = await tx.query(sql`select client_id from ${table(products)} where id = ${productId} limit 1`);
  const row = rows[0];
  return row ? (row.client_id === null ? null : Number(row.client_id)) : undefined;
}

const adjustmentHooks: ResourceHooks = {
  extraFields: [],
  // the client is the product's (set below), so an admin need not name it
  allowNoClient: true,
  async beforeWrite({ tx, current }, next) {
    if (current) return;
    if (next.data.quantity === 0)
      throw invalid('quantity', 'An adjustment changes stock: enter a quantity other than 0.');
    // the adjustment is the product's client's (the reference check then keeps it in the writer's scope)
    const clientId = await clientOfProduct(tx, next.data.productId);
    if (clientId !== undefined) next.clientId = clientId;
    next.data.adjustedAt = new Date().toISOString();
  },
  async afterWrite({ tx, user, current }, record) {
    const quantity = Number(record.quantity);
    const base = {
      kind: 'adjusted' as const,
      productId: Number(record.productId),
      warehouseId: Number(record.warehouseId),
      source: 'adjustment' as const,
      sourceId: record.id,
      byUserId: user.id,
    };
    if (!current) await appendMovement(tx, { ...base, quantity, field: 'quantity' });
    else if (current.status === 'applied' && record.status === 'reversed')
      await appendMovement(tx, { ...base, quantity: -quantity, field: 'status' });
  },
};

const locationHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx }, next) {
    const floorId = next.data.floorId;
    if (typeof floorId !== 'number' || !Number.isSafeInteger(floorId)) return;
    const rows = await tx.query(
      sql`select (data->>'warehouseId')::numeric as warehouse_id from ${table(warehouseFloors)} where id = ${floorId} limit 1`,
    );
    const row = rows[0];
    if (row && Number(row.warehouse_id) !== next.data.warehouseId)
      throw invalid('floorId', 'This floor is in another warehouse: choose a floor of the location’s warehouse.');
  },
};

export const WAREHOUSE_HOOKS: ResourceHookTable = {
  stockAdjustments: adjustmentHooks,
  warehouseLocations: locationHooks,
  purchaseOrders: orderHooks,
  purchaseOrderLines: lineHooks,
  advanceShippingNotices: asnHooks,
  goodsReceipts: receiptHooks,
  pickOrders: pickOrderHooks,
  pickOrderLines: pickLineHooks,
  recipes: recipeHooks,
};
