import { describe, expect, it } from 'vitest';
import { formatDayName, formatDayWithYear, formatPeriod } from './day-names';

describe('days by name', () => {
  it('names a day or a period once, with its year, never beside its yyyy-MM-dd text', () => {
    expect(formatDayWithYear('2026-11-28')).toBe('Sat 28 Nov 2026');
    expect(formatDayWithYear('not a day')).toBe('not a day');
    expect(formatPeriod('2026-11-28', '2026-11-28')).toBe('Sat 28 Nov 2026');
    expect(formatPeriod('2026-11-28', '2026-12-04')).toBe('Sat 28 Nov to Fri 4 Dec 2026');
    expect(formatPeriod('2026-12-30', '2027-01-05')).toBe('Wed 30 Dec 2026 to Tue 5 Jan 2027');
  });

  it("names a heading's day without its year, whatever the machine's zone (calendar arithmetic)", () => {
    expect(formatDayName('2026-11-27')).toBe('Fri 27 Nov');
    expect(formatDayName('2027-01-01')).toBe('Fri 1 Jan');
    expect(formatDayName('')).toBe('');
  });
});
