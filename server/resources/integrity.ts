/**
 * Write rules that need the database, derived from the declaration and run inside the write's
 * transaction (after the resource's beforeWrite hook, so they see the final values):
 * - every `type: 'ref'` value names an existing record of `meta.ref` inside the writer's scope
 *   (the same client and owner scope that answers 404), so no id of another client's record,
 *   and no -1 or missing id, can be stored;
 * - every `def.unique` set of fields is unique among live (non-historical) records. A
 *   transaction-scoped advisory lock per set of values serialises two writers of the same values,
 *   so the check cannot be raced.
 */
import { sql } from 'drizzle-orm';
import type { FieldMeta, ResourceDef } from '../../src/resources/index';
import { clients, resourceByName } from '../../src/resources/index';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import { fieldExpr, tableName, table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import { ApiHttpError } from '../http/errors';
import { getRecord, scopeFor } from './store';
import type { FieldError } from './values';

export interface WriteTarget {
  clientId: number | null;
  data: Record<string, unknown>;
}

/** Ref fields whose value is missing or outside the user's scope. Unchanged values of an update are trusted. */
export async function refErrors(
  tx: Executor,
  def: ResourceDef,
  user: AuthUser,
  data: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [field, meta] of Object.entries(def.fields as Record<string, FieldMeta>)) {
    const value = data[field];
    if (meta.type !== 'ref' || !meta.ref || value === null || value === undefined) continue;
    if (before && before[field] === value) continue;
    // one's own user record exists, even where the users scope holds only others (a contractor's drivers)
    if (meta.ref === 'users' && value === user.id) continue;
    const target = resourceByName(meta.ref);
    if (!target) continue;
    const found =
      typeof value === 'number' && Number.isSafeInteger(value) && value > 0
        ? await getRecord(tx, target, scopeFor(target, user), value)
        : null;
    if (!found) errors.push({ field, message: `There is no ${meta.label.toLowerCase()} ${String(value)}.` });
  }
  return errors;
}

/** A client-scoped record must belong to a client that exists (imports and admin writes included). */
export async function clientExists(tx: Executor, clientId: number): Promise<boolean> {
  const rows = await tx.query(sql`select 1 from ${table(clients)} where id = ${clientId} limit 1`);
  return rows.length > 0;
}

function uniqueValue(field: string, next: WriteTarget): unknown {
  return field === 'clientId' ? next.clientId : next.data[field];
}

/** The lock that serialises two writers of the same values of a unique set (a bulk builder takes it too). */
export function uniqueLockName(def: ResourceDef, values: readonly unknown[]): string {
  return JSON.stringify([tableName(def), ...values]);
}

/** Throws 422 DUPLICATE on the last field of the first unique set another live record already holds. */
export async function checkUnique(
  tx: Executor,
  def: ResourceDef,
  next: WriteTarget,
  selfId: number | null,
  historical: boolean,
): Promise<void> {
  if (historical || !def.unique) return;
  for (const set of def.unique) {
    const values = set.map((field) => uniqueValue(field, next));
    if (values.some((v) => v === null || v === undefined || v === '')) continue;
    await lockUntilCommit(tx, uniqueLockName(def, values));
    const conditions = set.map((field, i) => {
      const value = values[i];
      if (field === 'clientId') return sql`client_id = ${value as number}`;
      // The same expression as the field's index, so the lookup is index-backed.
      return sql`${fieldExpr(def, field)} = ${value as string | number}`;
    });
    const rows = await tx.query(
      sql`select id from ${table(def)} where not historical and id <> ${selfId ?? 0} and ${sql.join(conditions, sql` and `)} limit 1`,
    );
    if (rows.length > 0) {
      const field = set[set.length - 1] ?? set[0] ?? 'body';
      const message = `Another ${def.label.toLowerCase()} already has this ${set.join(' and ')}.`;
      throw new ApiHttpError(422, 'DUPLICATE', message, { fields: [{ field, message }] });
    }
  }
}

/** Both checks, for the generic routes. */
export async function checkIntegrity(
  tx: Executor,
  def: ResourceDef,
  user: AuthUser,
  next: WriteTarget,
  current: { id: number; data: Record<string, unknown> } | null,
  historical: boolean,
): Promise<void> {
  const errors = await refErrors(tx, def, user, next.data, current?.data ?? null);
  const moved = current === null || current.data.clientId !== next.clientId;
  if (
    def.clientScoped &&
    def.name !== clients.name &&
    next.clientId !== null &&
    moved &&
    !(await clientExists(tx, next.clientId))
  ) {
    errors.push({ field: 'clientId', message: `There is no client ${next.clientId}.` });
  }
  if (errors.length > 0)
    throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields: errors });
  await checkUnique(tx, def, next, current?.id ?? null, historical);
}
