/**
 * Field builders: each field of a resource is declared once, with its label, type, list / filter /
 * sort / edit / required flags and references. A field is plain data; its zod schema is derived
 * from it by ./schema.ts (`fieldSchema`, `schemaOf`), so validation (browser, CSV import, server)
 * and the generic pages read one declaration, and the declarations themselves load without zod
 * (the router, menu and Dexie schema read them at start-up). Messages are written for people: they
 * name the field and say what is expected.
 *
 * A field also says who may write it (`write`, decided by ./writes.ts): a rule of the access
 * language, 'server' (only the server: ids, versions, timestamps, history, computed counts) or
 * 'create' (given when the record is made, fixed afterwards). Left out, an `editable` field is
 * written by whoever may do the action, and any other field is 'create'.
 */
import type { z } from 'zod';
import type { Rule } from './access';
import type { JSON_SCHEMAS, JsonSchemaKey } from './json-schemas';

/** 'time' is a time of day as HH:mm (00:00-23:59). */
export type FieldType =
  | 'string'
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'enum'
  | 'json'
  | 'ref'
  | 'refs';

/** Who may write a field: a rule of the access language, only the server, or only its creator. */
export type FieldWrite = Rule | 'server' | 'create';

export interface FieldMeta {
  label: string;
  type: FieldType;
  /** a 'string' field that must be an e-mail address */
  format?: 'email';
  /** enum values, in display order */
  options?: readonly string[];
  /** referenced resource name, for types 'ref' and 'refs' */
  ref?: string;
  /** the schema of a 'json' field (./json-schemas.ts) */
  schemaKey?: JsonSchemaKey;
  /** shown as a list column by default */
  column?: boolean;
  /** editable in edit and grid-edit forms */
  editable?: boolean;
  /** required on create (strings must not be blank) */
  required?: boolean;
  /** the value may be empty (null) */
  nullable?: boolean;
  /** how the list filters on it: exact match, case-insensitive contains, or a from/to range */
  filter?: 'exact' | 'text' | 'range';
  sortable?: boolean;
  /** inclusive bounds of a number field (e.g. latitude -90..90) */
  min?: number;
  max?: number;
  /** longest accepted text */
  maxLength?: number;
  /** a short help line shown under the input */
  hint?: string;
  /** who may write it (./writes.ts); see the module header for the default */
  write?: FieldWrite;
  /**
   * a json field that is a list of lines (a recipe's components): each line's fields, so forms
   * edit it as rows of inputs instead of JSON text; its schema (`schemaKey`) still decides
   */
  lines?: Readonly<Record<string, FieldMeta>>;
}

/** A field; `Z` is the type of the schema ./schema.ts derives for it (types only, never built here). */
export interface Field<Z extends z.ZodType = z.ZodType> extends FieldMeta {
  readonly '~schema'?: Z;
}

export interface FieldOptions {
  column?: boolean;
  editable?: boolean;
  required?: boolean;
  filter?: FieldMeta['filter'];
  sortable?: boolean;
  hint?: string;
  write?: FieldWrite;
}

type Nullable<N> = { nullable?: N };
type Maybe<Z extends z.ZodType, N> = N extends true ? z.ZodNullable<Z> : Z;

function build<Z extends z.ZodType, N>(meta: FieldMeta, nullable: N | undefined): Field<Maybe<Z, N>> {
  return { ...meta, nullable: nullable === true ? true : undefined };
}

export const TEXT_MAX = 500;
/** Longest search term or text filter a list takes (server/resources/query.ts refuses longer; inputs stop there). */
export const SEARCH_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
export const INT_MAX = 2_147_483_647;

/** A one-line text. */
export function text<N extends boolean = false>(
  label: string,
  o: FieldOptions & Nullable<N> & { maxLength?: number } = {},
) {
  return build<z.ZodString, N>({ ...o, label, type: 'string', maxLength: o.maxLength ?? TEXT_MAX }, o.nullable);
}

/** A multi-line text (instructions, notes). */
export function longText<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodString, N>({ ...o, label, type: 'text', maxLength: LONG_TEXT_MAX }, o.nullable);
}

/** An e-mail address. */
export function email<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodEmail, N>({ ...o, label, type: 'string', format: 'email', maxLength: EMAIL_MAX }, o.nullable);
}

interface NumberOptions extends FieldOptions {
  min?: number;
  max?: number;
}

/** A whole number (counts, sequence numbers). Unbounded declarations stay within a 32-bit column. */
export function int<N extends boolean = false>(label: string, o: NumberOptions & Nullable<N> = {}) {
  return build<z.ZodNumber, N>(
    { ...o, min: o.min ?? -INT_MAX, max: o.max ?? INT_MAX, label, type: 'integer' },
    o.nullable,
  );
}

/** A number with decimals (weights, coordinates). */
export function num<N extends boolean = false>(label: string, o: NumberOptions & Nullable<N> = {}) {
  return build<z.ZodNumber, N>({ ...o, min: o.min ?? -1e12, max: o.max ?? 1e12, label, type: 'number' }, o.nullable);
}

export function bool<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodBoolean, N>({ ...o, label, type: 'boolean' }, o.nullable);
}

/** A calendar date as yyyy-MM-dd (spec section 9). */
export function date<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodString, N>({ ...o, label, type: 'date' }, o.nullable);
}

/** A moment in time, ISO 8601 with its offset. */
export function dateTime<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodISODateTime, N>({ ...o, label, type: 'datetime' }, o.nullable);
}

export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, HH:mm on the 24-hour clock. */
export function time<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodString, N>({ ...o, label, type: 'time' }, o.nullable);
}

/** One of a fixed list of values, in display order. */
export function oneOf<const V extends readonly [string, ...string[]], N extends boolean = false>(
  label: string,
  options: V,
  o: FieldOptions & Nullable<N> = {},
) {
  return build<z.ZodEnum<{ [K in V[number]]: K }>, N>({ ...o, label, type: 'enum', options }, o.nullable);
}

/** A reference to another resource's record by id; shown by the record's title, edited with a picker. */
export function ref<N extends boolean = false>(label: string, resource: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodNumber, N>({ ...o, label, type: 'ref', ref: resource }, o.nullable);
}

/** Several references to records of one resource (a user's clients); edited with a multi-picker. */
export function refs(label: string, resource: string, o: Omit<FieldOptions, 'sortable'> = {}) {
  return build<z.ZodArray<z.ZodNumber>, false>({ ...o, label, type: 'refs', ref: resource }, false);
}

/** A structured value (lists, nested objects) with its schema from ./json-schemas.ts; never a list column or a plain input. */
export function json<K extends JsonSchemaKey>(
  label: string,
  schemaKey: K,
  o: Omit<FieldOptions, 'filter' | 'sortable'> & { lines?: FieldMeta['lines'] } = {},
): Field<(typeof JSON_SCHEMAS)[K]> {
  return { ...o, label, type: 'json', schemaKey };
}
