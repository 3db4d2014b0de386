/**
 * Field builders: each field of a resource is declared once, with its label, type, list / filter /
 * sort / edit / required flags and references, and carries the zod schema derived from them.
 * `defineResource` assembles the record schema from the fields, so validation (browser, CSV import,
 * server) and the generic pages read one declaration. Messages are written for people: they name
 * the field and say what is expected.
 */
import { z } from 'zod';
import { isCalendarDate } from './common';

/** 'time' is a time of day as HH:mm (00:00-23:59). */
export type FieldType = 'string' | 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'datetime' | 'time' | 'enum' | 'json' | 'ref' | 'refs';

export interface FieldMeta {
  label: string;
  type: FieldType;
  /** enum values, in display order */
  options?: readonly string[];
  /** referenced resource name, for types 'ref' and 'refs' */
  ref?: string;
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
}

export interface Field<Z extends z.ZodType = z.ZodType> extends FieldMeta {
  readonly zod: Z;
}

export interface FieldOptions {
  column?: boolean;
  editable?: boolean;
  required?: boolean;
  filter?: FieldMeta['filter'];
  sortable?: boolean;
  hint?: string;
}

type Nullable<N> = { nullable?: N };
type Maybe<Z extends z.ZodType, N> = N extends true ? z.ZodNullable<Z> : Z;

function build<Z extends z.ZodType, N>(meta: FieldMeta, base: z.ZodType, nullable: N | undefined): Field<Maybe<Z, N>> {
  const zod = (nullable ? base.nullable() : base) as Maybe<Z, N>;
  return { ...meta, nullable: nullable === true ? true : undefined, zod };
}

const TEXT_MAX = 500;
const LONG_TEXT_MAX = 5000;

function textSchema(label: string, required: boolean | undefined, maxLength: number): z.ZodString {
  const base = z.string({ error: `${label} must be text.` }).max(maxLength, { error: `${label} can be at most ${maxLength} characters long.` });
  return required ? base.trim().min(1, { error: `${label} is required.` }) : base;
}

/** A one-line text. */
export function text<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> & { maxLength?: number } = {}) {
  const maxLength = o.maxLength ?? TEXT_MAX;
  return build<z.ZodString, N>({ ...o, label, type: 'string', maxLength }, textSchema(label, o.required, maxLength), o.nullable);
}

/** A multi-line text (instructions, notes). */
export function longText<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodString, N>({ ...o, label, type: 'text', maxLength: LONG_TEXT_MAX }, textSchema(label, o.required, LONG_TEXT_MAX), o.nullable);
}

/** An e-mail address. */
export function email<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  const schema = z.email({ error: `${label} must be an e-mail address like name@example.com.` }).max(254);
  return build<z.ZodEmail, N>({ ...o, label, type: 'string', maxLength: 254 }, schema, o.nullable);
}

interface NumberOptions extends FieldOptions {
  min?: number;
  max?: number;
}

function bounded<T extends z.ZodNumber>(label: string, schema: T, o: NumberOptions): T {
  let s = schema;
  if (o.min !== undefined && o.max !== undefined) {
    const message = `${label} must be between ${o.min} and ${o.max}.`;
    s = s.min(o.min, { error: message }).max(o.max, { error: message }) as T;
  } else if (o.min !== undefined) s = s.min(o.min, { error: `${label} must be at least ${o.min}.` }) as T;
  else if (o.max !== undefined) s = s.max(o.max, { error: `${label} must be at most ${o.max}.` }) as T;
  return s;
}

const INT_MAX = 2_147_483_647;

/** A whole number (counts, sequence numbers). Unbounded declarations stay within a 32-bit column. */
export function int<N extends boolean = false>(label: string, o: NumberOptions & Nullable<N> = {}) {
  const range = { min: o.min ?? -INT_MAX, max: o.max ?? INT_MAX };
  const schema = bounded(label, z.number({ error: `${label} must be a number.` }).int({ error: `${label} must be a whole number.` }), { ...o, ...range });
  return build<z.ZodNumber, N>({ ...o, ...range, label, type: 'integer' }, schema, o.nullable);
}

