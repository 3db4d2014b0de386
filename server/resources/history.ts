/**
 * The history the server keeps (table `record_history`, migration 005): one entry per change of a
 * record's status or of a field its declaration marks audited, appended in the write's own
 * transaction, so a change and its entry commit or roll back together. Only the server writes
 * here: no route takes entries from a client; the one route reads them with the scope of the
 * record's get. Why a table and not the record's document: a client could send a document back
 * (PUT), but not rows it cannot name.
 *
 * When: `arrivedAt` is the server's clock; `madeAt` is the `X-Made-At` the outbox sends (when the
 * edit was made on the device), capped to the past and to not before the record existed (a
 * create: not before the outbox horizon), else the arrival.
 */
import { sql } from 'drizzle-orm';
import type { HistoryEntry, ResourceDef, WriteSource } from '../../src/resources/index';
import { MADE_AT_HEADER, SOURCE_HEADER, historyFields } from '../../src/resources/index';
import { OUTBOX_HORIZON_MS } from '../../src/lib/outbox-horizon';
import type { Executor } from '../db/database';
import { toIso, toNumber } from '../db/database';
import type { AppContext, AuthUser } from '../http/context';

/** Where a write comes from and when it was made, as the request says (the server decides `arrivedAt`). */
export interface WriteOrigin {
  source: WriteSource;
  /** when the device says the edit was made; null when it does not say */
  madeAt: string | null;
  arrivedAt: string;
}

/** The console's origin, for writes with no request behind them (tests, server effects). */
export function consoleOrigin(now = new Date()): WriteOrigin {
  return { source: 'console', madeAt: null, arrivedAt: now.toISOString() };
}

/** The origin a request states: an offline replay (outbox header) or the console; a route may name its own source. */
export function originOf(c: AppContext, source?: WriteSource): WriteOrigin {
  const made = c.req.header(MADE_AT_HEADER);
  const parsed = made !== undefined && made.length <= 40 ? Date.parse(made) : Number.NaN;
  const replay = c.req.header(SOURCE_HEADER) === 'offline-replay';
  return {
    source: source ?? (replay ? 'offline-replay' : 'console'),
    madeAt: Number.isFinite(parsed) ? new Date(parsed).toISOString() : null,
    arrivedAt: new Date().toISOString(),
  };
}

/** When the change was made: the device's claim, never in the future, never before the record existed. */
export function madeAt(origin: WriteOrigin, recordCreatedAt: string | null): string {
  const arrived = Date.parse(origin.arrivedAt);
  const floor = recordCreatedAt === null ? arrived - OUTBOX_HORIZON_MS : Date.parse(recordCreatedAt);
  const claimed = origin.madeAt === null ? arrived : Date.parse(origin.madeAt);
  return new Date(Math.max(floor, Math.min(arrived, claimed))).toISOString();
}

export interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The recorded fields that differ between the stored record and the written one (a create: its status only). */
export function changesOf(
  def: ResourceDef,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Change[] {
  const fields = historyFields(def);
  if (before === null) {
    const status = def.lifecycle?.field;
    return status ? [{ field: status, from: null, to: after[status] ?? null }] : [];
  }
  return fields
    .filter((f) => !same(before[f], after[f]))
    .map((f) => ({ field: f, from: before[f] ?? null, to: after[f] ?? null }));
}

/** Appends the entries of one record's write (none when nothing recorded changed). */
export async function appendHistory(
  tx: Executor,
  def: ResourceDef,
  recordId: number,
  changes: readonly Change[],
  who: Pick<AuthUser, 'id' | 'name'>,
  origin: WriteOrigin,
  recordCreatedAt: string | null,
): Promise<void> {
  await appendMany(tx, def, [{ recordId, changes, createdAt: recordCreatedAt }], who, origin);
}

/** Appends the entries of several records' writes in one statement (an import). */
export async function appendMany(
  tx: Executor,
  def: ResourceDef,
  writes: readonly { recordId: number; changes: readonly Change[]; createdAt: string | null }[],
  who: Pick<AuthUser, 'id' | 'name'>,
  origin: WriteOrigin,
): Promise<void> {
  const rows = writes.flatMap((w) => {
    const made = madeAt(origin, w.createdAt);
    return w.changes.map(
      (c) =>
        sql`(${def.name}, ${w.recordId}, ${c.field}, ${JSON.stringify(c.from ?? null)}::jsonb, ${JSON.stringify(c.to ?? null)}::jsonb,
        ${made}::timestamptz, ${origin.arrivedAt}::timestamptz, ${who.id}, ${who.name}, ${origin.source})`,
    );
  });
  if (rows.length === 0) return;
  await tx.query(sql`insert into record_history (resource, record_id, field, from_value, to_value, made_at, arrived_at,
      user_id, user_name, source) values ${sql.join(rows, sql`, `)}`);
}

/** What the server changes itself inside a write (a scan's effect, a route plan, a promotion): the entries, by the writer. */
export async function appendServerChange(
  ctx: { tx: Executor; user: Pick<AuthUser, 'id' | 'name'>; origin?: WriteOrigin },
  def: ResourceDef,
  before: (Record<string, unknown> & { createdAt?: unknown }) | null,
  after: Record<string, unknown> & { id: number },
): Promise<void> {
  const createdAt = before && typeof before.createdAt === 'string' ? before.createdAt : null;
  await appendHistory(
    ctx.tx,
    def,
    after.id,
    changesOf(def, before, after),
    ctx.user,
    ctx.origin ?? consoleOrigin(),
    createdAt,
  );
}

type HistoryRow = {
  id: unknown;
  field: string;
  from_value: unknown;
  to_value: unknown;
  made_at: unknown;
  arrived_at: unknown;
  user_id: unknown;
  user_name: string;
  source: WriteSource;
};

/** One record's history, oldest first. The caller has already checked the record is in the user's scope. */
export async function readHistory(db: Executor, def: ResourceDef, recordId: number): Promise<HistoryEntry[]> {
  const rows = await db.query<HistoryRow>(sql`select id, field, from_value, to_value, made_at, arrived_at, user_id,
      user_name, source from record_history where resource = ${def.name} and record_id = ${recordId} order by id`);
  return rows.map((r) => ({
    id: toNumber(r.id),
    field: r.field,
    from: r.from_value ?? null,
    to: r.to_value ?? null,
    madeAt: toIso(r.made_at),
    arrivedAt: toIso(r.arrived_at),
    userId: r.user_id === null ? null : toNumber(r.user_id),
    userName: r.user_name,
    source: r.source,
  }));
}
