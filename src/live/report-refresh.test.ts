import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRefresh } from './report-refresh';

afterEach(() => {
  vi.useRealTimers();
});

const timers = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
};

describe('reportRefresh', () => {
  it('recomputes at once, then at most every 30 s, changes in between answered together', () => {
    vi.useFakeTimers();
    let runs = 0;
    const refresh = reportRefresh(() => runs++, timers);
    refresh.changed();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(5_000);
    refresh.changed();
    refresh.changed();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(24_999);
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(2);
    // quiet for longer than the window: the next change recomputes at once
    vi.advanceTimersByTime(60_000);
    refresh.changed();
    expect(runs).toBe(3);
  });

  it('runs nothing after stop', () => {
    vi.useFakeTimers();
    let runs = 0;
    const refresh = reportRefresh(() => runs++, timers);
    refresh.changed();
    refresh.changed();
    refresh.stop();
    vi.advanceTimersByTime(60_000);
    expect(runs).toBe(1);
  });
});
