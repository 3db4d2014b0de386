import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  hoursCheck,
  moveVisit,
  openOn,
  queuedPlan,
  renumbered,
  savedOrder,
  startsBeforePrevious,
  suggestOrder,
  type Visit,
} from './visit-order';

const visit = (id: number, startTime: string, o: Partial<Visit> = {}): Visit => ({
  id,
  reference: `RDS-${id}`,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 2).padStart(2, '0')}${startTime.slice(2)}`,
  visitOrder: null,
  lat: null,
  lng: null,
  ...o,
});
const ids = (vs: readonly Visit[]) => vs.map((v) => v.id);

describe('the saved order', () => {
  it('puts planned visits by number first, then the rest by booked start and reference', () => {
    const vs = [
      visit(1, '10:00'),
      visit(2, '13:00', { visitOrder: 2 }),
      visit(3, '07:00'),
      visit(4, '08:30', { visitOrder: 1 }),
      visit(5, '07:00'),
    ];
    expect(ids(savedOrder(vs))).toEqual([4, 2, 3, 5, 1]);
  });
});

describe('moving a visit', () => {
  const vs = [visit(1, '07:00'), visit(2, '08:00'), visit(3, '09:00')];
  it('moves up and down one place, and not past either end', () => {
    expect(ids(moveVisit(vs, 1, -1))).toEqual([2, 1, 3]);
    expect(ids(moveVisit(vs, 1, 1))).toEqual([1, 3, 2]);
    expect(ids(moveVisit(vs, 0, -1))).toEqual([1, 2, 3]);
    expect(ids(moveVisit(vs, 2, 1))).toEqual([1, 2, 3]);
  });

  it('renumbers only the visits whose place changed', () => {
    const saved = [visit(1, '07:00', { visitOrder: 1 }), visit(2, '08:00', { visitOrder: 2 }), visit(3, '09:00')];
    const changes = renumbered(moveVisit(saved, 2, -1));
    expect(changes.map((c) => [c.visit.id, c.visitOrder])).toEqual([
      [3, 2],
      [2, 3],
    ]);
    expect(renumbered(saved.slice(0, 2))).toEqual([]);
  });
});

describe('the suggested order', () => {
  // Sydney CBD, Parramatta (23 km west), Bondi (7 km east), Chatswood (10 km north)
  const cbd = { lat: -33.8688, lng: 151.2093 };
  const parramatta = { lat: -33.815, lng: 151.0011 };
  const bondi = { lat: -33.8915, lng: 151.2767 };
  const chatswood = { lat: -33.7969, lng: 151.1803 };

  it('starts at the earliest booking and goes to the nearest store next', () => {
    const vs = [
      visit(1, '10:00', parramatta),
      visit(2, '07:00', cbd),
      visit(3, '13:00', bondi),
      visit(4, '08:30', chatswood),
    ];
    // from the CBD: Bondi 7 km, Chatswood 10 km, Parramatta 20 km; from Bondi: Chatswood, then Parramatta
    expect(ids(suggestOrder(vs))).toEqual([2, 3, 4, 1]);
  });

  it('puts stores without coordinates last, by booked start; without any, it is the booked order', () => {
    const vs = [visit(1, '10:00'), visit(2, '13:00', cbd), visit(3, '07:00'), visit(4, '08:30', parramatta)];
    expect(ids(suggestOrder(vs))).toEqual([4, 2, 3, 1]);
    expect(ids(suggestOrder([visit(1, '10:00'), visit(2, '07:00')]))).toEqual([2, 1]);
    expect(suggestOrder([])).toEqual([]);
  });

  it('measures great-circle kilometres', () => {
    expect(Math.round(distanceKm(cbd, parramatta))).toBe(20);
    expect(distanceKm(cbd, cbd)).toBe(0);
  });
});

describe('opening hours against the booked times', () => {
  const store = { opensAt: '09:00', closesAt: '17:30', openDays: 'Mon-Fri' };
  // 2026-11-27 is a Friday, 2026-11-28 a Saturday
  it('reads open days as ranges and lists, whatever the case', () => {
    expect(openOn('Mon-Fri', '2026-11-27')).toBe(true);
    expect(openOn('Mon-Fri', '2026-11-28')).toBe(false);
    expect(openOn('Mon-Sun', '2026-11-29')).toBe(true);
    expect(openOn('fri-mon', '2026-11-29')).toBe(true);
    expect(openOn('Mon, Wed, Sat', '2026-11-28')).toBe(true);
    expect(openOn('', '2026-11-28')).toBeNull();
    expect(openOn('weekdays', '2026-11-28')).toBeNull();
  });

  it('says whether a visit falls inside the hours, and which side it falls out of', () => {
    expect(hoursCheck({ startTime: '09:00', endTime: '12:00' }, store, '2026-11-27')).toBe('within');
    expect(hoursCheck({ startTime: '07:00', endTime: '10:00' }, store, '2026-11-27')).toBe('before-opening');
    expect(hoursCheck({ startTime: '16:00', endTime: '19:00' }, store, '2026-11-27')).toBe('after-closing');
    expect(hoursCheck({ startTime: '09:00', endTime: '12:00' }, store, '2026-11-28')).toBe('closed');
  });

  it('flags a visit booked to start before the one ahead of it ends', () => {
    const ordered = [visit(1, '10:00'), visit(2, '07:00'), visit(3, '13:00')];
    expect([0, 1, 2].map((i) => startsBeforePrevious(ordered, i))).toEqual([false, true, false]);
  });
});

describe('the plan of the day still on the device', () => {
  const entry = (status: string, date: string, serviceProviderId: number, visitIds: number[]) => ({
    method: 'POST',
    status,
    payload: { date, serviceProviderId, visitIds },
  });

  it('is the latest unrefused plan of that day and provider', () => {
    const entries = [
      entry('pending', '2026-11-27', 2, [1, 2, 3]),
      entry('failed', '2026-11-27', 2, [3, 2, 1]),
      entry('rejected', '2026-11-27', 2, [2, 1, 3]),
      entry('pending', '2026-11-28', 2, [9]),
      entry('pending', '2026-11-27', 5, [8]),
    ];
    expect(queuedPlan(entries, '2026-11-27', 2)).toEqual({ visitIds: [3, 2, 1], status: 'waiting' });
    expect(queuedPlan([entry('conflict', '2026-11-27', 2, [1])], '2026-11-27', 2)?.status).toBe('conflict');
    expect(queuedPlan(entries, '2026-11-29', 2)).toBeNull();
  });
});
