/**
 * The zod schemas derived from field declarations: one per field (`fieldSchema`) and one per
 * resource (`schemaOf`, built once and kept). Only what validates imports this module (forms,
 * CSV import, the server), so zod stays off the app's start-up path.
 */
import { z } from 'zod';
import { isCalendarDate } from './common';
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
