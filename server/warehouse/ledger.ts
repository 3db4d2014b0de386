/**
 * The inventory ledger's one writer (docs/warehouse.md). `appendMovement` appends a movement and
 * moves the balance row of its product and warehouse (stock on hand) in the caller's
 * transaction, so the balance is the ledger's sum at every commit and a refused write leaves
 * neither. Why a kept balance and not a sum at read time: stock on hand for 10,000 products over a
 * million movements must answer like any list, and a sum per request would read the whole ledger.
 *
 * Writers of one balance are serialised by a transaction-scoped advisory lock on (warehouse,
 * product), taken before the balance is read, so two tablets adjusting the same shelf at once
 * cannot both pass the below-zero check.
 */
import { sql } from 'drizzle-orm';
import type { MovementKind, MovementSource } from '../../src/resources/warehouse';
import { products, stockLevels, stockMovements } from '../../src/resources/warehouse';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import { fieldExpr, rowToRecord, table, type StoredRecord } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import { insertRecord, replaceRecord } from '../resources/store';

const COLUMNS = sql`id, client_id, version, historical, data, created_at, updated_at`;

export interface Movement {
  kind: MovementKind;
  productId: number;
  warehouseId: number;
  /** signed: positive adds stock */
  quantity: number;
  source: MovementSource;
  sourceId: number;
  byUserId: number | null;
  /** the field of the causing write a refusal names (quantity of an adjustment, status of a reversal) */
  field: string;
  at?: string;
}

/** The balance row of a product in a warehouse, locked for the transaction; null before its first movement. */
async function lockedBalance(tx: Executor, warehouseId: number, productId: number): Promise<StoredRecord | null> {
  await lockUntilCommit(tx, `stock:${warehouseId}:${productId}`);
  const rows = await tx.query(
    sql`select ${COLUMNS} from ${table(stockLevels)} where ${fieldExpr(stockLevels, 'warehouseId')} = ${warehouseId}
      and ${fieldExpr(stockLevels, 'productId')} = ${productId} and not historical limit 1 for update`,
  );
  return rows[0] ? rowToRecord(rows[0]) : null;
}

async function productOf(tx: Executor, productId: number): Promise<StoredRecord | null> {
  const rows = await tx.query(sql`select ${COLUMNS} from ${table(products)} where id = ${productId} limit 1`);
  return rows[0] ? rowToRecord(rows[0]) : null;
}

/**
 * Appends one movement and moves its balance, in `tx`. Refuses (422 naming `movement.field`) a
 * movement that would take stock below zero; the caller's transaction then saves nothing.
 * Answers the stored movement.
 */
export async function appendMovement(tx: Executor, movement: Movement): Promise<StoredRecord> {
  const product = await productOf(tx, movement.productId);
  if (!product) {
    const message = `There is no product ${movement.productId}.`;
    throw new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field: 'productId', message }] });
  }
  const balance = await lockedBalance(tx, movement.warehouseId, movement.productId);
  const before = balance ? Number(balance.quantity) : 0;
  const after = before + movement.quantity;
  if (after < 0) {
    const message = `${String(product.sku)} has ${before} on hand in this warehouse: taking ${-movement.quantity} would leave ${after}. Stock may not go below zero.`;
    throw new ApiHttpError(422, 'BELOW_ZERO', message, { fields: [{ field: movement.field, message }] });
  }
  const at = movement.at ?? new Date().toISOString();
  const stored = await insertRecord(tx, stockMovements, {
    clientId: product.clientId,
    historical: false,
    data: {
      at,
      kind: movement.kind,
      productId: movement.productId,
      warehouseId: movement.warehouseId,
      quantity: movement.quantity,
      balanceAfter: after,
      source: movement.source,
      sourceId: movement.sourceId,
      byUserId: movement.byUserId,
    },
  });
  const data = {
    sku: typeof product.sku === 'string' ? product.sku : null,
    productId: movement.productId,
    warehouseId: movement.warehouseId,
    quantity: after,
    lastMovementAt: at,
  };
  if (balance)
    await replaceRecord(tx, stockLevels, balance.id, { clientId: product.clientId, historical: false, data });
  else await insertRecord(tx, stockLevels, { clientId: product.clientId, historical: false, data });
  return stored;
}

export interface BalanceMismatch {
  warehouseId: number;
  productId: number;
  onHand: number | null;
  ledger: number | null;
}

/** Balances that differ from the ledger's sum (none, always): the check the tests and the bench run. */
export async function ledgerMismatches(db: Executor): Promise<BalanceMismatch[]> {
  const w = fieldExpr(stockMovements, 'warehouseId');
  const p = fieldExpr(stockMovements, 'productId');
  const rows = await db.query(sql`
    with ledger as (
      select ${w} as warehouse_id, ${p} as product_id, sum((data->>'quantity')::numeric) as total
      from ${table(stockMovements)} group by 1, 2
    ), levels as (
      select ${fieldExpr(stockLevels, 'warehouseId')} as warehouse_id, ${fieldExpr(stockLevels, 'productId')} as product_id,
        (data->>'quantity')::numeric as on_hand
      from ${table(stockLevels)} where not historical
    )
    select coalesce(l.warehouse_id, s.warehouse_id) as warehouse_id, coalesce(l.product_id, s.product_id) as product_id,
      s.on_hand, l.total
    from ledger l full join levels s on s.warehouse_id = l.warehouse_id and s.product_id = l.product_id
    where s.on_hand is distinct from l.total`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    warehouseId: Number(r.warehouse_id),
    productId: Number(r.product_id),
    onHand: num(r.on_hand),
    ledger: num(r.total),
  }));
}
