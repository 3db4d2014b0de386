import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportAnswer } from '../resources/reports';
import { reportQueries, reportRefresh, type OpenReport } from './report-refresh';

afterEach(() => {
  vi.useRealTimers();
});

const timers = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
};

/** Open reports as given, and the keys asked again, in order. */
function source(reports: OpenReport[]) {
  const asked: string[] = [];
  return { asked, reports: () => reports, refresh: (key: string) => void asked.push(key) };
}

const INVOICING: OpenReport = { key: 'invoicing', reads: ['deliveries', 'clientRates', 'charges'] };
const STOCK: OpenReport = { key: 'stock', reads: ['stockLevels'] };
const UNDECLARED: OpenReport = { key: 'depot-day', reads: null };

describe('reportRefresh', () => {
  it('recomputes at once, then at most every 30 s, changes in between answered together', () => {
    vi.useFakeTimers();
    const reports = source([INVOICING]);
    const refresh = reportRefresh(reports, timers);
    refresh.changed(['deliveries']);
    expect(reports.asked).toEqual(['invoicing']);
    vi.advanceTimersByTime(5_000);
    refresh.changed(['deliveries']);
    refresh.changed(['charges']);
    expect(reports.asked).toHaveLength(1);
    vi.advanceTimersByTime(24_999);
    expect(reports.asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(reports.asked).toEqual(['invoicing', 'invoicing']);
    // quiet for longer than the window: the next change recomputes at once
    vi.advanceTimersByTime(60_000);
    refresh.changed(['clientRates']);
    expect(reports.asked).toHaveLength(3);
  });

  it('leaves a report alone on a change to a resource it does not read', () => {
    vi.useFakeTimers();
    const reports = source([INVOICING, STOCK]);
    const refresh = reportRefresh(reports, timers);
    refresh.changed(['runs', 'drops', 'stockLevels']);
    expect(reports.asked).toEqual(['stock']);
    vi.advanceTimersByTime(120_000);
    refresh.changed(['boxes']);
    vi.advanceTimersByTime(120_000);
    expect(reports.asked).toEqual(['stock']);
  });

  it('an unrelated change does not hold back a related one: each report has its own 30 s', () => {
    vi.useFakeTimers();
    const reports = source([INVOICING, STOCK]);
    const refresh = reportRefresh(reports, timers);
    refresh.changed(['stockLevels']);
    vi.advanceTimersByTime(1_000);
    refresh.changed(['deliveries']);
    expect(reports.asked).toEqual(['stock', 'invoicing']);
  });

  it('a report that names no inputs recomputes on any change, as before', () => {
    vi.useFakeTimers();
    const reports = source([UNDECLARED, STOCK]);
    const refresh = reportRefresh(reports, timers);
    refresh.changed(['boxes']);
    expect(reports.asked).toEqual(['depot-day']);
    refresh.changed([]);
    vi.advanceTimersByTime(60_000);
    expect(reports.asked).toEqual(['depot-day']);
  });

  it('runs nothing after stop', () => {
    vi.useFakeTimers();
    const reports = source([INVOICING]);
    const refresh = reportRefresh(reports, timers);
    refresh.changed(['deliveries']);
    refresh.changed(['deliveries']);
    refresh.stop();
    vi.advanceTimersByTime(60_000);
    expect(reports.asked).toHaveLength(1);
  });
});

describe('reportQueries', () => {
  const answer = (report: string, reads?: string[]): ReportAnswer => ({
    report,
    filters: {},
    generatedAt: '2026-11-27T00:00:00.000Z',
    columns: [],
    rows: [],
    totals: {},
    ...(reads ? { reads } : {}),
  });

  it("reads each held answer's inputs from the answer, and marks only the asked report stale", () => {
    const client = new QueryClient();
    const invoicing = ['report', '/api/reports/client-invoicing?from=2026-11-20&to=2026-11-27'] as const;
    const stock = ['report', '/api/reports/stock?warehouse=1'] as const;
    const depot = ['report', '/api/reports/depot-report?date=2026-11-27'] as const;
    client.setQueryData(invoicing, answer('client-invoicing', ['deliveries', 'charges']));
    client.setQueryData(stock, answer('stock', ['stockLevels']));
    client.setQueryData(depot, answer('depot-report'));
    client.setQueryData(['resource', 'deliveries', 'list', {}], { data: [] });

    vi.useFakeTimers();
    const refresh = reportRefresh(reportQueries(client), timers);
    refresh.changed(['deliveries']);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(invoicing)).toBe(true);
    expect(stale(stock)).toBe(false);
    // names no inputs: any change counts
    expect(stale(depot)).toBe(true);
    expect(stale(['resource', 'deliveries', 'list', {}])).toBe(false);
  });
});
