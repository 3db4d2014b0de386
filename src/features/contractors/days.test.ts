import { describe, expect, it } from 'vitest';
import { weekFrom, weekdayOf } from './days';

describe('van availability week', () => {
  it('counts days across a month end and names weekdays', () => {
    expect(weekFrom('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(weekdayOf('2026-11-23')).toBe('Mon');
  });
});
