import { describe, expect, it } from 'vitest';
import { deliveriesLink, dropErrorsLink, isLate, lateScope, runsLink } from './overview-rules';

const NOW = new Date(2026, 10, 21, 13, 30);

describe('late deliveries', () => {
  it('is late when the window ended today and it is still open', () => {
    expect(isLate({ date: '2026-11-21', windowEnd: '12:00', status: 'in-transit' }, NOW)).toBe(true);
    expect(isLate({ date: '2026-11-21', windowEnd: '17:00', status: 'in-transit' }, NOW)).toBe(false);
  });

  it('is never late once delivered, failed, returned or cancelled', () => {
    for (const status of ['delivered', 'failed', 'returned', 'cancelled']) expect(isLate({ date: '2026-11-20', windowEnd: '12:00', status }, NOW)).toBe(false);
  });

  it('counts every open delivery of a past day, none of a future day', () => {
    expect(isLate({ date: '2026-11-20', windowEnd: '23:00', status: 'pending' }, NOW)).toBe(true);
    expect(isLate({ date: '2026-11-22', windowEnd: '08:00', status: 'pending' }, NOW)).toBe(false);
    expect(lateScope('2026-11-20', NOW)).toBe('all-open');
    expect(lateScope('2026-11-21', NOW)).toBe('by-window');
    expect(lateScope('2026-11-22', NOW)).toBe('none');
  });

  it('takes a missing window end as the end of the day', () => {
    expect(isLate({ date: '2026-11-21', windowEnd: '', status: 'routed' }, NOW)).toBe(false);
  });
});

describe('figure links', () => {
  it('links into the filtered lists', () => {
    expect(deliveriesLink('2026-11-21', ['failed'])).toBe('/d/deliveries/all?status=failed&date=2026-11-21');
    expect(deliveriesLink('2026-11-21', ['pending', 'routed'])).toBe('/d/deliveries/all?status=pending,routed&date=2026-11-21');
    expect(runsLink('2026-11-21', 'finished')).toBe('/run/runs/all?status=finished&dateFrom=2026-11-21&dateTo=2026-11-21');
    expect(dropErrorsLink('2026-11-21')).toBe('/run/drop-errors?from=2026-11-21&to=2026-11-21');
  });
});
