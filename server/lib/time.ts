/**
 * Calendar arithmetic for the generator, without the clock: dates are yyyy-MM-dd strings,
 * times of day are minutes after local midnight, and a DayClock turns a local time in a routing
 * group's time zone into a UTC ISO timestamp.
 */

const DAY_MS = 86_400_000;

function parseDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Expected a date as yyyy-MM-dd, got '${date}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export { isCalendarDate as isDateString } from '../../src/resources/common';

export function addDays(date: string, days: number): string {
  return new Date(parseDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'MMdd' of a date, as used in run codes (SYD-1121-07) */
export function monthDay(date: string): string {
  return date.slice(5, 7) + date.slice(8, 10);
}

/** 'yyMMdd' of a date, as used in delivery references */
export function compactDate(date: string): string {
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/** 'HH:mm' of minutes after midnight (wrapping past 24:00) */
export function hhmm(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  return `${h < 10 ? '0' : ''}${h}:${mm < 10 ? '0' : ''}${mm}`;
}

/** The UTC offset in minutes of a time zone on a date (read at 02:00 UTC, i.e. local daytime in AU/NZ). */
export function utcOffsetMinutes(timeZone: string, date: string): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const name =
    format.formatToParts(new Date(parseDate(date) + 2 * 3_600_000)).find((p) => p.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface DayClock {
  readonly date: string;
  /** UTC ISO timestamp (seconds precision) of a local time, in minutes after this day's local midnight (may be negative or past 1440) */
  iso(localMinutes: number): string;
}

export function dayClock(date: string, timeZone: string): DayClock {
  const midnightUtc = parseDate(date) - utcOffsetMinutes(timeZone, date) * 60_000;
  return {
    date,
    iso: (localMinutes) => `${new Date(midnightUtc + Math.round(localMinutes) * 60_000).toISOString().slice(0, 19)}Z`,
  };
}
