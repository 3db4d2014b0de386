import { describe, expect, it } from 'vitest';
import { runTotals } from '../../ui/run-scope';
import { emptyFilters, summaryListFilters } from '../../screens/run-summary-url';
import {
  deliveriesLink,
  dropErrorsLink,
  isLate,
  lateScope,
  lateWindowFilter,
  overviewRunFilters,
  runsLink,
} from './overview-rules';

const NOW = new Date(2026, 10, 21, 13, 30);

describe('late deliveries', () => {
  it("counts today's late deliveries with a window filter that agrees with isLate", () => {
    for (const now of [NOW, new Date(2026, 10, 21, 0, 1), new Date(2026, 10, 21, 23, 59)]) {
      const window = lateWindowFilter(now);
      expect(window).not.toBeNull();
      if (!window) continue;
      for (const windowEnd of ['00:00', '07:59', '12:00', '13:29', '13:30', '13:31', '23:58', '23:59', '']) {
        const inFilter = windowEnd !== '' && windowEnd >= window.from && windowEnd <= window.to;
        expect(inFilter, `${windowEnd} at ${now.toTimeString()}`).toBe(
          isLate({ date: '2026-11-21', windowEnd, status: 'pending' }, now),
        );
      }
    }
    expect(lateWindowFilter(new Date(2026, 10, 21, 0, 0))).toBeNull();
  });

  it('is late when the window ended today and it is still open', () => {
    expect(isLate({ date: '2026-11-21', windowEnd: '12:00', status: 'in-transit' }, NOW)).toBe(true);
    expect(isLate({ date: '2026-11-21', windowEnd: '17:00', status: 'in-transit' }, NOW)).toBe(false);
  });

  it('is never late once delivered, failed, returned or cancelled', () => {
    for (const status of ['delivered', 'failed', 'returned', 'cancelled'])
      expect(isLate({ date: '2026-11-20', windowEnd: '12:00', status }, NOW)).toBe(false);
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
    expect(deliveriesLink('2026-11-21', ['pending', 'routed'])).toBe(
      '/d/deliveries/all?status=pending,routed&date=2026-11-21',
    );
    expect(runsLink('2026-11-21', 'finished')).toBe(
      '/run/runs/all?status=finished&dateFrom=2026-11-21&dateTo=2026-11-21',
    );
    expect(dropErrorsLink('2026-11-21')).toBe('/run/drop-errors?from=2026-11-21&to=2026-11-21');
  });
});

describe('overview and run summary count the same runs', () => {
  const ROWS = [
    { id: 1, countryId: 1, date: '2026-11-22', status: 'in-progress', dropsTotal: 10, dropsDone: 4, dropsFailed: 1 },
    { id: 2, countryId: 1, date: '2026-11-22', status: 'finished', dropsTotal: 6, dropsDone: 6, dropsFailed: 2 },
    { id: 3, countryId: 2, date: '2026-11-22', status: 'in-progress', dropsTotal: 8, dropsDone: 1, dropsFailed: 0 },
    { id: 4, countryId: 1, date: '2026-11-21', status: 'finished', dropsTotal: 9, dropsDone: 9, dropsFailed: 0 },
  ];
  // the server's exact-match filtering of a list request
  const select = (filters: Record<string, string>) =>
    ROWS.filter((r) => Object.entries(filters).every(([k, v]) => String(r[k as keyof typeof r]) === v));

  it('sends the same run request for a country and day', () => {
    expect(overviewRunFilters('2026-11-22', 1)).toEqual(summaryListFilters(emptyFilters(1, '2026-11-22')));
  });

  it('gives the same totals from the same rows', () => {
    const overview = runTotals(select(overviewRunFilters('2026-11-22', 1)));
    const summary = runTotals(select(summaryListFilters(emptyFilters(1, '2026-11-22'))));
    expect(overview).toEqual(summary);
    expect(overview).toEqual({ runs: 2, inProgress: 1, finished: 1, dropsDone: 10, dropsTotal: 16, failedDrops: 3 });
  });

  it('counts every country when none is chosen', () => {
    expect(runTotals(select(overviewRunFilters('2026-11-22', null))).runs).toBe(3);
  });
});
