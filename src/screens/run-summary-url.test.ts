import { describe, expect, it } from 'vitest';
import { buildSummaryPath, emptyFilters, inStartHours, parseSummaryPath, summaryListFilters } from './run-summary-url';

const TODAY = '2026-11-21';

describe('run summary URL', () => {
  it('reads the default link as every filter on all', () => {
    expect(parseSummaryPath('/run/r/country/1/2026-11-20', TODAY)).toEqual(emptyFilters(1, '2026-11-20'));
  });

  it('falls back to today and country 1 for a bad date or country', () => {
    const f = parseSummaryPath('/run/r/country/x/yesterday', TODAY);
    expect(f.countryId).toBe(1);
    expect(f.date).toBe(TODAY);
  });

  it('reads every segment, lists and the selected run', () => {
    const f = parseSummaryPath(
      '/run/r/country/2/2026-11-20/rtw/05,06/rg/3/rz/all/z/7,8/c/12/t/in-progress,loaded/run/99',
      TODAY,
    );
    expect(f).toEqual({
      countryId: 2,
      date: '2026-11-20',
      startHours: ['05', '06'],
      routingGroupIds: [3],
      depotIds: [],
      zoneIds: [7, 8],
      contractorIds: [12],
      statuses: ['in-progress', 'loaded'],
      runId: 99,
    });
  });

  it('ignores unknown statuses, bad ids and unknown keys', () => {
    const f = parseSummaryPath('/run/r/country/1/2026-11-20/rg/abc/t/flying/zz/3', TODAY);
    expect(f.routingGroupIds).toEqual([]);
    expect(f.statuses).toEqual([]);
  });

  it('builds the shortest path that keeps every filter', () => {
    expect(buildSummaryPath(emptyFilters(1, TODAY))).toBe('/run/r/country/1/2026-11-21');
    expect(buildSummaryPath({ ...emptyFilters(1, TODAY), routingGroupIds: [4] })).toBe(
      '/run/r/country/1/2026-11-21/rtw/all/rg/4',
    );
    expect(buildSummaryPath({ ...emptyFilters(1, TODAY), runId: 5 })).toBe(
      '/run/r/country/1/2026-11-21/rtw/all/rg/all/rz/all/z/all/c/all/t/all/run/5',
    );
  });

  it('round-trips: build(parse(path)) is the path, parse(build(f)) is f', () => {
    const path = '/run/r/country/1/2026-11-20/rtw/all/rg/3/rz/2/z/all/c/all/t/finished/run/8';
    expect(buildSummaryPath(parseSummaryPath(path, TODAY))).toBe(path);
    const f = { ...emptyFilters(2, TODAY), startHours: ['07'], contractorIds: [5, 6], statuses: ['assigned' as const] };
    expect(parseSummaryPath(buildSummaryPath(f), TODAY)).toEqual(f);
  });

  it('turns filters into list filters of the runs API', () => {
    const f = {
      ...emptyFilters(1, TODAY),
      routingGroupIds: [3],
      statuses: ['loaded' as const, 'in-progress' as const],
    };
    expect(summaryListFilters(f)).toEqual({
      countryId: '1',
      date: TODAY,
      routingGroupId: '3',
      status: 'loaded,in-progress',
    });
  });

  it('matches planned starts by hour band', () => {
    expect(inStartHours('05:45', ['05'])).toBe(true);
    expect(inStartHours('06:00', ['05'])).toBe(false);
    expect(inStartHours('06:00', [])).toBe(true);
  });
});
