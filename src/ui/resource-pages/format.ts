/**
 * How a field's value reads in a cell or a detail row, and the app's one date and time format
 * (spec 9): dates 'yyyy-MM-dd', times 'HH:mm' (24-hour), date-times 'yyyy-MM-dd HH:mm' in the
 * user's time zone. date-fns formats explicitly, so the browser's locale never reorders a date.
 */
import { format, isValid, parseISO } from 'date-fns';
import type { FieldMeta } from '../../resources/types';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
/** Pattern of a typed date in filter and form text inputs. */
export const DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}';

function toDate(value: string | number | Date): Date | null {
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/** 'HH:mm' of an instant (epoch ms or ISO string); '' for none. */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  return d ? format(d, TIME_FORMAT) : String(value);
}

/** 'yyyy-MM-dd' of a calendar date ('2026-11-22') or an instant. */
export function formatDate(value: string | number | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = toDate(value);
  return d ? format(d, DATE_FORMAT) : String(value);
}

/** 'yyyy-MM-dd HH:mm' of an instant, in the user's time zone. */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? format(d, DATE_TIME_FORMAT) : String(value);
}

/** Today's date in the user's time zone, as the API compares dates ('yyyy-MM-dd'). */
export function todayIso(now: Date = new Date()): string {
  return format(now, DATE_FORMAT);
}

/**
 * A reference by the referenced record's title. One the device cannot name (not yet loaded, or
 * not the viewer's to see: another's driver for a client user) reads as the field's label,
 * 'Driver', never as the internal number (issue 32).
 */
export function refTitle(id: unknown, titles: Map<number, string> | undefined, label: string): string {
  return (typeof id === 'number' ? titles?.get(id) : undefined) ?? label;
}

/** A value as text. References read as the referenced record's title (the field's label while unknown). */
export function formatValue(meta: FieldMeta | undefined, value: unknown, titles?: Map<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (meta?.type === 'boolean') return value ? 'Yes' : 'No';
  if (meta?.type === 'ref') return refTitle(value, titles, meta.label);
  if (meta?.type === 'refs' && Array.isArray(value))
    return value.length ? value.map((v) => refTitle(v, titles, meta.label)).join(', ') : '—';
  if (meta?.type === 'date' && (typeof value === 'string' || typeof value === 'number')) return formatDate(value);
  if (meta?.type === 'datetime' && (typeof value === 'string' || typeof value === 'number'))
    return formatDateTime(value);
  if (meta?.type === 'time' && typeof value === 'string') return value.slice(0, 5);
  if (meta?.type === 'json') {
    if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
    return JSON.stringify(value);
  }
  return String(value);
}
