import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitAtMost } from './wait-at-most';

afterEach(() => vi.useRealTimers());

describe('waiting at most so long', () => {
  it('ends when the work ends, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await waitAtMost(Promise.resolve('done'), 5000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends when the work fails, without failing', async () => {
    await expect(waitAtMost(Promise.reject(new Error('the worker stopped')), 5000)).resolves.toBeUndefined();
  });

  it('ends after the bound when the work never does', async () => {
    vi.useFakeTimers();
    let ended = false;
    void waitAtMost(new Promise(() => undefined), 5000).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });
});
