import { format } from 'date-fns';

/** The calendar date of `now` in the device's local time, as yyyy-MM-dd. */
export function todayString(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
