/**
 * Calendar dates by name, the one place a page writes a day or a period as words: a heading's
 * 'Fri 27 Nov', a title line's 'Sat 28 Nov 2026' and a period's 'Sat 28 Nov to Fri 4 Dec 2026',
 * each day named once (never its name beside its 'yyyy-MM-dd' text). Calendar arithmetic (no
 * clock or zone), as ./calendar.ts. Apart from it because calendar.ts is on the start path (the
 * entry budget, docs/bench.md) and no page the boot shows names a day: the pages that do load this
 * with themselves.
 */
import { isCalendarDate } from '../resources/common';

const formats = new Map<boolean, Intl.DateTimeFormat>();

/** A calendar date by name, with or without its year; other text as is. */
function nameOfDay(day: string, year: boolean): string {
  if (!isCalendarDate(day)) return day;
  let format = formats.get(year);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(year, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`)).replaceAll(',', '');
}

/** A calendar date as a heading names it, 'Fri 27 Nov'; other text as is. */
export const formatDayName = (day: string): string => nameOfDay(day, false);

/** A calendar date as a title line names it, with its year: 'Sat 28 Nov 2026'; other text as is. */
export const formatDayWithYear = (day: string): string => nameOfDay(day, true);

/**
 * A period of calendar dates (both ends included) named once: 'Sat 28 Nov 2026' for one day,
 * 'Sat 28 Nov to Fri 4 Dec 2026' within a year, 'Wed 30 Dec 2026 to Tue 5 Jan 2027' across one.
 */
export function formatPeriod(from: string, to: string): string {
  if (from === to) return nameOfDay(from, true);
  return `${nameOfDay(from, from.slice(0, 4) !== to.slice(0, 4))} to ${nameOfDay(to, true)}`;
}
