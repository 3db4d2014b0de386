import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle with requestIdleCallback', () => {
  /** a stand-in idle API: callbacks wait until `idleNow()` */
  function stubIdle() {
    const pending = new Map<number, () => void>();
    let last = 0;
    const request = vi.fn((run: () => void, _options: { timeout: number }) => {
      last += 1;
      pending.set(last, run);
      return last;
    });
    const cancel = vi.fn((handle: number) => void pending.delete(handle));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const idleNow = () => {
      for (const [handle, run] of pending) {
        pending.delete(handle);
        run();
      }
    };
    return { request, cancel, idleNow };
  }

  it('runs in the idle moment, with the caller’s timeout, and no timer of its own', () => {
    const idle = stubIdle();
    const run = vi.fn();
    whenIdle(run, { timeout: 1234, fallback: 50 });
    expect(idle.request).toHaveBeenCalledWith(run, { timeout: 1234 });
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    idle.idleNow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for the idle moment even when the fallback is 'now'", () => {
    const idle = stubIdle();
    const run = vi.fn();
    whenIdle(run, { timeout: 2000, fallback: 'now' });
    expect(run).not.toHaveBeenCalled();
    idle.idleNow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('once cancelled, does not run', () => {
    const idle = stubIdle();
    const run = vi.fn();
    whenIdle(run, { timeout: 1000, fallback: 0 })();
    expect(idle.cancel).toHaveBeenCalledWith(1);
    idle.idleNow();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('whenIdle without requestIdleCallback (Safari)', () => {
  it('runs after the fallback delay', () => {
    expect(typeof (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback).toBe('undefined');
    const run = vi.fn();
    whenIdle(run, { timeout: 10_000, fallback: 5000 });
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a fallback of 0 runs in a later task, not within the call', () => {
    const run = vi.fn();
    whenIdle(run, { timeout: 1000, fallback: 0 });
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("a fallback of 'now' runs within the call", () => {
    const run = vi.fn();
    whenIdle(run, { timeout: 2000, fallback: 'now' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('once cancelled, does not run', () => {
    const run = vi.fn();
    whenIdle(run, { timeout: 10_000, fallback: 5000 })();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
