import { describe, expect, it } from 'vitest';
import { clockTime, isDateString } from './run-format';

describe('clockTime', () => {
  it('reads a time in the given zone', () => {
    // the zone is named where this process's clock differs (src/lib/calendar.test.ts pins the viewer)
    expect(clockTime('2026-11-21T21:30:00Z', 'Australia/Sydney')).toMatch(/^08:30( AEDT)?$/);
    expect(clockTime('2026-11-21T21:30:00Z', 'Australia/Perth')).toMatch(/^05:30( AWST)?$/);
    expect(clockTime('2026-11-21T21:30:00Z', 'Not/A_Zone')).toMatch(/^08:30( AEDT)?$/);
  });
  it('shows a dash for no time and the text for a bad one', () => {
    expect(clockTime(null)).toBe('—');
    expect(clockTime('soon')).toBe('soon');
  });
  it('checks dates', () => {
    expect(isDateString('2026-11-21')).toBe(true);
    expect(isDateString('2026-13-01')).toBe(false);
  });
});
