import { describe, expect, it } from 'vitest';
import { buildKey, legTimes, plannedMovements, runsOn, weekdayOf, type LegLike, type ScheduleLike } from './plan';

const leg: LegLike = {
  id: 1,
  code: 'SYD-WTP>MEL-LVN 19:00',
  originDepotId: 1,
  destinationDepotId: 4,
  departureTime: '19:00',
  arrivalTime: '07:30',
  arrivalDayOffset: 1,
  plannedPallets: 40,
};
const weekdays: ScheduleLike = {
  id: 5,
  legId: 1,
  effectiveFrom: '2026-11-01',
  effectiveTo: null,
  mon: true,
  tue: true,
  wed: true,
  thu: true,
  fri: true,
  active: true,
};
const zone = (id: number) => (id === 1 ? 'Australia/Sydney' : 'Australia/Melbourne');

describe('movement builder expansion', () => {
  it('knows the weekday and the effective dates', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-22')).toBe('sun');
    expect(runsOn(weekdays, '2026-11-23')).toBe(true);
    expect(runsOn(weekdays, '2026-11-22')).toBe(false);
    expect(runsOn({ ...weekdays, effectiveTo: '2026-11-20' }, '2026-11-23')).toBe(false);
    expect(runsOn({ ...weekdays, active: false }, '2026-11-23')).toBe(false);
  });

  it('plans times in each depot’s time zone', () => {
    // Sydney is UTC+11 in November: 19:00 local is 08:00Z; Melbourne 07:30 local next day is 20:30Z the same UTC day
    expect(legTimes(leg, '2026-11-23', 'Australia/Sydney', 'Australia/Melbourne')).toEqual({
      plannedDeparture: '2026-11-23T08:00:00Z',
      plannedArrival: '2026-11-23T20:30:00Z',
    });
  });

  it('gives one movement per schedule and running day, the same every time', () => {
    const legs = new Map([[1, leg]]);
    const week = plannedMovements(
      [weekdays, { ...weekdays, id: 6, sat: true, mon: false }],
      legs,
      zone,
      '2026-11-23',
      '2026-11-29',
    );
    expect(week.length).toBe(5 + 5);
    expect(new Set(week.map(buildKey)).size).toBe(week.length);
    expect(week[0]).toMatchObject({ reference: 'LH-261123-005', status: 'planned', legScheduleId: 5, pallets: 40 });
    expect(plannedMovements([weekdays], legs, zone, '2026-11-23', '2026-11-29')).toEqual(
      plannedMovements([weekdays], legs, zone, '2026-11-23', '2026-11-29'),
    );
    expect(
      plannedMovements([weekdays], new Map([[1, { ...leg, active: false }]]), zone, '2026-11-23', '2026-11-29'),
    ).toEqual([]);
  });
});
