import { describe, expect, it } from 'vitest';
import { buildReportPath, parseReportPath, type PathSpec } from './report-path';
import { reportApiPath } from './report-url';
import { viewOfScreen } from './report-views';

const zoneLock: PathSpec = { base: '/r/zone-lock', keys: ['rg', 'rz'] };
const depot: PathSpec = { base: '/r/depot', keys: ['s'] };
const today = '2026-11-21';

describe('path-segment report filters', () => {
  it('reads the spec link as today and everything', () => {
    expect(parseReportPath('/r/zone-lock/today/rg/all/rz/all', zoneLock, today, null)).toEqual({
      from: today,
      to: today,
      rg: null,
      client: null,
      rgs: [],
      depots: [],
      statuses: [],
    });
  });

  it('reads a day and lists, ignoring bad values and unknown keys', () => {
    const f = parseReportPath('/r/zone-lock/2026-11-20/rg/1,x,2/rz/-3,4/s/pending', zoneLock, today, 8);
    expect(f).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-20',
      rgs: [1, 2],
      depots: [4],
      statuses: [],
      client: 8,
    });
    expect(parseReportPath('/r/depot/yesterday/s/failed,bogus,pending', depot, today, null)).toMatchObject({
      from: today,
      statuses: ['failed', 'pending'],
    });
  });

  it('writes every segment back, today as "today", so the link round-trips', () => {
    const f = { from: today, to: today, rg: null, client: null, rgs: [2], depots: [], statuses: [] };
    expect(buildReportPath(zoneLock, f, today)).toBe('/r/zone-lock/today/rg/2/rz/all');
    const g = { ...f, from: '2026-11-19', to: '2026-11-19', statuses: ['failed'] };
    expect(buildReportPath(depot, g, today)).toBe('/r/depot/2026-11-19/s/failed');
    expect(parseReportPath(buildReportPath(depot, g, today), depot, today, null)).toMatchObject({
      from: '2026-11-19',
      statuses: ['failed'],
    });
  });

  it('Routing Comparison: every segment is a filter, read and written back in place', () => {
    const rc = viewOfScreen('r.routing-comparison')?.path;
    if (!rc) throw new Error('no path spec');
    const link = '/r/routing/comparison/depot/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all';
    const f = parseReportPath(link, rc, today, null);
    expect(f).toMatchObject({
      from: today,
      clients: [],
      rgs: [],
      depots: [],
      zones: [],
      options: {
        group: 'depot',
        then: '-',
        measure: 'unrouted',
        compare: 'week',
        sort: 'none',
        rows: 'yes',
        cols: 'all',
      },
    });
    expect(buildReportPath(rc, f, today)).toBe(link);
    const other =
      '/r/routing/comparison/zone/client/routed-share/day/2026-11-20/desc/no/c/8,14/rg/2/rz/3/z/40/col/change';
    const g = parseReportPath(other, rc, today, null);
    expect(g).toMatchObject({
      from: '2026-11-20',
      clients: [8, 14],
      rgs: [2],
      depots: [3],
      zones: [40],
      options: {
        group: 'zone',
        then: 'client',
        measure: 'routed-share',
        compare: 'day',
        sort: 'desc',
        rows: 'no',
        cols: 'change',
      },
    });
    expect(buildReportPath(rc, g, today)).toBe(other);
    expect(reportApiPath('routing-comparison', g, 0)).toBe(
      'reports/routing-comparison?from=2026-11-20&to=2026-11-20&rgs=2&depot=3&clients=8%2C14&zones=40&group=zone&then=client&measure=routed-share&compare=day&sort=desc&rows=no&cols=change',
    );
    // unknown values read as the spec link's
    expect(
      parseReportPath('/r/routing/comparison/suburb/x/y/month/today/up/maybe/col/wide', rc, today, null).options,
    ).toEqual(f.options);
  });
});
