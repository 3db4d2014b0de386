/**
 * The zod schemas derived from field declarations: one per field (`fieldSchema`), one per
 * resource (`schemaOf`, built once and kept; its `.partial()` checks a patch's fields) and the
 * whole-record schema (`recordSchemaOf`): the same with the resource's cross-field rules
 * (./cross-field.ts), each issue on the field it names. Only what validates imports this module (forms,
 * CSV import, the server), so zod stays off the app's start-up path.
 */
import { z } from 'zod';
import { isCalendarDate } from './common';
import { crossFieldProblems } from './cross-field';
import { blankValue } from './writes';
import { EMAIL_MAX, INT_MAX, TIME_OF_DAY, type Field, type FieldMeta } from './fields';
import { JSON_SCHEMAS } from './json-schemas';
import type { FieldMap, ResourceDef, SchemaOf, SchemaOfField } from './types';

function textSchema(label: string, required: boolean | undefined, maxLength: number): z.ZodString {
  const base = z
    .string({ error: `${label} must be text.` })
    .max(maxLength, { error: `${label} can be at most ${maxLength} characters long.` });
  return required ? base.trim().min(1, { error: `${label} is required.` }) : base;
}

function bounded(label: string, schema: z.ZodNumber, min: number | undefined, max: number | undefined): z.ZodNumber {
  if (min !== undefined && max !== undefined) {
    const message = `${label} must be between ${min} and ${max}.`;
    return schema.min(min, { error: message }).max(max, { error: message });
  }
  if (min !== undefined) return schema.min(min, { error: `${label} must be at least ${min}.` });
  if (max !== undefined) return schema.max(max, { error: `${label} must be at most ${max}.` });
  return schema;
}

function baseSchema(f: FieldMeta): z.ZodType {
  const { label } = f;
  switch (f.type) {
    case 'string':
      if (f.format === 'email')
        return z.email({ error: `${label} must be an e-mail address like name@example.com.` }).max(EMAIL_MAX);
      return textSchema(label, f.required, f.maxLength ?? 0);
    case 'text':
      return textSchema(label, f.required, f.maxLength ?? 0);
    case 'integer':
      return bounded(
        label,
        z.number({ error: `${label} must be a number.` }).int({ error: `${label} must be a whole number.` }),
        f.min,
        f.max,
      );
    case 'number':
      return bounded(label, z.number({ error: `${label} must be a number.` }), f.min, f.max);
    case 'boolean':
      return z.boolean({ error: `${label} must be yes or no.` });
    case 'date':
      return z
        .string({ error: `${label} must be a date.` })
        .refine(isCalendarDate, { error: `${label} must be a real date written yyyy-MM-dd.` });
    case 'datetime':
      return z.iso.datetime({ offset: true, error: `${label} must be a date and time such as 2026-11-22T08:30:00Z.` });
    case 'time':
      return z
        .string({ error: `${label} must be a time.` })
        .regex(TIME_OF_DAY, { error: `${label} must be a time of day such as 07:30.` });
    case 'enum': {
      const options = (f.options ?? []) as readonly [string, ...string[]];
      return z.enum(options, { error: `${label} must be one of: ${options.join(', ')}.` });
    }
    case 'ref': {
      const message = `Choose a ${label.toLowerCase()}.`;
      return z
        .number({ error: message })
        .int({ error: message })
        .positive({ error: message })
        .max(INT_MAX, { error: message });
    }
    case 'refs': {
      const id = z
        .number({ error: `${label} must list records by id.` })
        .int()
        .positive()
        .max(INT_MAX);
      return z.array(id, { error: `${label} must be a list.` }).max(500, { error: `${label} can list at most 500.` });
    }
    case 'json':
      if (!f.schemaKey) throw new Error(`json field '${label}' names no schema`);
      return JSON_SCHEMAS[f.schemaKey];
  }
}

const FIELD_SCHEMAS = new WeakMap<FieldMeta, z.ZodType>();

/** The schema of one field (nullable when declared so). */
export function fieldSchema<F extends Field>(field: F): SchemaOfField<F> {
  let schema = FIELD_SCHEMAS.get(field);
  if (!schema) {
    const base = baseSchema(field);
    schema = field.nullable ? base.nullable() : base;
    FIELD_SCHEMAS.set(field, schema);
  }
  return schema as SchemaOfField<F>;
}

const RECORD_SCHEMAS = new WeakMap<ResourceDef, z.ZodObject>();

/** The record schema of a resource: its declared fields (the common fields are the server's). */
export function schemaOf<F extends FieldMap>(def: ResourceDef<F>): SchemaOf<F> {
  let schema = RECORD_SCHEMAS.get(def as unknown as ResourceDef);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, fieldSchema(field)])),
    );
    RECORD_SCHEMAS.set(def as unknown as ResourceDef, schema);
  }
  return schema as SchemaOf<F>;
}

const WHOLE_RECORD_SCHEMAS = new WeakMap<ResourceDef, z.ZodType>();

/** A whole record: the fields' schemas, then the cross-field rules, each issue on the field it names. */
export function recordSchemaOf(def: ResourceDef): z.ZodType<Record<string, unknown>> {
  let schema = WHOLE_RECORD_SCHEMAS.get(def);
  if (!schema) {
    schema = schemaOf(def).superRefine((record, ctx) => {
      for (const p of crossFieldProblems(def, record))
        ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
    });
    WHOLE_RECORD_SCHEMAS.set(def, schema);
  }
  return schema as z.ZodType<Record<string, unknown>>;
}

/** The value a new record holds in a field nobody gave (./writes.ts `blankValue`); a json field's by its schema. */
export function blankOf(def: ResourceDef, name: string): unknown {
  const field = def.fields[name];
  if (!field) return undefined;
  return blankValue(field, field.type === 'json' && fieldSchema(field).safeParse([]).success);
}