/** A number with decimals (weights, coordinates). */
export function num<N extends boolean = false>(label: string, o: NumberOptions & Nullable<N> = {}) {
  const range = { min: o.min ?? -1e12, max: o.max ?? 1e12 };
  const schema = bounded(label, z.number({ error: `${label} must be a number.` }), { ...o, ...range });
  return build<z.ZodNumber, N>({ ...o, ...range, label, type: 'number' }, schema, o.nullable);
}

export function bool<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  return build<z.ZodBoolean, N>({ ...o, label, type: 'boolean' }, z.boolean({ error: `${label} must be yes or no.` }), o.nullable);
}

/** A calendar date as yyyy-MM-dd (spec section 9). */
export function date<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  const schema = z.string({ error: `${label} must be a date.` }).refine(isCalendarDate, { error: `${label} must be a real date written yyyy-MM-dd.` });
  return build<z.ZodString, N>({ ...o, label, type: 'date' }, schema, o.nullable);
}

/** A moment in time, ISO 8601 with its offset. */
export function dateTime<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  const schema = z.iso.datetime({ offset: true, error: `${label} must be a date and time such as 2026-11-22T08:30:00Z.` });
  return build<z.ZodISODateTime, N>({ ...o, label, type: 'datetime' }, schema, o.nullable);
}

export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, HH:mm on the 24-hour clock. */
export function time<N extends boolean = false>(label: string, o: FieldOptions & Nullable<N> = {}) {
  const schema = z.string({ error: `${label} must be a time.` }).regex(TIME_OF_DAY, { error: `${label} must be a time of day such as 07:30.` });
  return build<z.ZodString, N>({ ...o, label, type: 'time' }, schema, o.nullable);
}

/** One of a fixed list of values, in display order. */
export function oneOf<const V extends readonly [string, ...string[]], N extends boolean = false>(label: string, options: V, o: FieldOptions & Nullable<N> = {}) {
  const schema = z.enum(options, { error: `${label} must be one of: ${options.join(', ')}.` });
  return build<z.ZodEnum<{ [K in V[number]]: K }>, N>({ ...o, label, type: 'enum', options }, schema, o.nullable);
}

/** A reference to another resource's record by id; shown by the record's title, edited with a picker. */
export function ref<N extends boolean = false>(label: string, resource: string, o: FieldOptions & Nullable<N> = {}) {
  const schema = z
    .number({ error: `Choose a ${label.toLowerCase()}.` })
    .int({ error: `Choose a ${label.toLowerCase()}.` })
    .positive({ error: `Choose a ${label.toLowerCase()}.` })
    .max(INT_MAX, { error: `Choose a ${label.toLowerCase()}.` });
  return build<z.ZodNumber, N>({ ...o, label, type: 'ref', ref: resource }, schema, o.nullable);
}

/** Several references to records of one resource (a user's clients); edited with a multi-picker. */
export function refs(label: string, resource: string, o: Omit<FieldOptions, 'sortable'> = {}) {
  const id = z.number({ error: `${label} must list records by id.` }).int().positive().max(INT_MAX);
  const schema = z.array(id, { error: `${label} must be a list.` }).max(500, { error: `${label} can list at most 500.` });
  return build<z.ZodArray<z.ZodNumber>, false>({ ...o, label, type: 'refs', ref: resource }, schema, false);
}

/** A structured value (lists, nested objects) with its own schema; never a list column or a plain input. */
export function json<Z extends z.ZodType>(label: string, schema: Z, o: Omit<FieldOptions, 'filter' | 'sortable'> = {}): Field<Z> {
  return { ...o, label, type: 'json', zod: schema };
}
