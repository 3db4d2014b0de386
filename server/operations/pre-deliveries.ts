/**
 * Undated orders and their promotion (docs/operations.md, 'Undated deliveries').
 * - preDeliveries: status, the delivery link and its date are the promotion's to set; any other
 *   write keeps them, and a promoted order is no longer edited (its delivery is).
 * - preDeliveryPromotions: the create is the one change the operator makes; these hooks run in its
 *   transaction, under the request's Idempotency-Key, so it applies completely or not at all, and
 *   once. beforeWrite locks every named pre-delivery in the caller's client scope and refuses
 *   (422, field `preDeliveryIds`, naming the reference) one that is missing, already promoted or
 *   whose reference a live delivery of its client already has; afterWrite creates the deliveries
 *   (same client and reference, status pending) and marks each pre-delivery promoted.
 */
import { sql } from 'drizzle-orm';
import { deliveries, preDeliveries } from '../../src/resources/index';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { fieldExpr, table } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { appendServerChange } from '../resources/history';
import { getRecord, insertRecord, replaceRecord, scopeFor } from '../resources/store';

const FIELD = 'preDeliveryIds';
const PROMOTION_FIELDS = ['status', 'deliveryId', 'deliveryDate', 'promotedAt'] as const;

const refuse = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', `${message}`, { fields: [{ field, message }] });

export const preDeliveryHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ current }, next) {
    if (current?.status === 'promoted') {
      throw refuse(
        'status',
        `${String(current.reference)} is already a delivery (${String(current.deliveryDate)}); change the delivery instead.`,
      );
    }
    for (const f of PROMOTION_FIELDS) next.data[f] = current ? current[f] : null;
    next.data.status = current?.status ?? 'undated';
  },
};

function idsOf(data: Record<string, unknown>): number[] {
  return Array.isArray(data[FIELD]) ? (data[FIELD] as number[]) : [];
}

/** The named pre-deliveries, locked, in the caller's scope; refuses the first one that cannot be promoted. */
async function lockedOrders(ctx: HookContext, ids: readonly number[]): Promise<StoredRecord[]> {
  const scope = scopeFor(preDeliveries, ctx.user);
  const out: StoredRecord[] = [];
  for (const id of ids) {
    const pd = await getRecord(ctx.tx, preDeliveries, scope, id, true);
    if (!pd || pd.historical) throw refuse(FIELD, `There is no undated delivery ${id} among your clients' orders.`);
    if (pd.status === 'promoted')
      throw refuse(FIELD, `${String(pd.reference)} was already promoted to a delivery on ${String(pd.deliveryDate)}.`);
    out.push(pd);
  }
  return out;
}

async function refuseTakenReferences(tx: Executor, orders: readonly StoredRecord[]): Promise<void> {
  if (orders.length === 0) return;
  const refs = orders.map((o) => String(o.reference));
  const rows = await tx.query<{ client_id: number | null; reference: string } & Record<string, unknown>>(
    sql`select client_id, ${fieldExpr(deliveries, 'reference')} as reference from ${table(deliveries)}
      where not historical and ${fieldExpr(deliveries, 'reference')} in (${sql.join(
        refs.map((r) => sql`${r}`),
        sql`, `,
      )})`,
  );
  const taken = new Set(rows.map((r) => `${String(r.client_id)}:${r.reference}`));
  const clash = orders.find((o) => taken.has(`${String(o.clientId)}:${String(o.reference)}`));
  if (clash) throw refuse(FIELD, `A delivery ${String(clash.reference)} already exists for this client.`);
}

/** The delivery a pre-delivery becomes. */
function deliveryData(pd: StoredRecord, promotion: StoredRecord, now: string, by: string): Record<string, unknown> {
  const ownWindow = typeof promotion.windowStart !== 'string' || promotion.windowStart === '';
  return {
    reference: pd.reference,
    orderNumber: pd.orderNumber ?? '',
    date: promotion.date,
    status: 'pending',
    serviceType: pd.serviceType,
    recipientName: pd.recipientName,
    recipientPhone: pd.recipientPhone ?? '',
    address: pd.address,
    suburb: pd.suburb ?? '',
    postcode: pd.postcode ?? '',
    stateId: pd.stateId ?? null,
    countryId: pd.countryId,
    lat: pd.lat ?? null,
    lng: pd.lng ?? null,
    geoIssue: pd.lat === null || pd.lat === undefined,
    routingGroupId: pd.routingGroupId ?? null,
    zoneId: pd.zoneId ?? null,
    depotId: pd.depotId ?? null,
    runId: null,
    dropId: null,
    windowStart: ownWindow ? (pd.windowStart ?? '') : promotion.windowStart,
    windowEnd: ownWindow ? (pd.windowEnd ?? '') : promotion.windowEnd,
    boxCount: pd.boxCount ?? 0,
    weightKg: pd.weightKg ?? 0,
    instructions: pd.instructions ?? '',
    failureReason: null,
    deliveredAt: null,
    photos: [],
    statusHistory: [{ status: 'pending', at: now, by }],
  };
}

function fieldsOf(record: StoredRecord): Record<string, unknown> {
  const { id: _id, version: _v, clientId: _cl, historical: _h, createdAt: _c, updatedAt: _u, ...fields } = record;
  return fields;
}

async function promote(ctx: HookContext, promotion: StoredRecord): Promise<void> {
  const { tx, user } = ctx;
  const orders = await lockedOrders(ctx, idsOf(promotion));
  const now = new Date().toISOString();
  const created: number[] = [];
  for (const pd of orders) {
    const delivery = await insertRecord(tx, deliveries, {
      clientId: pd.clientId,
      historical: false,
      data: deliveryData(pd, promotion, now, user.email),
    });
    created.push(delivery.id);
    await appendServerChange(ctx, deliveries, null, delivery);
    const promoted = await replaceRecord(tx, preDeliveries, pd.id, {
      clientId: pd.clientId,
      historical: pd.historical,
      data: {
        ...fieldsOf(pd),
        status: 'promoted',
        deliveryId: delivery.id,
        deliveryDate: promotion.date,
        promotedAt: now,
      },
    });
    await appendServerChange(ctx, preDeliveries, pd, promoted);
  }
  const updated = await replaceRecord(tx, ctx.def, promotion.id, {
    clientId: null,
    historical: false,
    data: { ...fieldsOf(promotion), deliveryIds: created },
  });
  // The create answers with the promotion as applied (the route answers with this object).
  Object.assign(promotion, updated);
}

export const promotionHooks: ResourceHooks = {
  extraFields: [],
  allowNoClient: true,
  async beforeWrite(ctx, next) {
    if (ctx.current)
      throw new ApiHttpError(409, 'PROMOTION_APPLIED', 'A promotion is applied once and cannot be changed.');
    const ids = idsOf(next.data);
    if (ids.length === 0) throw refuse(FIELD, 'Choose at least one undated delivery.');
    if (new Set(ids).size !== ids.length) throw refuse(FIELD, 'An undated delivery is named twice.');
    await refuseTakenReferences(ctx.tx, await lockedOrders(ctx, ids));
    next.data.promotedBy = ctx.user.id;
    next.data.deliveryIds = [];
    next.clientId = null;
  },
  afterWrite: promote,
};
