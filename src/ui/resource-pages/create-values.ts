/**
 * A new record's starting values and its payload, pure. The form starts from the declaration:
 * values given in the link (`?role=driver`), a status of 'active' (or 'pending') where the field
 * offers it, No for yes/no fields, a structured field's empty value written out, and, for a user
 * limited to some clients, those clients in a field listing clients (the server scopes it again).
 * The payload types every editable field, fills the fields a form never shows (flags the server
 * keeps) with empty values, and is checked whole by the declaration's zod.
 */
import type { AccessUser } from '../../resources/roles';
import { blankOf } from '../../resources/schema';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { fieldEntries } from '../../resources/types';
import { editableFields, fromText, toText, validateValues, type Draft, type FieldErrors } from './field-values';

const STARTING_STATUSES = ['active', 'pending'];

function startingValue(meta: FieldMeta, user: AccessUser): string {
  if (meta.type === 'enum') return STARTING_STATUSES.find((s) => meta.options?.includes(s)) ?? '';
  if (meta.type === 'boolean' && !meta.nullable) return 'false';
  if (meta.type === 'refs' && meta.ref === 'clients' && user.role !== 'admin') return user.clientIds.join(',');
  return '';
}

export function createDefaults(
  def: ResourceDef,
  user: AccessUser,
  params: URLSearchParams = new URLSearchParams(),
): Draft {
  const out: Draft = {};
  for (const [name, meta] of editableFields(def)) {
    const given = params.get(name);
    const allowed = given !== null && (meta.type !== 'enum' || (meta.options ?? []).includes(given));
    // a structured field starts as its empty value written out ('[]'), ready to fill in
    out[name] = allowed ? given : meta.type === 'json' ? toText(meta, blankOf(def, name)) : startingValue(meta, user);
  }
  return out;
}

export interface CreatePayload {
  record: Record<string, unknown>;
  errors: FieldErrors;
}

export function createPayload(def: ResourceDef, draft: Draft): CreatePayload {
  const shown = new Map(editableFields(def));
  const record: Record<string, unknown> = {};
  for (const [name, meta] of fieldEntries(def)) {
    const text = draft[name] ?? '';
    // a structured field left empty is its empty value, as when the form does not show it
    const value =
      shown.has(name) && !(meta.type === 'json' && text.trim() === '') ? fromText(meta, text) : blankOf(def, name);
    if (value !== undefined) record[name] = value;
  }
  return { record, errors: validateValues(def, record, false) };
}

/**
 * The client a new record of a client-scoped resource belongs to: the client the pages act for,
 * or, for a record listing its clients (users), the first it lists; else the user's own single
 * client; null lets the server decide (operator-wide records, or it asks for one).
 */
export function createClientId(
  def: ResourceDef,
  record: Record<string, unknown>,
  user: AccessUser,
  selected: number | null,
): number | null {
  if (!def.clientScoped || def.name === 'clients') return null;
  if (Array.isArray(record.clientIds)) {
    const listed = record.clientIds as number[];
    if (selected && listed.includes(selected)) return selected;
    return listed[0] ?? null;
  }
  if (selected && selected > 0) return selected;
  if (user.role !== 'admin' && user.clientIds.length === 1) return user.clientIds[0] ?? null;
  return null;
}
