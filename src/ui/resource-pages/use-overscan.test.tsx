import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { useOverscan } from './use-overscan';

const seen: number[] = [];
function Probe({ hasRows }: { hasRows: boolean }) {
  seen.push(useOverscan(hasRows, 10));
  return null;
}

describe('rows beyond the visible ones', () => {
  afterEach(() => {
    cleanupRendered();
    vi.useRealTimers();
    seen.length = 0;
  });

  it('are none until rows have been shown once, then the full count a task later', async () => {
    vi.useFakeTimers();
    renderWithChakra(<Probe hasRows={false} />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(seen.at(-1)).toBe(0);
    rerenderWithChakra(<Probe hasRows />);
    expect(seen.at(-1)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seen.at(-1)).toBe(10);
    rerenderWithChakra(<Probe hasRows={false} />);
    expect(seen.at(-1)).toBe(10);
  });
});
