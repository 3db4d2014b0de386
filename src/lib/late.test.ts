import { describe, expect, it } from 'vitest';
import { isLate, lateCuts, OPEN_STATUSES, zoneOfGroup } from './late';

const groups = [
  { id: 1, timezone: 'Australia/Perth' },
  { id: 2, timezone: 'Pacific/Auckland' },
  { id: 3, timezone: 'Australia/Melbourne' },
  { id: 4, timezone: 'Not/A_Zone' },
  { id: 5, timezone: 'Australia/Darwin' },
];
const zoneOf = zoneOfGroup(groups);
const open = (routingGroupId: number | null, windowEnd: string, date = '2026-11-27') => ({
  date,
  windowEnd,
  status: 'routed',
  routingGroupId,
});
const late = (d: Readonly<Record<string, unknown>>, iso: string) => isLate(d, zoneOf(d.routingGroupId), new Date(iso));

describe('late, on the depot’s clock', () => {
  it('reads the window end on the routing group’s clock, whatever the viewer’s', () => {
    // 02:30 UTC: Perth 10:30, Auckland 15:30
    expect(late(open(1, '12:00'), '2026-11-27T02:30:00Z')).toBe(false);
    expect(late(open(2, '12:00'), '2026-11-27T02:30:00Z')).toBe(true);
    // a window that ends this very minute is not late yet
    expect(late(open(1, '10:30'), '2026-11-27T02:30:00Z')).toBe(false);
    expect(late(open(1, '10:29'), '2026-11-27T02:30:00Z')).toBe(true);
  });

  it('makes every open delivery of a past day late there, none of a day not begun there', () => {
    // 12:30 UTC: already the 28th in Auckland (01:30), still the 27th in Perth (20:30)
    expect(late(open(2, '', '2026-11-27'), '2026-11-27T12:30:00Z')).toBe(true);
    expect(late(open(1, '', '2026-11-27'), '2026-11-27T12:30:00Z')).toBe(false);
    expect(late(open(2, '08:00', '2026-11-28'), '2026-11-27T12:30:00Z')).toBe(false);
  });

  it('keeps Darwin’s half hour (+09:30)', () => {
    // 23:15 UTC: 08:45 in Darwin; 23:45 UTC: 09:15
    expect(late(open(5, '09:00'), '2026-11-26T23:15:00Z')).toBe(false);
    expect(late(open(5, '09:00'), '2026-11-26T23:45:00Z')).toBe(true);
  });

  it('is never late once closed', () => {
    for (const status of ['delivered', 'failed', 'returned', 'cancelled'])
      expect(late({ ...open(2, '08:00', '2026-11-20'), status }, '2026-11-27T02:30:00Z')).toBe(false);
    expect(OPEN_STATUSES).toEqual(['pending', 'routed', 'loaded', 'in-transit']);
  });

  it('reads a record without a known zone on the operator’s clock (Sydney)', () => {
    expect(zoneOf(null)).toBe('Australia/Sydney');
    expect(zoneOf(4)).toBe('Australia/Sydney');
    // 01:30 UTC: Sydney 12:30
    expect(late(open(null, '12:00'), '2026-11-27T01:30:00Z')).toBe(true);
  });

  it('gives the server one clock per zone in use, the operator’s taking the rest', () => {
    const cuts = lateCuts(groups, new Date('2026-11-27T02:30:00Z'));
    expect(cuts.map((c) => [c.zone, c.clock.date, c.clock.time, c.groupIds, c.others])).toEqual([
      ['Australia/Perth', '2026-11-27', '10:30', [1], false],
      ['Pacific/Auckland', '2026-11-27', '15:30', [2], false],
      ['Australia/Melbourne', '2026-11-27', '13:30', [3], false],
      ['Australia/Sydney', '2026-11-27', '13:30', [4], true],
      ['Australia/Darwin', '2026-11-27', '12:00', [5], false],
    ]);
  });
});
