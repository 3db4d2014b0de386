/**
 * What a scan does on the server, inside the transaction that stores it (the `scans` resource's
 * hooks). The tablet only says what it read, where and when; the server finds the box (by
 * barcode) or, for a return to depot, the delivery (by reference) within the user's client scope,
 * decides the result and applies the effect exactly once:
 *
 * - load-check: the box is load-checked; a created or sorted box becomes loaded;
 * - cleanup: the box is load-checked (post-sortation validation);
 * - return-to-depot: the box is back for redelivery (damaged stays damaged) and its delivery
 *   becomes returned where its lifecycle has that move from its status (its drop follows it);
 * - look-up: nothing changes; the scan records where the box was seen.
 *
 * Every status a scan sets is a move of the record's declared lifecycle, checked and applied by the
 * same step as the generic routes' writes (server/resources/lifecycle.ts): a move the lifecycle
 * refuses for the scanning user and the record's status makes the scan 'refused' with the
 * lifecycle's reason, and nothing changes (a scan's moves are all made or none); an allowed move
 * gets its stamps, clears and status trail step, and a record history entry
 * (server/resources/history.ts) by the scanning user.
 *
 * A scan of something already done (an earlier ok scan of the same box, kind and day, or a box
 * already load-checked) is stored as 'repeat' and changes nothing; a code that matches nothing in
 * scope is stored as 'unknown'. Replays of the same request never reach here twice: the outbox
 * sends each scan under one Idempotency-Key and the route answers a replay from its store.
 */
