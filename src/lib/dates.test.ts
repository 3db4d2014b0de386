import { describe, expect, it } from 'vitest';
import { shiftDay, todayString } from './dates';

describe('todayString', () => {
  it("writes the device's local calendar date as yyyy-MM-dd", () => {
    expect(todayString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayString(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });
});

describe('shiftDay', () => {
  it('steps across month and year ends, both ways', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2026-11-25', -6)).toBe('2026-11-19');
  });
});
