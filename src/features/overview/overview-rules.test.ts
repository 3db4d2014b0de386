import { describe, expect, it } from 'vitest';
import { runTotals } from '../../ui/run-scope';
import { emptyFilters, summaryListFilters } from '../../screens/run-summary-url';
import { deliveriesLink, dropErrorsLink, overviewRunFilters, runsLink } from './overview-rules';

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
