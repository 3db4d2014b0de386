/**
 * What a stored value of each declared field type may be, checked on every write from the
 * declaration alone (FieldMeta.type, min, max), so a resource added later is covered with no
 * code of its own. The zod schema checks the JS shape first; these add what it cannot say:
 * real dates and times, bounds, and numbers that fit the column the server compares them in.
 */
import { isCalendarDate } from '../../src/resources/common';
import type { FieldMeta, ResourceDef } from '../../src/resources/index';

export const INT4_MAX = 2_147_483_647;
/** ids are bigserial, but pass through JS numbers: the safe-integer range is what round-trips */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A record id written in a path or a filter: decimal digits only (no `0x10`, `1e3`, `+5` or
 * spaces, which `Number()` would all read), positive and within ID_MAX; else null.
 */
export function decimalId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

export interface FieldError {
  field: string;
  message: string;
}

export const isCalendarDateText = (value: string): boolean => isCalendarDate(value);

/** HH:mm from 00:00 to 23:59. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/** An ISO 8601 date-time with a zone (Z or an offset), on a real calendar date. */
export function isIsoDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '');
}

function checkNumber(meta: FieldMeta, value: number): string | null {
  if (!Number.isFinite(value)) return 'Must be a finite number.';
  if (meta.min !== undefined && value < meta.min) return `Must be at least ${meta.min}.`;
  if (meta.max !== undefined && value > meta.max) return `Must be at most ${meta.max}.`;
  if (meta.type === 'integer' && (!Number.isInteger(value) || Math.abs(value) > INT4_MAX))
    return `Must be a whole number up to ${INT4_MAX}.`;
  if (meta.type === 'ref' && (!Number.isInteger(value) || value < 1 || value > ID_MAX))
    return 'Must be the id of an existing record.';
  if (Math.abs(value) > ID_MAX) return `Must be between -${ID_MAX} and ${ID_MAX}.`;
  return null;
}

/** The error of one field value, or null. Empty values (null, and '' for optional times) are the schema's business. */
export function checkFieldValue(meta: FieldMeta, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return checkNumber(meta, value);
  if (typeof value !== 'string') return null;
  switch (meta.type) {
    case 'date':
      return isCalendarDate(value) ? null : 'Use a real date in the format yyyy-MM-dd.';
    case 'datetime':
      return isIsoDateTime(value) ? null : 'Use an ISO date-time such as 2026-11-22T08:30:00Z.';
    case 'time':
      if (value === '' && !meta.required) return null;
      return isTimeOfDay(value) ? null : 'Use a time from 00:00 to 23:59 as HH:mm.';
    default:
      return null;
  }
}

/** Errors of the declared fields present in `data`. */
export function declaredFieldErrors(def: ResourceDef, data: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const fields = def.fields as Record<string, FieldMeta | undefined>;
  for (const [field, value] of Object.entries(data)) {
    const meta = fields[field];
    if (!meta) continue;
    const message = checkFieldValue(meta, value);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}
