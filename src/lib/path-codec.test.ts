import { describe, expect, it } from 'vitest';
import { pathCodec } from './path-codec';

const TODAY = '2026-11-23';

const SUMMARY = pathCodec({
  base: '/s',
  segments: [
    { name: 'countryId', kind: 'id', default: 1 },
    { name: 'date', kind: 'date' },
    { name: 'depots', kind: 'ids', key: 'rz' },
    { name: 'statuses', kind: 'enums', key: 't', values: ['planned', 'loaded'] },
    { name: 'runId', kind: 'id', key: 'run' },
  ],
  trim: true,
});

const REPORT = pathCodec({
  base: '/r',
  segments: [
    { name: 'group', kind: 'enum', values: ['depot', 'zone'] },
    { name: 'day', kind: 'date', todayWord: 'today' },
    { kind: 'word', word: 'lists' },
    { name: 'rgs', kind: 'ids', key: 'rg' },
    { name: 'col', kind: 'enum', key: 'col', values: ['all', 'some'] },
  ],
});

const ASSIGN = pathCodec({
  base: '/run/assign',
  segments: [
    { name: 'kind', kind: 'enum', values: ['contractor', 'driver'], required: true },
    { name: 'countryId', kind: 'id', default: 1 },
    { name: 'date', kind: 'date' },
    { name: 'routingGroupId', kind: 'id', key: 'rg' },
    { name: 'show', kind: 'enum', values: ['all', 'unassigned'] },
  ],
});

describe('pathCodec', () => {
  it('reads positional and keyed segments by kind, keyed pairs in any order', () => {
    expect(SUMMARY.parse('/s/4/2026-11-20/t/loaded,planned/rz/3,4', TODAY)).toEqual({
      countryId: 4,
      date: '2026-11-20',
      depots: [3, 4],
      statuses: ['loaded', 'planned'],
      runId: null,
    });
  });

  it('reads a bad or missing segment as its default and drops bad list members', () => {
    expect(SUMMARY.parse('/s/0/2026-02-30/rz/1,x,-2,1.5,7,7/t/boat,loaded/run/abc', TODAY)).toEqual({
      countryId: 1,
      date: TODAY,
      depots: [1, 7],
      statuses: ['loaded'],
      runId: null,
    });
    expect(SUMMARY.parse('/s', TODAY)).toEqual(SUMMARY.defaults(TODAY));
    expect(SUMMARY.parse('/elsewhere/9', TODAY)).toEqual(SUMMARY.defaults(TODAY));
    expect(SUMMARY.parse('/s/2/%E0%A4%A/rz/%E0%A4%A', TODAY)).toMatchObject({ countryId: 2, date: TODAY, depots: [] });
  });

  it('skips an unknown pair among the trailing keyed segments', () => {
    expect(SUMMARY.parse('/s/1/2026-11-20/old/5/t/loaded', TODAY).statuses).toEqual(['loaded']);
  });

  it('writes the canonical path, leaving out trailing defaults when asked, and reads it back', () => {
    const values = { countryId: 2, date: '2026-11-21', depots: [], statuses: ['loaded' as const], runId: null };
    expect(SUMMARY.format(values)).toBe('/s/2/2026-11-21/rz/all/t/loaded');
    expect(SUMMARY.parse(SUMMARY.format(values), TODAY)).toEqual(values);
    expect(SUMMARY.format(SUMMARY.defaults(TODAY))).toBe(`/s/1/${TODAY}`);
    const withRun = { ...SUMMARY.defaults(TODAY), runId: 9 };
    expect(SUMMARY.format(withRun)).toBe(`/s/1/${TODAY}/rz/all/t/all/run/9`);
    expect(SUMMARY.parse(SUMMARY.format(withRun), TODAY)).toEqual(withRun);
  });

  it('round-trips every combination of a small declaration', () => {
    for (const group of ['depot', 'zone'] as const)
      for (const day of [TODAY, '2026-01-31'])
        for (const rgs of [[], [5], [5, 6]])
          for (const col of ['all', 'some'] as const) {
            const values = { group, day, rgs, col };
            expect(REPORT.parse(REPORT.format(values, TODAY), TODAY)).toEqual(values);
          }
  });

  it("writes today as the date's word, reads the word as today, and keeps fixed words", () => {
    expect(REPORT.format({ group: 'zone', day: TODAY, rgs: [1, 2], col: 'all' }, TODAY)).toBe(
      '/r/zone/today/lists/rg/1,2/col/all',
    );
    expect(REPORT.parse('/r/zone/today/lists/rg/1,2/col/some', '2026-12-01')).toEqual({
      group: 'zone',
      day: '2026-12-01',
      rgs: [1, 2],
      col: 'some',
    });
    expect(REPORT.format({ group: 'zone', day: '2026-11-01', rgs: [], col: 'all' }, TODAY)).toBe(
      '/r/zone/2026-11-01/lists/rg/all/col/all',
    );
    // an unknown option reads as the first value; a missing word is no harm
    expect(REPORT.parse('/r/planet/2026-11-01/rg/3/col/none', TODAY)).toEqual({
      group: 'depot',
      day: '2026-11-01',
      rgs: [3],
      col: 'all',
    });
  });

  it('reads a positional segment after keyed ones, and match refuses a bad required segment', () => {
    expect(ASSIGN.match('/run/assign/driver/2/2026-11-22/rg/3/unassigned', TODAY)).toEqual({
      kind: 'driver',
      countryId: 2,
      date: '2026-11-22',
      routingGroupId: 3,
      show: 'unassigned',
    });
    expect(ASSIGN.match('/run/assign/driver/1/2026-11-22/unassigned', TODAY)).toMatchObject({
      routingGroupId: null,
      show: 'unassigned',
    });
    expect(ASSIGN.match('/run/assign/pilot/1/2026-11-22', TODAY)).toBeNull();
    expect(ASSIGN.match('/run/assign', TODAY)).toBeNull();
    expect(ASSIGN.match('/run/assigned/driver', TODAY)).toBeNull();
    expect(ASSIGN.format({ kind: 'contractor', countryId: 1, date: TODAY, routingGroupId: null, show: 'all' })).toBe(
      `/run/assign/contractor/1/${TODAY}/rg/all/all`,
    );
  });

  it('encodes values that need it and decodes them back', () => {
    const codec = pathCodec({
      base: '/x',
      segments: [{ name: 'tags', kind: 'enums', key: 'tag', values: ['a/b', 'c d'] }],
    });
    const path = codec.format({ tags: ['a/b', 'c d'] });
    expect(path).toBe('/x/tag/a%2Fb,c%20d');
    expect(codec.parse(path, TODAY)).toEqual({ tags: ['a/b', 'c d'] });
  });
});
