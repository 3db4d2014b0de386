/**
 * The overview's rules, pure: when a delivery counts as late, and where each figure links to.
 * Late: the delivery window's end has passed (the window's date and end time, in the device's
 * local time) and the delivery is still open: pending, routed, loaded or in transit. Delivered,
 * failed, returned and cancelled deliveries are never late (failures have their own figure).
 */
import { todayString } from '../../lib/dates';
import { membersOf } from '../../lib/path-codec';
import { RUN_STATUSES } from '../../resources/operations';
import { buildSummaryPath, emptyFilters } from '../../screens/run-summary-url';

export const OPEN_STATUSES = ['pending', 'routed', 'loaded', 'in-transit'] as const;

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

export function isLate(d: Readonly<Record<string, unknown>>, now: Date): boolean {
  if (typeof d.status !== 'string' || !(OPEN_STATUSES as readonly string[]).includes(d.status)) return false;
  if (typeof d.date !== 'string') return false;
  const today = todayString(now);
  if (d.date < today) return true;
  if (d.date > today) return false;
  const end = typeof d.windowEnd === 'string' && /^\d{2}:\d{2}/.test(d.windowEnd) ? d.windowEnd.slice(0, 5) : '23:59';
  return end < hhmm(now);
}

/**
 * Today's late deliveries as a filter the server counts (no rows are fetched): open, and the
 * window ended before this minute (`windowEnd` is HH:mm, compared as text; one without a window
 * end is never late, as in `isLate`). Null at midnight, when nothing of today can be late yet.
 */
export function lateWindowFilter(now: Date): { from: string; to: string } | null {
  const minutes = now.getHours() * 60 + now.getMinutes() - 1;
  if (minutes < 0) return null;
  const to = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { from: '00:00', to };
}

/** How late a date can be at all: every open delivery of a past day is late, none of a future day. */
export function lateScope(date: string, now: Date): 'all-open' | 'by-window' | 'none' {
  const today = todayString(now);
  return date < today ? 'all-open' : date > today ? 'none' : 'by-window';
}

/** The deliveries list (src/features/deliveries reads `status` as a comma list and `date`; the client comes from the quick menu). */
export function deliveriesLink(date: string, statuses: readonly string[] = []): string {
  const q = new URLSearchParams();
  if (statuses.length) q.set('status', statuses.join(','));
  q.set('date', date);
  return `/d/deliveries/all?${q.toString().replace(/%2C/g, ',')}`;
}

/**
 * The overview's run request: the same filters Run Summary sends for a country and day with no
 * other filter (see overview-rules.test.ts), so both pages count the same runs.
 */
export function overviewRunFilters(date: string, countryId: number | null): Record<string, string> {
  return countryId === null ? { date } : { countryId: String(countryId), date };
}

export function runsLink(date: string, status: string): string {
  return `/run/runs/all?${new URLSearchParams({ status, dateFrom: date, dateTo: date }).toString()}`; // the generic list's range filter
}

export function runSummaryLink(date: string, status?: string, countryId = 1): string {
  return buildSummaryPath({
    ...emptyFilters(countryId, date),
    statuses: status ? membersOf(RUN_STATUSES, [status]) : [],
  });
}

export function dropErrorsLink(date: string): string {
  return `/run/drop-errors?${new URLSearchParams({ from: date, to: date }).toString()}`;
}
