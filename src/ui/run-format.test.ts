import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockTime, isDateString } from './run-format';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('clockTime', () => {
  it('reads a time in the given zone', () => {
    // the zone is named where this process's clock differs (src/lib/calendar.test.ts pins the viewer)
    expect(clockTime('2026-11-21T21:30:00Z', 'Australia/Sydney')).toMatch(/^08:30( AEDT)?$/);
    expect(clockTime('2026-11-21T21:30:00Z', 'Australia/Perth')).toMatch(/^05:30( AWST)?$/);
    expect(clockTime('2026-11-21T21:30:00Z', 'Not/A_Zone')).toMatch(/^08:30( AEDT)?$/);
  });
  it('builds a format to check each zone once, and to ask the viewer’s zone once a minute', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const shown = () => ['Pacific/Chatham', 'Nowhere/Land'].map((z) => clockTime('2026-11-21T21:30:00Z', z));
    const first = shown();
    const built = made.mock.calls.length;
    expect(shown()).toEqual(first);
    expect(shown()).toEqual(first);
    // the formats themselves are the calendar's, made once per zone: nothing new on the later calls
    expect(made.mock.calls.length).toBe(built);
    vi.advanceTimersByTime(60_000);
    shown();
    expect(made.mock.calls.length).toBe(built + 1);
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
