/**
 * Who may write which field of a record: the one answer the server's writes (generic routes, CSV
 * import), the edit and create forms, grid edit, the CSV import page and the outbox's pending
 * overlay all ask. A field's `write`
 * (./fields.ts) is a rule of the access language, 'server' or 'create'; left out, an `editable`
 * field is written by whoever may do the action and any other field is given at creation only.
 * The action's own rule (`can`) is asked separately; this module answers per field, with a reason
 * people can read.
 */
import type { AccessContext, AccessRecord } from './access';
import { bareContext, reasonOf } from './access';
import type { FieldMeta, FieldWrite } from './fields';
import { statusChoices, transitionRefusal } from './lifecycle';
import type { AccessUser } from './roles';
import type { ResourceDef } from './types';
import { fieldEntries } from './types';

export type WriteVerdict = { ok: true } | { ok: false; reason: string; serverOwned: boolean };

const OK: WriteVerdict = { ok: true };

/** The field's write rule with the default applied. */
export function writeOf(meta: FieldMeta): FieldWrite | 'action' {
  return meta.write ?? (meta.editable ? 'action' : 'create');
}

/**
 * May this user write this field? With `record` (the stored record) the question is about a
 * change; without, about a new record. Record rules in the field's rule read `record`.
 */
export function mayWriteField(
  user: AccessUser,
  def: ResourceDef,
  field: string,
  record?: AccessRecord,
  context: AccessContext = bareContext(user),
): WriteVerdict {
  const meta = def.fields[field];
  if (!meta) return { ok: false, reason: `${def.label} has no field ${field}.`, serverOwned: true };
  const write = writeOf(meta);
  if (write === 'action') return OK;
  if (write === 'server') return { ok: false, reason: `${meta.label} is kept by the server.`, serverOwned: true };
  if (write === 'create') {
    if (record === undefined) return OK;
    return {
      ok: false,
      reason: `${meta.label} is set when the ${def.label.toLowerCase()} is created and is not changed afterwards.`,
      serverOwned: true,
    };
  }
  if (write(user, context, record)) return OK;
  return {
    ok: false,
    reason: reasonOf(write) ?? `You may not change ${meta.label.toLowerCase()} of a ${def.label.toLowerCase()}.`,
    serverOwned: false,
  };
}

/** Fields nobody but the server writes after creation, whatever the user ('server' and 'create'). */
export function isServerKept(meta: FieldMeta): boolean {
  const write = writeOf(meta);
  return write === 'server' || write === 'create';
}

/** Equal as stored values (json compared by content, key order aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

/**
 * The value a new record holds in a field nobody gave: an empty list or object for structured
 * fields, no for yes/no, null where empty is allowed, empty text, the first of a list of values
 * (a record starts in its first status), zero for a count that may be zero; undefined when the
 * field has no such value (a date, a reference, a bounded number must be given).
 */
export function blankValue(meta: FieldMeta, acceptsList: boolean): unknown {
  if (meta.type === 'json') return acceptsList ? [] : {};
  if (meta.type === 'refs') return [];
  if (meta.type === 'boolean') return meta.nullable ? null : false;
  if (meta.nullable) return null;
  if (meta.type === 'string' || meta.type === 'text') return '';
  if (meta.type === 'enum') return meta.options?.[0];
  if ((meta.type === 'integer' || meta.type === 'number') && (meta.min ?? 0) <= 0 && (meta.max ?? 0) >= 0) return 0;
  return undefined;
}

export interface DeniedWrite {
  field: string;
  message: string;
  /** nobody may write it (server-kept) rather than this user */
  serverOwned: boolean;
}

/**
 * The fields of a write this user may not make. A change (`current` given) is denied where a
 * value differs from the stored one; a create where a value differs from the field's blank
 * (`blankOf`), so a form that sends every field, or a full PUT, passes over fields it left alone.
 */
export function deniedWrites(
  user: AccessUser,
  def: ResourceDef,
  values: Readonly<Record<string, unknown>>,
  current: AccessRecord | null,
  blankOf: (field: string) => unknown,
  context: AccessContext = bareContext(user),
): DeniedWrite[] {
  const out: DeniedWrite[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (!(field in def.fields)) continue;
    const before = current ? current[field] : blankOf(field);
    if (value === undefined || sameValue(value, before)) continue;
    const verdict = mayWriteField(user, def, field, current ?? undefined, context);
    if (!verdict.ok) out.push({ field, message: verdict.reason, serverOwned: verdict.serverOwned });
  }
  return out;
}

/** The fields a person may write in forms and grids: declared editable (never structured json), and allowed to this user. */
export function writableFields(
  user: AccessUser,
  def: ResourceDef,
  record?: AccessRecord,
  context: AccessContext = bareContext(user),
): [string, FieldMeta][] {
  return fieldEntries(def).filter(
    ([name, m]) => m.editable && m.type !== 'json' && mayWriteField(user, def, name, record, context).ok,
  );
}

/** A field as a form or grid cell offers it: writable (a status with only the moves allowed) or locked with the reason. */
export type FieldOffer = { ok: true; meta: FieldMeta } | { ok: false; reason: string };

/**
 * How a form or grid cell offers this field of `record` (undefined: a new record) to this user: the
 * field rule's verdict, and for the lifecycle's status the current status and the moves allowed (a
 * new record: the statuses it may start in). The edit form, the create form and grid edit ask this.
 */
export function offerField(
  user: AccessUser,
  def: ResourceDef,
  field: string,
  record?: AccessRecord,
  context: AccessContext = bareContext(user),
): FieldOffer {
  const meta = def.fields[field];
  const verdict = mayWriteField(user, def, field, record, context);
  if (!verdict.ok || !meta) return { ok: false, reason: verdict.ok ? '' : verdict.reason };
  if (def.lifecycle?.field !== field) return { ok: true, meta };
  const from = record === undefined ? null : String(record[field]);
  return { ok: true, meta: { ...meta, options: statusChoices(def, user, from, context, record) } };
}

/**
 * May this user change this field on some record? Grid edit's columns: a field fixed at creation
 * is never a column, a record rule answers per row (`offerField` with the row).
 */
export function mayChangeSome(
  user: AccessUser,
  def: ResourceDef,
  field: string,
  context: AccessContext = bareContext(user),
): boolean {
  const meta = def.fields[field];
  return meta !== undefined && writeOf(meta) !== 'create' && mayWriteField(user, def, field, undefined, context).ok;
}

/**
 * Would the server take this value for this field of `record` (undefined: a new record) from this
 * user? A value equal to the stored one is no write; otherwise the field's rule, and for the status
 * the move (or the start status). The outbox's pending overlay shows only what this allows.
 */
export function mayWriteValue(
  user: AccessUser,
  def: ResourceDef,
  field: string,
  value: unknown,
  record?: AccessRecord,
  context: AccessContext = bareContext(user),
): boolean {
  if (record !== undefined && sameValue(value, record[field])) return true;
  if (!mayWriteField(user, def, field, record, context).ok) return false;
  if (def.lifecycle?.field !== field) return true;
  const from = record === undefined ? null : String(record[field]);
  return transitionRefusal(def, user, from, String(value), context, record) === null;
}
