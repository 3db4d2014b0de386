/** One day's deliveries with the map pages' filters, all rows (a day is a few thousand at most). */
import { useMemo } from 'react';
import { useResourceList, type FilterValue } from '../../offline';

export function useDayDeliveries(date: string, filters: Record<string, string[]>, enabled = true) {
  const params = useMemo(() => {
    const f: Record<string, FilterValue> = { date: { from: date, to: date } };
    for (const [field, values] of Object.entries(filters)) if (values.length) f[field] = values.join(',');
    return { limit: -1, sort: 'reference', filters: f };
  }, [date, filters]);
  return useResourceList('deliveries', params, { enabled });
}

/** 'HH:mm' -> minutes after midnight (bad text -> the fallback). */
export function minutesOf(hhmm: unknown, fallback: number): number {
  const m = typeof hhmm === 'string' ? /^(\d{2}):(\d{2})$/.exec(hhmm) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
}

export function hhmm(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function hoursText(minutes: number): string {
  const m = Math.round(minutes);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}
