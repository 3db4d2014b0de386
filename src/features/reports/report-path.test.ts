import { describe, expect, it } from 'vitest';
import { buildReportPath, parseReportPath, type PathSpec } from './report-path';

const zoneLock: PathSpec = { base: '/r/zone-lock', keys: ['rg', 'rz'] };
const depot: PathSpec = { base: '/r/depot', keys: ['s'] };
const today = '2026-11-21';

describe('path-segment report filters', () => {
  it('reads the spec link as today and everything', () => {
    expect(parseReportPath('/r/zone-lock/today/rg/all/rz/all', zoneLock, today, null)).toEqual({ from: today, to: today, rg: null, client: null, rgs: [], depots: [], statuses: [] });
  });

  it('reads a day and lists, ignoring bad values and unknown keys', () => {
    const f = parseReportPath('/r/zone-lock/2026-11-20/rg/1,x,2/rz/-3,4/s/pending', zoneLock, today, 8);
    expect(f).toMatchObject({ from: '2026-11-20', to: '2026-11-20', rgs: [1, 2], depots: [4], statuses: [], client: 8 });
    expect(parseReportPath('/r/depot/yesterday/s/failed,bogus,pending', depot, today, null)).toMatchObject({ from: today, statuses: ['failed', 'pending'] });
  });

  it('writes every segment back, today as "today", so the link round-trips', () => {
    const f = { from: today, to: today, rg: null, client: null, rgs: [2], depots: [], statuses: [] };
    expect(buildReportPath(zoneLock, f, today)).toBe('/r/zone-lock/today/rg/2/rz/all');
    const g = { ...f, from: '2026-11-19', to: '2026-11-19', statuses: ['failed'] };
    expect(buildReportPath(depot, g, today)).toBe('/r/depot/2026-11-19/s/failed');
    expect(parseReportPath(buildReportPath(depot, g, today), depot, today, null)).toMatchObject({ from: '2026-11-19', statuses: ['failed'] });
  });

  it('Routing Comparison: reads the spec link and writes it back unchanged', () => {
    const rc: PathSpec = { base: '/r/routing/comparison/depot/-/unrouted/week', keys: ['rg', 'rz'], todayWord: 'this-week', lead: ['none', 'yes', 'c', 'all'], tail: ['z', 'all', 'col', 'all'] };
    const link = '/r/routing/comparison/depot/-/unrouted/week/this-week/none/yes/c/all/rg/all/rz/all/z/all/col/all';
    const f = parseReportPath(link, rc, today, null);
    expect(f).toMatchObject({ from: today, to: today, rgs: [], depots: [] });
    expect(buildReportPath(rc, f, today)).toBe(link);
    const g = parseReportPath('/r/routing/comparison/depot/-/unrouted/week/2026-11-20/none/yes/c/all/rg/2/rz/3/z/all/col/all', rc, today, null);
    expect(g).toMatchObject({ from: '2026-11-20', rgs: [2], depots: [3] });
    expect(buildReportPath(rc, g, today)).toBe('/r/routing/comparison/depot/-/unrouted/week/2026-11-20/none/yes/c/all/rg/2/rz/3/z/all/col/all');
  });
});
