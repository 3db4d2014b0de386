/** Value shapes shared by several declarations. */
export type { ClientConfiguration, Photo, StatusChange } from './json-schemas';

/** A calendar date as yyyy-MM-dd; impossible dates such as 2026-13-45 are refused. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
