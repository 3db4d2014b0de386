/**
 * Time and date text of the runs pages. Clock times of a run are shown in its routing group's
 * time zone (a Perth run reads in Perth time wherever the tablet is); without one, device time.
 */
import { format, isValid, parseISO } from 'date-fns';
import { isCalendarDate } from '../resources/common';

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoned(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      return null;
    }
    formatters.set(timeZone, f);
  }
  return f;
}

export function clockTime(iso: unknown, timeZone?: string | null): string {
  if (typeof iso !== 'string' || iso === '') return '—';
  const d = parseISO(iso);
  if (!isValid(d)) return iso;
  const f = timeZone ? zoned(timeZone) : null;
  return f ? f.format(d) : format(d, 'HH:mm');
}

export function isDateString(v: string | null | undefined): v is string {
  return !!v && isCalendarDate(v);
}
