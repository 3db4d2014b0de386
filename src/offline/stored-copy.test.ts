import { describe, expect, it } from 'vitest';
import {
  ageText,
  asOfText,
  coverageOf,
  coverageText,
  pagerTotalText,
  sumCoverage,
  updatedText,
  whenText,
} from './stored-copy';

const at = (s: string) => new Date(s).getTime();
const NOW = at('2026-11-27T12:12:00');

describe('a stored copy says its date and age', () => {
  it('names today, yesterday or the date, and how long ago', () => {
    expect(asOfText(at('2026-11-27T11:47:00'), NOW)).toBe('as of 11:47 today, 25 min ago');
    expect(asOfText(at('2026-11-26T16:02:00'), NOW)).toBe('as of 16:02 yesterday, 20 h ago');
    expect(asOfText(at('2026-11-24T09:15:00'), NOW)).toBe('as of 2026-11-24 09:15, 3 days ago');
    expect(whenText(NOW, NOW)).toBe('12:12 today');
    expect(ageText(NOW - 30_000, NOW)).toBe('just now');
  });
});

describe('a live answer says how long ago it was updated', () => {
  it('in steps of 10 s within the minute, then as a stored copy’s age', () => {
    expect(updatedText(NOW - 9_999, NOW)).toBe('updated just now');
    expect(updatedText(NOW - 10_000, NOW)).toBe('updated 10 s ago');
    expect(updatedText(NOW - 59_000, NOW)).toBe('updated 50 s ago');
    expect(updatedText(NOW - 60_000, NOW)).toBe('updated 1 min ago');
    expect(updatedText(NOW - 3 * 3600_000, NOW)).toBe('updated 3 h ago');
    expect(updatedText(NOW + 5_000, NOW)).toBe('updated just now');
  });
});

describe('a count from a stored copy says what it covers', () => {
  it('with the server total it is part or whole of it', () => {
    expect(coverageText(coverageOf(500, { count: 1978, at: NOW }), 'deliveries')).toBe(
      '500 of 1,978 deliveries stored',
    );
    expect(coverageText(coverageOf(1978, { count: 1978, at: NOW }), 'deliveries')).toBe('All 1,978 deliveries stored');
  });

  it('without it, it says the full count is not known', () => {
    const c = coverageOf(500, null);
    expect(c.whole).toBe(false);
    expect(coverageText(c, 'deliveries')).toBe('500 deliveries stored; the full count is not known on this device');
  });

  it('sums counts, the total known only when every part is', () => {
    const parts = [coverageOf(490, { count: 1933, at: NOW }), coverageOf(10, { count: 45, at: NOW - 60_000 })];
    expect(sumCoverage(parts)).toEqual({ stored: 500, total: 1978, totalAt: NOW - 60_000, whole: false });
    expect(sumCoverage([...parts, coverageOf(0, null)]).total).toBeNull();
    expect(sumCoverage([coverageOf(3, { count: 3, at: NOW }), coverageOf(0, { count: 0, at: NOW })]).whole).toBe(true);
  });
});

describe('a pager over a stored copy', () => {
  it('says the server’s total when the copy holds fewer rows, never 1–500 of 500 alone', () => {
    expect(pagerTotalText(coverageOf(500, { count: 1978, at: NOW }))).toBe('of 500 stored, 1,978 in all');
    expect(pagerTotalText(coverageOf(500, { count: 500, at: NOW }))).toBe('of 500');
    expect(pagerTotalText(coverageOf(500, null))).toBe('of 500 stored (the full count is not known on this device)');
  });
});
