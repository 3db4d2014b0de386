import { describe, expect, it } from 'vitest';
import { clockTime, isDateString } from './run-format';

describe('clockTime', () => {
  it('reads a time in the given zone', () => {
    expect(clockTime('2026-11-21T21:30:00Z', 'Australia/Sydney')).toBe('08:30');
    expect(clockTime('2026-11-21T21:30:00Z', 'Australia/Perth')).toBe('05:30');
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
