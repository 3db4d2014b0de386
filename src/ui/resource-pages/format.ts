/**
 * How a field's value reads in a cell or a detail row, and the app's one date and time format
 * (spec 9): dates 'yyyy-MM-dd', times 'HH:mm' (24-hour), date-times 'yyyy-MM-dd HH:mm', read on
 * the record's depot clock (src/lib/calendar.ts: the zone is named where the viewer's differs;
 * without a zone, the operator's clock). Never the browser's locale or zone.
 */
import { formatClock, formatDateTime as dateTimeIn, formatDay, OPERATOR_ZONE, toInstant } from '../../lib/calendar';
import type { TitleMaps } from '../../offline';
import type { FieldMeta } from '../../resources/types';
import { linesOf } from './lines-value';

export const DATE_FORMAT = 'yyyy-MM-dd';
/** Pattern of a typed date in filter and form text inputs. */
export const DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}';

/** 'HH:mm' of an instant (epoch ms or ISO string) on `zone`'s clock; '' for none. */
export function formatTime(value: number | string | null | undefined, zone: string = OPERATOR_ZONE): string {
  if (value === null || value === undefined) return '';
  return toInstant(value) ? formatClock(value, zone) : String(value);
}

/** 'yyyy-MM-dd' of a calendar date ('2026-11-22') or of an instant on `zone`'s clock. */
export function formatDate(value: string | number | Date, zone: string = OPERATOR_ZONE): string {
  return formatDay(value, zone);
}

/** 'yyyy-MM-dd HH:mm' of an instant on `zone`'s clock, naming the zone where the viewer's differs. */
export function formatDateTime(value: string | number | Date, zone: string = OPERATOR_ZONE): string {
  return dateTimeIn(value, zone);
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
export function formatValue(
  meta: FieldMeta | undefined,
  value: unknown,
  titles?: Map<number, string>,
  zone: string = OPERATOR_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (meta?.type === 'boolean') return value ? 'Yes' : 'No';
  if (meta?.type === 'ref') return refTitle(value, titles, meta.label);
  if (meta?.type === 'refs' && Array.isArray(value))
    return value.length ? value.map((v) => refTitle(v, titles, meta.label)).join(', ') : '—';
  if (meta?.type === 'date' && (typeof value === 'string' || typeof value === 'number')) return formatDate(value, zone);
  if (meta?.type === 'datetime' && (typeof value === 'string' || typeof value === 'number'))
    return formatDateTime(value, zone);
  if (meta?.type === 'time' && typeof value === 'string') return value.slice(0, 5);
  if (meta?.type === 'json') {
    if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * A field's value as read text: references by title, a list of lines (a json field declaring its
 * `lines`) one line each with its cells by label and its references by name, other structured
 * values as indented JSON, times on `zone`'s clock. `titles`: the names of every referenced
 * resource shown (useRefTitles), the field's own and its lines'.
 */
export function readText(meta: FieldMeta, value: unknown, titles: TitleMaps = {}, zone?: string): string {
  const own = meta.ref ? titles[meta.ref] : undefined;
  if (meta.type === 'refs') {
    if (!Array.isArray(value) || value.length === 0) return '—';
    return value.map((id: unknown) => refTitle(id, own, meta.label)).join(', ');
  }
  const lines = meta.lines ? linesOf(value) : null;
  if (meta.lines && lines) return linesText(meta.lines, lines, titles, zone);
  if (meta.type === 'json' && value !== null && typeof value === 'object') return JSON.stringify(value, null, 1);
  return formatValue(meta, value, own, zone);
}

/** Lines as read text: one line each, 'Product: Dry Cat Food 4 kg · Quantity: 2'. */
function linesText(
  cells: Readonly<Record<string, FieldMeta>>,
  lines: readonly Readonly<Record<string, unknown>>[],
  titles: TitleMaps,
  zone?: string,
): string {
  if (lines.length === 0) return '—';
  return lines
    .map((line) =>
      Object.entries(cells)
        .map(
          ([key, cell]) =>
            `${cell.label}: ${formatValue(cell, line[key], cell.ref ? titles[cell.ref] : undefined, zone)}`,
        )
        .join(' · '),
    )
    .join('\n');
}
