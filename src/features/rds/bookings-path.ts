/**
 * Retail Delivery Bookings' path (docs/rds.md): the spec's `/d/retail-delivery-bookings/{encoded
 * filter}`, the filter written by the one path-filter codec, so a reload, a shared link or a
 * bookmark comes back to the same bookings:
 *
 *   /d/retail-delivery-bookings/today                                 this week's bookings
 *   /d/retail-delivery-bookings/2026-11-30/period/day/store/3,4/provider/2/status/booked,confirmed
 *
 * The period starts on its day ('today' while that is the operator's today) and runs a day, a
 * week or a fortnight; stores, providers and statuses narrow it ('all' or absent: every one).
 * A bad or unknown segment reads as its default, so an old link (the menu's '/all') still opens.
 * `bookingsQuery` turns the filter into the RDS events list's request, which the server and the
 * device's stored copy answer alike.
 */
import { shiftDay } from '../../lib/calendar';
import { pathCodec, type ValuesOf } from '../../lib/path-codec';
import type { FilterValue, ListParams } from '../../offline';
import { RDS_EVENT_STATUSES } from '../../resources/rds';

/** The periods offered, each with its length in days; the first is the default. */
export const BOOKING_PERIODS = [
  { value: 'week', label: 'A week', days: 7 },
  { value: 'day', label: 'A day', days: 1 },
  { value: 'fortnight', label: 'A fortnight', days: 14 },
] as const;

export const BOOKINGS_PATH = pathCodec({
  base: '/d/retail-delivery-bookings',
  segments: [
    { name: 'from', kind: 'date', todayWord: 'today' },
    { name: 'period', kind: 'enum', key: 'period', values: BOOKING_PERIODS.map((p) => p.value) },
    { name: 'storeIds', kind: 'ids', key: 'store' },
    { name: 'providerIds', kind: 'ids', key: 'provider' },
    { name: 'statuses', kind: 'enums', key: 'status', values: RDS_EVENT_STATUSES },
  ],
  trim: true,
});

export type BookingsFilters = ValuesOf<typeof BOOKINGS_PATH>;

/** The last day of the filter's period (its first day included). */
export function periodEnd(f: Pick<BookingsFilters, 'from' | 'period'>): string {
  const days = BOOKING_PERIODS.find((p) => p.value === f.period)?.days ?? 7;
  return shiftDay(f.from, days - 1);
}

/** The RDS events request of a filter: the period's days, in day and start order, every row. */
export function bookingsQuery(f: BookingsFilters): ListParams {
  const filters: Record<string, FilterValue> = { date: { from: f.from, to: periodEnd(f) } };
  if (f.storeIds.length) filters.storeId = f.storeIds.join(',');
  if (f.providerIds.length) filters.serviceProviderId = f.providerIds.join(',');
  if (f.statuses.length) filters.status = f.statuses.join(',');
  return { limit: -1, sort: 'date,startTime,reference', filters };
}
