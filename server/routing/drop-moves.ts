/**
 * Manual routing (docs/maps-routing.md): a move is ONE write of the moved drop, `{ runId,
 * sequence }` (a PATCH, or a create for a delivery not yet on a run), so it queues in the outbox
 * as one change and applies once. These hooks keep the rest consistent in the same transaction:
 * - the target run must be of the drop's date and not finished or cancelled (422 'runId');
 * - the sequence is clamped to the run's length, and the other stops of the source and target
 *   runs are renumbered 1..n around the moved one;
 * - the delivery follows its drop (runId, dropId, 'routed'), and both runs' drop counts are kept.
 * Renumbering the siblings and recounting the runs are consequences of the move, not edits of
 * those records: they do not raise their versions, so several moves queued offline on one run
 * never conflict with each other.
 */
import { sql } from 'drizzle-orm';
import { deliveries, runs } from '../../src/resources/index';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { table } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import type { HookContext, ResourceHooks } from '../domain/hook-types';
import { getRecord, replaceRecord } from '../resources/store';

const ALL = { clientIds: null, owner: null };
const CLOSED_RUNS = ['finished', 'cancelled'];

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', `${field}: ${message}`, { fields: [{ field, message }] });

interface Sibling {
  id: number;
  sequence: number;
}

async function siblings(
  tx: Executor,
  dropsTable: ReturnType<typeof table>,
  runId: number,
  exceptId: number,
): Promise<Sibling[]> {
  const rows = await tx.query<{ id: number | string; sequence: number | string } & Record<string, unknown>>(
    sql`select id, (data->>'sequence')::int as sequence from ${dropsTable} where f_run_id = ${runId} and id <> ${exceptId} and not historical order by (data->>'sequence')::int, id for update`,
  );
  return rows.map((r) => ({ id: Number(r.id), sequence: Number(r.sequence) }));
}

/** Writes sequences 1..n in the given order, touching only drops whose number changes; no version bump. */
async function renumber(
  tx: Executor,
  dropsTable: ReturnType<typeof table>,
  ordered: readonly Sibling[],
): Promise<void> {
  for (const [k, s] of ordered.entries()) {
    if (s.sequence === k + 1) continue;
    await tx.query(
      sql`update ${dropsTable} set data = jsonb_set(data, '{sequence}', to_jsonb(${k + 1}::int)), updated_at = now() where id = ${s.id}`,
    );
  }
}

async function recount(tx: Executor, dropsTable: ReturnType<typeof table>, runId: number): Promise<void> {
  await tx.query(sql`update ${table(runs)} set data = jsonb_set(data, '{dropsTotal}',
      to_jsonb((select count(*)::int from ${dropsTable} where f_run_id = ${runId} and not historical))), updated_at = now() where id = ${runId}`);
}

function moved(current: StoredRecord | null, data: Record<string, unknown>): boolean {
  return current === null || current.runId !== data.runId || current.sequence !== data.sequence;
}

export const dropMoveHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current, def }, next) {
    if (!moved(current, next.data)) return;
    const run = await getRecord(tx, runs, ALL, Number(next.data.runId));
    if (!run) throw invalid('runId', `There is no run ${String(next.data.runId)}.`);
    if (run.date !== next.data.date)
      throw invalid('runId', `Run ${String(run.code)} is on ${String(run.date)}, not ${String(next.data.date)}.`);
    if (CLOSED_RUNS.includes(String(run.status)))
      throw invalid('runId', `Run ${String(run.code)} is ${String(run.status)}: stops can no longer be moved onto it.`);
    const others = await siblings(tx, table(def), run.id, current?.id ?? 0);
    const wanted = Number(next.data.sequence);
    next.data.sequence = Math.max(1, Math.min(others.length + 1, Number.isFinite(wanted) ? wanted : others.length + 1));
  },
  async afterWrite(ctx: HookContext, record: StoredRecord) {
    const { tx, current, def } = ctx;
    if (!moved(current, record)) return;
    const dropsTable = table(def);
    const runId = Number(record.runId);
    const others = await siblings(tx, dropsTable, runId, record.id);
    const position = Number(record.sequence) - 1;
    await renumber(tx, dropsTable, [
      ...others.slice(0, position),
      { id: record.id, sequence: position + 1 },
      ...others.slice(position),
    ]);
    const fromRun = current ? Number(current.runId) : null;
    if (fromRun !== null && fromRun !== runId) {
      await renumber(tx, dropsTable, await siblings(tx, dropsTable, fromRun, record.id));
      await recount(tx, dropsTable, fromRun);
    }
    if (fromRun !== runId) {
      await recount(tx, dropsTable, runId);
      const delivery = await getRecord(tx, deliveries, ALL, Number(record.deliveryId), true);
      if (delivery) {
        const { id: _id, version: _v, clientId, historical, createdAt: _c, updatedAt: _u, ...fields } = delivery;
        const status = fields.status === 'pending' ? 'routed' : fields.status;
        await replaceRecord(tx, deliveries, delivery.id, {
          clientId,
          historical,
          data: { ...fields, runId, dropId: record.id, status },
        });
      }
    }
  },
};
