import { shiftDay } from '../../lib/calendar';

/** The week the van pages show: seven days from a start day (yyyy-MM-dd; calendar arithmetic, no zone shifts a day). */
export function weekFrom(start: string, days = 7): string[] {
  return Array.from({ length: days }, (_, i) => shiftDay(start, i));
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function weekdayOf(day: string): string {
  return WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
}