import { sql } from 'drizzle-orm';
import type { Rule, ScanKind } from '../../src/resources/index';
import {
  RETURN_TO_DEPOT,
  any,
  bareContext,
  boxes,
  clientScope,
  deliveries,
  perm,
  admin,
  scans,
  staffOr,
  transitionOf,
} from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { RECORD_COLUMNS, rowToRecord, table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { appendServerChange, consoleOrigin } from '../resources/history';
import { dropsFollowDelivery } from '../resources/drop-follows-delivery';
import { lifecycleProblems } from '../resources/lifecycle';

/** Who may apply each kind (the resource's create rule lets every scanner in; this narrows). */
const KIND_RULE: Record<ScanKind, Rule> = {
  'load-check': any(admin, perm('upload-manifest'), perm('pre-delivery')),
  cleanup: any(admin, perm('upload-manifest'), perm('pre-delivery')),
  'return-to-depot': RETURN_TO_DEPOT,
  'look-up': staffOr('scanning-report'),
};

interface Found {
  id: number;
  clientId: number | null;
  data: Record<string, unknown>;
}

type FoundRow = { id: unknown; client_id: unknown; data: Record<string, unknown> };

function found(row: FoundRow): Found {
  return { id: toNumber(row.id), clientId: row.client_id === null ? null : toNumber(row.client_id), data: row.data };
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
  const rows = await tx.query<FoundRow>(
    sql`select id, client_id, data from ${table(target)} where ${sql.identifier(column)} = ${code} and not historical and ${scopeFilter(user)} order by id desc limit 1 for update`,
  );
  const row = rows[0];
  return row ? found(row) : null;
}

type Target = typeof boxes | typeof deliveries;

/** One record a scan changes, planned through the record's lifecycle before anything is written. */
interface Move {
  target: Target;
  id: number;
  before: Record<string, unknown>;
  next: Record<string, unknown>;
}

interface Refused {
  refused: string;
}

/**
 * A scan's change to one record, made as the generic routes make a write: through the record's
 * declared lifecycle (lifecycleProblems, server/resources/lifecycle.ts), which refuses a status move
 * the scanning user may not make from the record's status, and stamps, clears and extends the
 * status trail as the move says. Answers the planned write, or why it is refused (after the code).
 */
async function plan(
  ctx: HookContext,
  target: Target,
  record: Found,
  changes: Record<string, unknown>,
  code: string,
): Promise<Move | Refused> {
  const next = { ...record.data, ...changes };
  const problem = (await lifecycleProblems(target, ctx.tx, ctx.user, record.data, next))[0];
  if (problem) return { refused: `${code}: ${problem.message}` };
  return { target, id: record.id, before: record.data, next };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Writes one planned move, with its history entries (and a delivery's drops following its status). */
async function write(ctx: HookContext, move: Move): Promise<void> {
  const { target, before, next } = move;
  const changes = Object.fromEntries(Object.entries(next).filter(([k, v]) => !same(before[k], v)));
  const rows = await ctx.tx.query(
    sql`update ${table(target)} set data = data || ${JSON.stringify(changes)}::jsonb, version = version + 1, updated_at = now() where id = ${move.id} returning ${RECORD_COLUMNS}`,
  );
  const after = rows[0] ? rowToRecord(rows[0]) : null;
  if (!after) return;
  await appendServerChange(ctx, target, before, after);
  if (target === deliveries && before.status !== after.status)
    await dropsFollowDelivery(ctx.tx, after, ctx.user, ctx.origin ?? consoleOrigin());
}

type Outcome = { result: 'ok' | 'repeat' | 'unknown' | 'refused'; message: string };

/** The scan's moves, all or none: the first refusal is the scan's answer and nothing changes. */
async function settle(ctx: HookContext, planned: readonly (Move | Refused)[], done: string): Promise<Outcome> {
  for (const p of planned) if ('refused' in p) return { result: 'refused', message: p.refused };
  for (const p of planned) if (!('refused' in p)) await write(ctx, p);
  return { result: 'ok', message: done };
}

/** A box back at the depot comes back for redelivery; a damaged or missing box keeps its status. */
function returnedBox(box: Found, at: string): Record<string, unknown> {
  const status = box.data.status === 'damaged' || box.data.status === 'missing' ? box.data.status : 'redelivery';
  return { status, scannedAt: at };
}

/** The delivery's move to returned, where its lifecycle declares one from its status (else it stays as it is). */
async function returnedDelivery(ctx: HookContext, delivery: Found, code: string): Promise<(Move | Refused)[]> {
  const from = String(delivery.data.status);
  if (!deliveries.lifecycle || !transitionOf(deliveries.lifecycle, from, 'returned')) return [];
  return [await plan(ctx, deliveries, delivery, { status: 'returned' }, code)];
}

async function lockDelivery(tx: Executor, id: number): Promise<Found | null> {
  const rows = await tx.query<FoundRow>(
    sql`select id, client_id, data from ${table(deliveries)} where id = ${id} for update`,
  );
  const row = rows[0];
  return row ? found(row) : null;
}

async function scannedBefore(tx: Executor, boxId: number, kind: string, day: string): Promise<boolean> {
  const rows = await tx.query(
    sql`select 1 from ${table(scans)} where f_box_id = ${boxId} and f_kind = ${kind} and f_date = ${day} and data->>'result' = 'ok' limit 1`,
  );
  return rows.length > 0;
}

async function applyToBox(ctx: HookContext, kind: ScanKind, box: Found, day: string, at: string): Promise<Outcome> {
  const { tx } = ctx;
  const code = String(box.data.barcode);
  if (kind === 'look-up') return { result: 'ok', message: `${code} seen (${String(box.data.status)}).` };
  if (await scannedBefore(tx, box.id, kind, day))
    return { result: 'repeat', message: `${code} was already scanned for this today.` };
  if (kind === 'return-to-depot') {
    const delivery = await lockDelivery(tx, Number(box.data.deliveryId));
    const planned = [await plan(ctx, boxes, box, returnedBox(box, at), code)];
    if (delivery) planned.push(...(await returnedDelivery(ctx, delivery, String(delivery.data.reference))));
    return settle(ctx, planned, `${code} back at the depot.`);
  }
  if (box.data.loadChecked === true) return { result: 'repeat', message: `${code} was already checked.` };
  const changes: Record<string, unknown> = { loadChecked: true, scannedAt: at };
  if (kind === 'load-check' && (box.data.status === 'created' || box.data.status === 'sorted'))
    changes.status = 'loaded';
  return settle(
    ctx,
    [await plan(ctx, boxes, box, changes, code)],
    changes.status === 'loaded' ? `${code} checked: loaded.` : `${code} checked.`,
  );
}

/** A delivery label scanned at return to depot: the delivery and every box of it come back. */
async function returnDelivery(ctx: HookContext, delivery: Found, day: string, at: string): Promise<Outcome> {
  const { tx } = ctx;
  const ref = String(delivery.data.reference);
  const done = await tx.query(
    sql`select 1 from ${table(scans)} where f_kind = 'return-to-depot' and f_date = ${day} and (data->>'deliveryId')::bigint = ${delivery.id} and data->>'result' = 'ok' limit 1`,
  );
  if (done.length > 0) return { result: 'repeat', message: `${ref} was already returned today.` };
  const planned = await returnedDelivery(ctx, delivery, ref);
  const rows = await tx.query<FoundRow>(
    sql`select id, client_id, data from ${table(boxes)} where f_delivery_id = ${delivery.id} order by id for update`,
  );
  for (const box of rows.map(found))
    planned.push(await plan(ctx, boxes, box, returnedBox(box, at), String(box.data.barcode)));
  return settle(ctx, planned, `${ref} back at the depot.`);
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
