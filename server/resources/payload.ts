/**
 * Request bodies of resource writes: meta fields apart, declared fields validated by the schema
 * (422); a whole record also by the resource's cross-field rules (src/resources/cross-field.ts).
 */
import type { z } from 'zod';
import type { ResourceDef } from '../../src/resources/index';
import { clientScope } from '../../src/resources/index';
import { recordSchemaOf, schemaOf } from '../../src/resources/schema';
import type { AuthUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { INT4_MAX, declaredFieldErrors } from './values';

export interface BodyMeta {
  version?: number;
  clientId?: number | null;
  historical?: boolean;
}

const META_KEYS = new Set(['id', 'version', 'clientId', 'historical', 'createdAt', 'updatedAt']);

export function invalid(fields: { field: string; message: string }[]): ApiHttpError {
  return new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields });
}

export function splitBody(body: Record<string, unknown>): { meta: BodyMeta; fields: Record<string, unknown> } {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!META_KEYS.has(key)) fields[key] = value;
  const errors: { field: string; message: string }[] = [];
  const meta: BodyMeta = {};
  if (body.version !== undefined) {
    if (typeof body.version === 'number' && Number.isInteger(body.version) && Math.abs(body.version) <= INT4_MAX)
      meta.version = body.version;
    else errors.push({ field: 'version', message: 'Must be an integer version.' });
  }
  if (body.clientId !== undefined) {
    const id = body.clientId;
    if (id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= INT4_MAX)) meta.clientId = id;
    else errors.push({ field: 'clientId', message: 'Must be the id of a client.' });
  }
  if (body.historical !== undefined) {
    if (typeof body.historical === 'boolean') meta.historical = body.historical;
    else errors.push({ field: 'historical', message: 'Must be true or false.' });
  }
  if (errors.length > 0) throw invalid(errors);
  return { meta, fields };
}

/** The zod schema's shape, then the declaration's value rules (dates, times, bounds, id ranges). */
function check(def: ResourceDef, schema: z.ZodType, value: unknown): Record<string, unknown> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })),
    );
  }
  const data = parsed.data as Record<string, unknown>;
  const errors = declaredFieldErrors(def, data);
  if (errors.length > 0) throw invalid(errors);
  return data;
}

export function validateFull(def: ResourceDef, fields: Record<string, unknown>): Record<string, unknown> {
  return check(def, recordSchemaOf(def), fields);
}

/**
 * A new record's body with its omitted nullable fields empty (null), as the forms send them: a
 * caller of the API need not list every field it leaves empty. A field that must hold a value is
 * still refused when omitted.
 */
export function withOmittedNulls(def: ResourceDef, fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  for (const [name, meta] of Object.entries(def.fields)) if (meta.nullable && out[name] === undefined) out[name] = null;
  return out;
}

/** A partial body: only the fields present are validated, and unknown fields are refused. */
export function validatePartial(def: ResourceDef, fields: Record<string, unknown>): Record<string, unknown> {
  const unknown = Object.keys(fields).filter((k) => !Object.prototype.hasOwnProperty.call(def.fields, k));
  if (unknown.length > 0) throw invalid(unknown.map((field) => ({ field, message: 'Unknown field.' })));
  return check(def, schemaOf(def).partial(), fields);
}

export function requireVersion(meta: BodyMeta): number {
  if (meta.version === undefined)
    throw invalid([{ field: 'version', message: 'The version of the record you edited is required.' }]);
  return meta.version;
}

/** The client a new or moved record belongs to, checked against the user's client scope. */
export function resolveClientId(
  def: ResourceDef,
  user: AuthUser,
  requested: number | null | undefined,
  current: number | null = null,
  options: { allowNone?: boolean } = {},
): number | null {
  if (!def.clientScoped || def.name === 'clients') return current;
  const scope = clientScope(user);
  const wanted = requested === undefined ? current : requested;
  if (wanted === null) {
    // Operator-wide records (e.g. admin and contractor users) belong to no client; only
    // users who see every client may create or keep them.
    if (options.allowNone && scope === null) return null;
    if (scope && scope.length === 1) return scope[0] ?? null;
    throw invalid([{ field: 'clientId', message: 'Choose a client.' }]);
  }
  if (scope && !scope.includes(wanted)) throw forbidden();
  return wanted;
}
