/** The week the van pages show: seven days from a start day (yyyy-MM-dd, computed in UTC so no time zone shifts a day). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function weekFrom(start: string, days = 7): string[] {
  return Array.from({ length: days }, (_, i) => addDays(start, i));
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function weekdayOf(day: string): string {
  return WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
}
