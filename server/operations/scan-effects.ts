/**
 * What a scan does on the server, inside the transaction that stores it (the `scans` resource's
 * hooks). The tablet only says what it read, where and when; the server finds the box (by
 * barcode) or, for a return to depot, the delivery (by reference) within the user's client scope,
 * decides the result and applies the effect exactly once:
 *
 * - load-check: the box is load-checked; a created or sorted box becomes loaded;
 * - cleanup: the box is load-checked (post-sortation validation);
 * - return-to-depot: the box is back for redelivery (damaged stays damaged) and its failed or
 *   in-transit delivery becomes returned, with a status history entry (its drop follows it);
 * - look-up: nothing changes; the scan records where the box was seen.
 *
 * A scan of something already done (an earlier ok scan of the same box, kind and day, or a box
 * already load-checked) is stored as 'repeat' and changes nothing; a code that matches nothing in
 * scope is stored as 'unknown'. Every status change a scan makes gains a record history entry
 * (server/resources/history.ts) by the scanning user. Replays of the same request never reach here twice: the outbox
 * sends each scan under one Idempotency-Key and the route answers a replay from its store.
 */
import { sql } from 'drizzle-orm';
import type { Rule, ScanKind } from '../../src/resources/index';
import {
  any,
  bareContext,
  boxes,
  clientScope,
  deliveries,
  perm,
  admin,
  scans,
  staffOr,
} from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { RECORD_COLUMNS, rowToRecord, table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { appendServerChange, consoleOrigin } from '../resources/history';
import { dropsFollowDelivery } from '../resources/drop-follows-delivery';

/** Who may apply each kind (the resource's create rule lets every scanner in; this narrows). */
const KIND_RULE: Record<ScanKind, Rule> = {
  'load-check': any(admin, perm('upload-manifest'), perm('pre-delivery')),
  cleanup: any(admin, perm('upload-manifest'), perm('pre-delivery')),
  'return-to-depot': any(admin, perm('return-to-depot')),
  'look-up': staffOr('scanning-report'),
};

interface Found {
  id: number;
  clientId: number | null;
  data: Record<string, unknown>;
}

function scopeFilter(user: AuthUser) {
  const scope = clientScope(user);
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`client_id in (${sql.join(
    scope.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

async function findOne(
  tx: Executor,
  target: typeof boxes | typeof deliveries,
  column: string,
  code: string,
  user: AuthUser,
): Promise<Found | null> {
  const rows = await tx.query<{ id: unknown; client_id: unknown; data: Record<string, unknown> }>(
    sql`select id, client_id, data from ${table(target)} where ${sql.identifier(column)} = ${code} and not historical and ${scopeFilter(user)} order by id desc limit 1 for update`,
  );
  const row = rows[0];
  return row
    ? { id: toNumber(row.id), clientId: row.client_id === null ? null : toNumber(row.client_id), data: row.data }
    : null;
}

/** Applies a scan's effect to a box or delivery, with its history entries (and a delivery's drops following). */
async function patchRecord(
  ctx: HookContext,
  target: typeof boxes | typeof deliveries,
  before: { id: number; data: Record<string, unknown> },
  changes: Record<string, unknown>,
): Promise<StoredRecord | null> {
  const rows = await ctx.tx.query(
    sql`update ${table(target)} set data = data || ${JSON.stringify(changes)}::jsonb, version = version + 1, updated_at = now() where id = ${before.id} returning ${RECORD_COLUMNS}`,
  );
  const after = rows[0] ? rowToRecord(rows[0]) : null;
  if (!after) return null;
  await appendServerChange(ctx, target, before.data, after);
  if (target === deliveries && before.data.status !== after.status)
    await dropsFollowDelivery(ctx.tx, after, ctx.user, ctx.origin ?? consoleOrigin());
  return after;
}

async function scannedBefore(tx: Executor, boxId: number, kind: string, day: string): Promise<boolean> {
  const rows = await tx.query(
    sql`select 1 from ${table(scans)} where f_box_id = ${boxId} and f_kind = ${kind} and f_date = ${day} and data->>'result' = 'ok' limit 1`,
  );
  return rows.length > 0;
}

type Outcome = { result: 'ok' | 'repeat' | 'unknown' | 'refused'; message: string };

async function applyToBox(ctx: HookContext, kind: ScanKind, box: Found, day: string, at: string): Promise<Outcome> {
  const { tx } = ctx;
  const code = String(box.data.barcode);
  if (kind === 'look-up') return { result: 'ok', message: `${code} seen (${String(box.data.status)}).` };
  if (await scannedBefore(tx, box.id, kind, day))
    return { result: 'repeat', message: `${code} was already scanned for this today.` };
  if (kind === 'return-to-depot') {
    const status = box.data.status === 'damaged' || box.data.status === 'missing' ? box.data.status : 'redelivery';
    await patchRecord(ctx, boxes, box, { status, scannedAt: at });
    const deliveryId = Number(box.data.deliveryId);
    const delivery = await tx.query<{ data: Record<string, unknown> }>(
      sql`select data from ${table(deliveries)} where id = ${deliveryId} for update`,
    );
    const current = delivery[0]?.data;
    if (current && ['failed', 'in-transit', 'loaded'].includes(String(current.status))) {
      const history = Array.isArray(current.statusHistory) ? current.statusHistory : [];
      await patchRecord(
        ctx,
        deliveries,
        { id: deliveryId, data: current },
        {
          status: 'returned',
          statusHistory: [...history, { status: 'returned', at, by: ctx.user.name }],
        },
      );
    }
    return { result: 'ok', message: `${code} back at the depot.` };
  }
  if (box.data.loadChecked === true) return { result: 'repeat', message: `${code} was already checked.` };
  const changes: Record<string, unknown> = { loadChecked: true, scannedAt: at };
  if (kind === 'load-check' && (box.data.status === 'created' || box.data.status === 'sorted'))
    changes.status = 'loaded';
  await patchRecord(ctx, boxes, box, changes);
  return { result: 'ok', message: changes.status === 'loaded' ? `${code} checked: loaded.` : `${code} checked.` };
}

/** A delivery label scanned at return to depot: every box of the delivery comes back. */
async function returnDelivery(ctx: HookContext, delivery: Found, day: string, at: string): Promise<Outcome> {
  const { tx } = ctx;
  const ref = String(delivery.data.reference);
  const done = await tx.query(
    sql`select 1 from ${table(scans)} where f_kind = 'return-to-depot' and f_date = ${day} and (data->>'deliveryId')::bigint = ${delivery.id} and data->>'result' = 'ok' limit 1`,
  );
  if (done.length > 0) return { result: 'repeat', message: `${ref} was already returned today.` };
  if (['failed', 'in-transit', 'loaded'].includes(String(delivery.data.status))) {
    const history = Array.isArray(delivery.data.statusHistory) ? delivery.data.statusHistory : [];
    await patchRecord(ctx, deliveries, delivery, {
      status: 'returned',
      statusHistory: [...history, { status: 'returned', at, by: ctx.user.name }],
    });
  }
  const before = await tx.query(
    sql`select ${RECORD_COLUMNS} from ${table(boxes)} where f_delivery_id = ${delivery.id} for update`,
  );
  const returned =
    await tx.query(sql`update ${table(boxes)} set data = data || jsonb_build_object('status', case when data->>'status' in ('damaged','missing') then data->>'status' else 'redelivery' end, 'scannedAt', ${at}::text),
    version = version + 1, updated_at = now() where f_delivery_id = ${delivery.id} returning ${RECORD_COLUMNS}`);
  const was = new Map(before.map(rowToRecord).map((b) => [b.id, b]));
  for (const box of returned.map(rowToRecord)) await appendServerChange(ctx, boxes, was.get(box.id) ?? null, box);
  return { result: 'ok', message: `${ref} back at the depot.` };
}

async function decide(
  ctx: HookContext,
  next: { clientId: number | null; data: Record<string, unknown> },
): Promise<void> {
  const { tx, user } = ctx;
  const data = next.data;
  const kind = data.kind as ScanKind;
  const code = String(data.code).trim().toUpperCase();
  const day = String(data.date);
  const at = new Date().toISOString();
  data.code = code;
  data.scannedBy = user.name;
  data.boxId = null;
  data.deliveryId = null;
  data.runId = null;
  if (!KIND_RULE[kind](user, bareContext(user))) {
    Object.assign(data, { result: 'refused', message: 'You may not scan for this.' });
    return;
  }
  const box = await findOne(tx, boxes, 'f_barcode', code, user);
  const delivery = box
    ? null
    : kind === 'return-to-depot' || kind === 'look-up'
      ? await findOne(tx, deliveries, 'f_reference', code, user)
      : null;
  const found = box ?? delivery;
  if (!found) {
    Object.assign(data, {
      result: 'unknown',
      message: `${code} is not a box${kind === 'return-to-depot' ? ' or delivery' : ''} we know.`,
    });
    return;
  }
  next.clientId = found.clientId;
  const deliveryId = box ? Number(box.data.deliveryId) : found.id;
  const deliveryRow = box
    ? (
        await tx.query<{ data: Record<string, unknown> }>(
          sql`select data from ${table(deliveries)} where id = ${deliveryId}`,
        )
      )[0]?.data
    : found.data;
  data.boxId = box ? box.id : null;
  data.deliveryId = deliveryId;
  const runId = box?.data.runId ?? deliveryRow?.runId ?? null;
  data.runId = typeof runId === 'number' ? runId : null;
  if (data.depotId == null && typeof deliveryRow?.depotId === 'number') data.depotId = deliveryRow.depotId;
  const outcome = box
    ? await applyToBox(ctx, kind, box, day, at)
    : kind === 'return-to-depot'
      ? await returnDelivery(ctx, found, day, at)
      : { result: 'ok' as const, message: `${code} seen.` };
  Object.assign(data, outcome);
}

export const scanHooks: ResourceHooks = {
  extraFields: [],
  // a scan of a code nobody knows belongs to no client when the scanner sees every client
  allowNoClient: true,
  beforeWrite: decide,
};
