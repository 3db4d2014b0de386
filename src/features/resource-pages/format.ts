/** How a field's value reads in a cell or a detail row. */
import type { FieldMeta } from '../../resources/types';

export function formatTime(ms: number | null): string {
  if (ms === null) return '';
  return new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export function formatValue(meta: FieldMeta | undefined, value: unknown, titles?: Map<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (meta?.type === 'boolean') return value ? 'Yes' : 'No';
  if (meta?.type === 'ref' && typeof value === 'number') return titles?.get(value) ?? String(value);
  if (meta?.type === 'datetime' && typeof value === 'string') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? value : d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
  }
  if (meta?.type === 'json') {
    if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
    return JSON.stringify(value);
  }
  return String(value);
}
