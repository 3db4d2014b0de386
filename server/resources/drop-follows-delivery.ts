/**
 * A drop follows its delivery (docs/deliveries.md): when a delivery's status changes, its drops
 * take the status `dropStatusFor` gives, in the same transaction, with their completion time and
 * failure reason, and their run's done and failed counts are counted again. Each drop that changes
 * gains a history entry of its own, by the same user and source as the delivery's change.
 * Called from the lifecycle's after-write step (server/resources/lifecycle.ts).
 */
import { sql } from 'drizzle-orm';
import { dropStatusFor, drops, runs } from '../../src/resources/index';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { rowToRecord, table, RECORD_COLUMNS } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import { appendHistory, changesOf, type WriteOrigin } from './history';

async function recountRun(tx: Executor, runId: number): Promise<void> {
  await tx.query(sql`update ${table(runs)} set data = data || jsonb_build_object(
      'dropsDone', (select count(*)::int from ${table(drops)} where f_run_id = ${runId} and not historical and data->>'status' in ('completed', 'failed')),
      'dropsFailed', (select count(*)::int from ${table(drops)} where f_run_id = ${runId} and not historical and data->>'status' = 'failed')),
      updated_at = now() where id = ${runId}`);
}

export async function dropsFollowDelivery(
  tx: Executor,
  delivery: StoredRecord,
  user: Pick<AuthUser, 'id' | 'name'>,
  origin: WriteOrigin,
): Promise<void> {
  const rows = await tx.query(
    sql`select ${RECORD_COLUMNS} from ${table(drops)} where f_delivery_id = ${delivery.id} and not historical for update`,
  );
  const runIds = new Set<number>();
  for (const drop of rows.map(rowToRecord)) {
    const status = dropStatusFor(String(delivery.status), String(drop.status));
    if (status === drop.status) continue;
    const outcome = status === 'completed' || status === 'failed';
    const changes = {
      status,
      completedAt: outcome
        ? status === 'completed'
          ? (delivery.deliveredAt ?? origin.arrivedAt)
          : origin.arrivedAt
        : null,
      failureReason: status === 'failed' ? (delivery.failureReason ?? drop.failureReason ?? null) : null,
    };
    const updated = await tx.query(sql`update ${table(drops)} set data = data || ${JSON.stringify(changes)}::jsonb,
        version = version + 1, updated_at = now() where id = ${drop.id} returning ${RECORD_COLUMNS}`);
    const after = updated[0] ? rowToRecord(updated[0]) : null;
    if (after) await appendHistory(tx, drops, drop.id, changesOf(drops, drop, after), user, origin, drop.createdAt);
    if (typeof drop.runId === 'number') runIds.add(drop.runId);
  }
  for (const runId of runIds) await recountRun(tx, runId);
}
