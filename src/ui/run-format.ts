/**
 * Time and date text of the runs pages. Clock times of a run are shown on its routing group's
 * clock (a Perth run reads in Perth time wherever the tablet is, 'AWST' named where the tablet's
 * clock differs); without one, on the operator's (src/lib/calendar.ts).
 */
import { formatClock, zoneOr } from '../lib/calendar';
import { isCalendarDate } from '../resources/common';

export function clockTime(iso: unknown, timeZone?: string | null): string {
  return formatClock(iso, zoneOr(timeZone));
}

export function isDateString(v: string | null | undefined): v is string {
  return !!v && isCalendarDate(v);
}
