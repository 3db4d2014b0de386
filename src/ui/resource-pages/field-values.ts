/**
 * How a form holds a field's value and turns it back into the record's type. Inputs hold text
 * (a `refs` field holds its ids joined by commas), so a refused value stays exactly as typed;
 * `fromText` types it by the field's declaration and the declaration's zod names what is wrong,
 * in plain words, with the field's label.
 */
import { offerField, type AccessContext, type AccessRecord, type AccessUser, type FieldOffer } from '../../resources';
import { schemaOf } from '../../resources/schema';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { fieldEntries } from '../../resources/types';

export type Draft = Record<string, string>;

/**
 * Fields a person edits in forms: the declared editable ones. A structured (json) field is
 * written as its JSON text in the form (the server takes it from whoever the rule lets, so the
 * form offers it too); grids leave it out (grid-diff.ts).
 */
export function editableFields(def: ResourceDef): [string, FieldMeta][] {
  return fieldEntries(def).filter(([, m]) => m.editable);
}

/** What one user may edit of one record, when a resource rule narrows its declaration (a user's account). */
export interface EditNarrowing {
  /** the editable fields this user may change (default: all of them) */
  fields?: readonly string[];
  /** the values a choice field may take here (default: the declaration's) */
  options?: Readonly<Partial<Record<string, readonly string[]>>>;
}

/** The editable fields under a narrowing: only the fields it names, with the options it gives. */
export function narrowedFields(def: ResourceDef, narrowing?: EditNarrowing | null): [string, FieldMeta][] {
  return editableFields(def)
    .filter(([name]) => !narrowing?.fields || narrowing.fields.includes(name))
    .map(([name, meta]) => {
      const options = narrowing?.options?.[name];
      return [name, options ? { ...meta, options: meta.options?.filter((o) => options.includes(o)) } : meta];
    });
}

/**
 * Each narrowed field with how the form offers it to this user (offerField: the server's
 * question): an offered field keeps the narrowing's choices within the offer's (a status's moves,
 * the roles an account rule lets one give). The edit and create forms ask this.
 */
export function offeredFields(
  user: AccessUser,
  def: ResourceDef,
  narrowing: EditNarrowing | null | undefined,
  record: AccessRecord | undefined,
  context: AccessContext,
): { name: string; meta: FieldMeta; offer: FieldOffer }[] {
  return narrowedFields(def, narrowing).map(([name, narrowed]) => {
    const offer = offerField(user, def, name, record, context);
    if (!offer.ok) return { name, meta: narrowed, offer };
    const choices = narrowed.options && offer.meta.options?.filter((o) => narrowed.options?.includes(o));
    return {
      name,
      meta: narrowed,
      offer: { ok: true, meta: { ...offer.meta, options: choices ?? offer.meta.options } },
    };
  });
}

export function toText(meta: FieldMeta, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (meta.type === 'refs') return Array.isArray(value) ? value.join(',') : '';
  if (meta.type === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

/** Parses a `refs` draft ('3,7') into ids, ignoring blanks. */
export function idsOf(text: string): number[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
}

/**
 * The typed value of a text: empty is null for nullable and non-text fields (zod then says a
 * field that needs a value is required); numbers stay NaN when not numeric, so the message says
 * 'must be a number'.
 */
export function fromText(meta: FieldMeta, text: string): unknown {
  const t = meta.type === 'string' || meta.type === 'text' ? text : text.trim();
  if (meta.type === 'refs') return idsOf(t);
  if (meta.type === 'json' && t !== '') {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return new JsonText(t);
    }
  }
  if (t === '') {
    if (meta.type === 'string' || meta.type === 'text') return meta.nullable ? null : '';
    return null;
  }
  switch (meta.type) {
    case 'number':
    case 'integer':
    case 'ref':
      return Number(t.replace(',', '.'));
    case 'boolean':
      return t === 'true' || t === 'yes' || t === '1' ? true : t === 'false' || t === 'no' || t === '0' ? false : t;
    default:
      return t;
  }
}

/** A json field's text that does not parse: validateValues names it. */
export class JsonText {
  constructor(readonly text: string) {}
}

export type FieldErrors = Record<string, string>;

/**
 * Checks typed values with the declaration's zod: only the given fields (`partial`, for edits)
 * or the whole record (create). One message per field, the first zod gives.
 */
export function validateValues(def: ResourceDef, values: Record<string, unknown>, partial: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    const meta = def.fields[field];
    if (value instanceof JsonText && meta)
      errors[field] = `${meta.label} is not readable: keep the form shown (brackets, quotes and commas).`;
  }
  if (Object.keys(errors).length) return errors;
  const schema = partial ? schemaOf(def).partial() : schemaOf(def);
  const parsed = schema.safeParse(values);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const meta = def.fields[field];
    if (errors[field]) continue;
    errors[field] =
      meta && (values[field] === undefined || values[field] === null) && !meta.nullable
        ? `${meta.label} is required.`
        : issue.message;
  }
  return errors;
}

/** The changed fields of a draft over a record, typed. */
export function changedValues(
  def: ResourceDef,
  record: Record<string, unknown>,
  draft: Draft,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, meta] of editableFields(def)) {
    const text = draft[name];
    if (text === undefined || text === toText(meta, record[name])) continue;
    out[name] = fromText(meta, text);
  }
  return out;
}
