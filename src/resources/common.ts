/** Value shapes shared by several declarations. */
import { z } from 'zod';

/** A calendar date as yyyy-MM-dd; impossible dates such as 2026-13-45 are refused. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
export const dateString = z.string().refine(isCalendarDate, 'Use a real date in the format yyyy-MM-dd');
export const photo = z.object({ url: z.string().max(2000), tag: z.string().max(200).optional() });
export type Photo = z.infer<typeof photo>;
export const statusChange = z.object({ status: z.string().max(64), at: z.string().max(64), by: z.string().max(200).optional() });
export type StatusChange = z.infer<typeof statusChange>;
