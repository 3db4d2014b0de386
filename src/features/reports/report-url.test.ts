import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  pageOffsetOf,
  parseReportFilters,
  pathWithClient,
  reportApiPath,
  reportSearch,
  withoutPage,
} from './report-url';

const today = '2026-11-21';

describe('report filters in the URL', () => {
  it('defaults to the last seven days ending today, every routing group and client', () => {
    expect(parseReportFilters(new URLSearchParams(''), undefined, today)).toEqual({
      from: '2026-11-15',
      to: today,
      rg: null,
      client: null,
    });
  });

  it('reads the period, routing group and client, the path client first', () => {
    const f = parseReportFilters(new URLSearchParams('from=2026-11-01&to=2026-11-10&rg=3&client=8'), '14', today);
    expect(f).toEqual({ from: '2026-11-01', to: '2026-11-10', rg: 3, client: 14 });
  });

  it('drops bad values: impossible dates, a start after the end, negative ids', () => {
    const f = parseReportFilters(new URLSearchParams('from=2026-11-30&to=2026-02-30&rg=-2&client=x'), undefined, today);
    expect(f).toEqual({ from: '2026-11-15', to: today, rg: null, client: null });
  });

  it('round-trips through the page URL and builds the API path', () => {
    const f = { from: '2026-11-01', to: '2026-11-07', rg: 2, client: 8 };
    expect(parseReportFilters(new URLSearchParams(reportSearch(f, false)), undefined, today)).toEqual(f);
    expect(reportSearch(f, true)).toBe('from=2026-11-01&to=2026-11-07&rg=2');
    expect(reportApiPath('eta', f, 14)).toBe('reports/eta?from=2026-11-01&to=2026-11-07&rg=2&client=8&acting=14');
    expect(reportApiPath('eta', { ...f, rg: null, client: null }, -1)).toBe(
      'reports/eta?from=2026-11-01&to=2026-11-07',
    );
  });

  it('fills the admin client segment', () => {
    expect(pathWithClient('/cd/{clientId/}d/eta', 8)).toBe('/cd/8/d/eta');
    expect(pathWithClient('/cd/{clientId/}d/eta', null)).toBe('/cd/d/eta');
    expect(csvFileName('eta', { from: '2026-11-01', to: '2026-11-07', rg: null, client: null })).toBe(
      'eta_2026-11-01_2026-11-07.csv',
    );
  });

  it("puts a paged report's page last, so every page of the same filters is one report without it", () => {
    const f = { from: '2026-11-16', to: '2026-11-22', rg: null, client: 8 };
    const first = reportApiPath('client-invoicing-itemised', f, 8, { offset: 0 });
    expect(first).toBe('reports/client-invoicing-itemised?from=2026-11-16&to=2026-11-22&client=8&acting=8');
    const third = reportApiPath('client-invoicing-itemised', f, 8, { offset: 1000, limit: 5000 });
    expect(third).toBe(`${first}&offset=1000&limit=5000`);
    expect(withoutPage(third)).toBe(withoutPage(first));
    expect(withoutPage(third)).not.toBe(
      withoutPage(reportApiPath('client-invoicing-itemised', { ...f, client: 14 }, 8)),
    );
  });

  it("reads the page's first line from the page's URL, 0 when it is not a whole number", () => {
    expect(pageOffsetOf(new URLSearchParams('from=2026-11-01&offset=500'))).toBe(500);
    for (const bad of ['', 'offset=-5', 'offset=x', 'offset=1.5'])
      expect(pageOffsetOf(new URLSearchParams(bad))).toBe(0);
  });
});
