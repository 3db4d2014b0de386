/**
 * The declaration's write rules on the server (src/resources/writes.ts, docs/access.md), for the
 * generic routes and the CSV import alike:
 * - a record rule of the action (`can(user, action, record)`: a contractor's own run) that refuses
 *   answers 403 with the rule's reason;
 * - a field the user may not write (server-kept, fixed after creation, or another role's) answers
 *   422 naming each such field with its reason, before anything is saved. A value equal to the
 *   stored one (a full PUT, a form sending every field) is no write;
 * - on create, a field the user may not write and did not send gets its blank value;
 * - the record's `historical` flag is the server's (the day's history and the seed set it): a
 *   write that would change it answers 422 like a server-kept field, for every role.
 */
import type { AccessContext, Action, ResourceDef } from '../../src/resources/index';
import { readsContext, refusal } from '../../src/resources/index';
import { blankOf } from '../../src/resources/schema';
import { deniedWrites, mayWriteField, type DeniedWrite } from '../../src/resources/writes';
import { accessContextFor } from '../auth/access-context';
import type { Executor } from '../db/database';
import type { AuthUser } from '../http/context';
import { ApiHttpError } from '../http/errors';

/** The access context the write's rules read: the one given, or built when a field rule reads it. */
export async function writeContext(
  db: Executor,
  user: AuthUser,
  def: ResourceDef,
  known: AccessContext | undefined,
): Promise<AccessContext | undefined> {
  if (known) return known;
  const reads = Object.values(def.fields).some((f) => typeof f.write === 'function' && readsContext(f.write));
  return reads ? accessContextFor(db, user, null) : undefined;
}

export function deniedError(denied: readonly DeniedWrite[]): ApiHttpError {
  const first = denied[0];
  return new ApiHttpError(422, 'FIELD_NOT_WRITABLE', first ? first.message : 'Some fields may not be written.', {
    fields: denied.map((d) => ({ field: d.field, message: d.message })),
  });
}

/**
 * Refuses (422) a write that would change the record's `historical` flag: `given` is the body's,
 * `stored` the record's (false for a new record). Sending the stored value (a record sent back
 * whole) is no change.
 */
export function checkHistoricalFlag(given: boolean | undefined, stored: boolean): void {
  if (given === undefined || given === stored) return;
  throw deniedError([{ field: 'historical', message: 'Historical is kept by the server.', serverOwned: true }]);
}

/** Refuses (403, with its reason) an action whose record rule says no for this record. */
export function checkRecordRule(
  user: AuthUser,
  def: ResourceDef,
  action: Action,
  record: Readonly<Record<string, unknown>>,
  context: AccessContext | undefined,
): void {
  const reason = refusal(user, def, action, context, record);
  if (reason) throw new ApiHttpError(403, 'FORBIDDEN', reason);
}

/**
 * A new record's body: fills the blanks of fields the user may not write and left out, then
 * refuses (422) any such field given a value. Mutates `fields`.
 */
export function checkCreateFields(
  user: AuthUser,
  def: ResourceDef,
  fields: Record<string, unknown>,
  context: AccessContext | undefined,
): void {
  for (const name of Object.keys(def.fields)) {
    if (fields[name] !== undefined || mayWriteField(user, def, name, undefined, context).ok) continue;
    const blank = blankOf(def, name);
    if (blank !== undefined) fields[name] = blank;
  }
  const denied = deniedWrites(user, def, fields, null, (name) => blankOf(def, name), context);
  if (denied.length > 0) throw deniedError(denied);
}

/** A change of a stored record: the values that differ from it must be the user's to write (422). */
export function checkChangedFields(
  user: AuthUser,
  def: ResourceDef,
  values: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
  context: AccessContext | undefined,
): void {
  const denied = deniedWrites(user, def, values, current, (name) => blankOf(def, name), context);
  if (denied.length > 0) throw deniedError(denied);
}
