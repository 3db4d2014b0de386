/**
 * Calendar dates as the API and the screens' paths write them. On the start path (menu links,
 * the lists' default day), so it uses date-fns' `lightFormat`: `format` brings every token's
 * formatter and the en-US locale, about 19 KB of script, to say yyyy-MM-dd.
 */
import { addDays, lightFormat } from 'date-fns';

/** The calendar date of `date` in the device's local time, as yyyy-MM-dd. */
export function calendarDate(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/**
 * The calendar date `days` after (or, negative, before) the yyyy-MM-dd `day`. A date-time with
 * no offset is local time (ECMAScript's Date string format), so this needs no parser (`parseISO`
 * is 2.6 KB of the start path).
 */
export function shiftDay(day: string, days: number): string {
  return calendarDate(addDays(new Date(`${day}T00:00:00`), days));
}

/** Today's calendar date in the device's local time, as yyyy-MM-dd. */
export function todayString(now = new Date()): string {
  return calendarDate(now);
}
