/**
 * Pending edits applied over cached records, so a page shows what the user did even while it
 * is still in the outbox. Pending, sending and failed edits are applied; conflicts and
 * rejections are only marked (the record shows the server's values and the outbox explains).
 * A value the server would refuse (a field this user may not write, a status move not allowed:
 * `mayWriteValue`, src/resources/writes.ts, given as `allows`) is not shown as if made: the
 * record keeps the stored value until the outbox reports the refusal.
 */
import type { OutboxEntry, OutboxStatus, StoredRecord } from './db';

/** Would the server take this value for this field of the record as it stands (undefined: a new record)? */
export type AllowsValue = (
  field: string,
  value: unknown,
  record: Readonly<Record<string, unknown>> | undefined,
) => boolean;

const ANY: AllowsValue = () => true;

export interface PendingMarks {
  /** fields changed by unsent edits */
  pendingFields?: string[];
  /** the most pressing status among this record's outbox entries */
  pendingStatus?: OutboxStatus;
  pendingDelete?: boolean;
  /** a create not yet acknowledged by the server */
  pendingCreate?: boolean;
}

export type WithPending<T> = T & PendingMarks;

const APPLIED: readonly OutboxStatus[] = ['pending', 'sending', 'failed'];
const RANK: Record<OutboxStatus, number> = { conflict: 5, rejected: 4, failed: 3, sending: 2, pending: 1 };

export function overlayRecord<T extends { id: number }>(
  record: T,
  entries: readonly OutboxEntry[],
  allows: AllowsValue = ANY,
): WithPending<T> {
  const mine = entries.filter((e) => e.recordId === record.id);
  if (mine.length === 0) return record;
  let out: Record<string, unknown> = { ...record };
  const fields = new Set<string>();
  let status: OutboxStatus | undefined;
  let deleted = false;
  for (const e of mine) {
    if (!status || RANK[e.status] > RANK[status]) status = e.status;
    if (!APPLIED.includes(e.status)) continue;
    if (e.method === 'DELETE') deleted = true;
    else if (e.payload) {
      // each edit is judged against the record as the edits before it left it, as the server replays them
      const before = out;
      const taken = Object.entries(e.payload).filter(([f, v]) => allows(f, v, before));
      out = { ...out, ...Object.fromEntries(taken) };
      taken.forEach(([f]) => fields.add(f));
    }
  }
  const marks: PendingMarks = { pendingStatus: status };
  if (fields.size) marks.pendingFields = [...fields];
  if (deleted) marks.pendingDelete = true;
  return { ...(out as T), ...marks };
}

/** Records not yet created on the server, as rows (negative ids). */
export function pendingCreates(
  entries: readonly OutboxEntry[],
  allows: AllowsValue = ANY,
): WithPending<StoredRecord>[] {
  return entries
    .filter((e) => e.method === 'POST' && APPLIED.includes(e.status))
    .map((e) => {
      const taken = Object.fromEntries(Object.entries(e.payload ?? {}).filter(([f, v]) => allows(f, v, undefined)));
      return {
        ...taken,
        id: e.recordId,
        version: 0,
        _syncedAt: e.createdAt,
        pendingCreate: true,
        pendingStatus: e.status,
        pendingFields: Object.keys(taken),
      };
    });
}

export function overlayList<T extends { id: number }>(
  rows: readonly T[],
  entries: readonly OutboxEntry[],
  allows: AllowsValue = ANY,
): WithPending<T>[] {
  if (entries.length === 0) return rows as WithPending<T>[];
  const byRecord = new Map<number, OutboxEntry[]>();
  for (const e of entries) byRecord.set(e.recordId, [...(byRecord.get(e.recordId) ?? []), e]);
  return rows.map((r) => (byRecord.has(r.id) ? overlayRecord(r, byRecord.get(r.id) ?? [], allows) : r));
}
