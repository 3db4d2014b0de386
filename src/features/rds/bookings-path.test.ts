import { describe, expect, it } from 'vitest';
import { BOOKINGS_PATH, bookingsQuery, periodEnd, type BookingsFilters } from './bookings-path';

const TODAY = '2026-11-27';

describe('Retail Delivery Bookings path', () => {
  it("opens on a week from today, every store, provider and status (the menu's link and an old '/all')", () => {
    const week: BookingsFilters = { from: TODAY, period: 'week', storeIds: [], providerIds: [], statuses: [] };
    expect(BOOKINGS_PATH.parse('/d/retail-delivery-bookings/today', TODAY)).toEqual(week);
    expect(BOOKINGS_PATH.parse('/d/retail-delivery-bookings/all', TODAY)).toEqual(week);
    expect(BOOKINGS_PATH.parse('/d/retail-delivery-bookings', TODAY)).toEqual(week);
    expect(BOOKINGS_PATH.format(week, TODAY)).toBe('/d/retail-delivery-bookings/today');
  });

  it('reads and writes a period, stores, providers and statuses, and reads its own path back', () => {
    const f = {
      from: '2026-11-30',
      period: 'day' as const,
      storeIds: [3, 4],
      providerIds: [2],
      statuses: ['booked' as const, 'confirmed' as const],
    };
    const path = BOOKINGS_PATH.format(f, TODAY);
    expect(path).toBe('/d/retail-delivery-bookings/2026-11-30/period/day/store/3,4/provider/2/status/booked,confirmed');
    expect(BOOKINGS_PATH.parse(path, TODAY)).toEqual(f);
    expect(BOOKINGS_PATH.format({ ...f, period: 'week', storeIds: [], providerIds: [] }, TODAY)).toBe(
      '/d/retail-delivery-bookings/2026-11-30/period/week/store/all/provider/all/status/booked,confirmed',
    );
  });

  it('reads a bad day, period or status as its default, so a mistyped link still opens', () => {
    expect(
      BOOKINGS_PATH.parse('/d/retail-delivery-bookings/2026-02-30/period/year/status/lost,cancelled', TODAY),
    ).toEqual({ from: TODAY, period: 'week', storeIds: [], providerIds: [], statuses: ['cancelled'] });
  });
});

describe('the bookings request of a filter', () => {
  it("asks for the period's days in day and start order, every row", () => {
    expect(bookingsQuery(BOOKINGS_PATH.defaults(TODAY))).toEqual({
      limit: -1,
      sort: 'date,startTime,reference',
      filters: { date: { from: TODAY, to: '2026-12-03' } },
    });
  });

  it('narrows by the stores, providers and statuses chosen', () => {
    const q = bookingsQuery({
      from: '2026-11-30',
      period: 'fortnight',
      storeIds: [3, 4],
      providerIds: [2],
      statuses: ['booked', 'confirmed'],
    });
    expect(q.filters).toEqual({
      date: { from: '2026-11-30', to: '2026-12-13' },
      storeId: '3,4',
      serviceProviderId: '2',
      status: 'booked,confirmed',
    });
  });

  it('ends a period on its last day, across a month and a year', () => {
    expect(periodEnd({ from: '2026-12-31', period: 'day' })).toBe('2026-12-31');
    expect(periodEnd({ from: '2026-12-28', period: 'week' })).toBe('2027-01-03');
  });
});
