import { describe, expect, it } from 'vitest';
import { buildSegments, parseSegments, type SegmentSpec } from './path-filters';

const VIS: SegmentSpec[] = [
  { key: 'rg', kind: 'ids' },
  { key: 'z', kind: 'ids' },
  { key: 'service', kind: ['home', 'wholesale'] },
  { key: 'tw', kind: /^([01]\d|2[0-3])$/ },
];

describe('path-segment filters', () => {
  it('reads every segment as a filter and drops what it does not accept', () => {
    const { date, values } = parseSegments(
      '/d/visualisation/date/2026-11-24/rg/1,2,x/z/all/service/home,boat/tw/08,25',
      '/d/visualisation',
      'date',
      VIS,
      '2026-11-23',
    );
    expect(date).toBe('2026-11-24');
    expect(values).toEqual({ rg: ['1', '2'], z: [], service: ['home'], tw: ['08'] });
  });

  it('falls back to today and to no filter for a short or broken path', () => {
    expect(parseSegments('/d/visualisation', '/d/visualisation', 'date', VIS, '2026-11-23')).toEqual({
      date: '2026-11-23',
      values: { rg: [], z: [], service: [], tw: [] },
    });
    expect(
      parseSegments('/d/primary-connect/not-a-date/rg/%E0%A4%A', '/d/primary-connect', null, VIS, '2026-11-23').date,
    ).toBe('2026-11-23');
  });

  it('round-trips through the canonical path, with the date directly after the base where the spec says so', () => {
    const path = buildSegments('/d/primary-connect', null, '2026-11-25', VIS, {
      rg: ['3'],
      z: [],
      service: ['wholesale'],
      tw: [],
    });
    expect(path).toBe('/d/primary-connect/2026-11-25/rg/3/z/all/service/wholesale/tw/all');
    expect(parseSegments(path, '/d/primary-connect', null, VIS, '2026-11-23')).toEqual({
      date: '2026-11-25',
      values: { rg: ['3'], z: [], service: ['wholesale'], tw: [] },
    });
  });
});
