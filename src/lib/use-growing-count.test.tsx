import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithChakra, rerenderWithChakra } from '../theme/render-in-tests';
import { useGrowingCount } from './use-growing-count';

const seen: number[] = [];
function Probe({ total }: { total: number }) {
  seen.push(useGrowingCount(total, 20));
  return null;
}
const nextTask = () => act(async () => void vi.advanceTimersByTime(1));

describe('useGrowingCount', () => {
  afterEach(() => {
    vi.useRealTimers();
    seen.length = 0;
  });

  it('draws the first slice at once, then one slice per task until all are drawn', async () => {
    vi.useFakeTimers();
    renderWithChakra(<Probe total={50} />);
    expect(seen.at(-1)).toBe(20);
    await nextTask();
    expect(seen.at(-1)).toBe(40);
    await nextTask();
    expect(seen.at(-1)).toBe(50);
    await nextTask();
    expect(seen.at(-1)).toBe(50);
  });

  it('draws a short list whole, and a list that arrives later starts with its first slice', async () => {
    vi.useFakeTimers();
    renderWithChakra(<Probe total={0} />);
    expect(seen.at(-1)).toBe(0);
    rerenderWithChakra(<Probe total={7} />);
    expect(seen.at(-1)).toBe(7);
    rerenderWithChakra(<Probe total={45} />);
    expect(seen.at(-1)).toBe(20);
    await nextTask();
    await nextTask();
    expect(seen.at(-1)).toBe(45);
  });

  it('once drawn, draws a shorter or equal list at once (a filter), and grows again past it', async () => {
    vi.useFakeTimers();
    renderWithChakra(<Probe total={45} />);
    await nextTask();
    await nextTask();
    rerenderWithChakra(<Probe total={30} />);
    expect(seen.at(-1)).toBe(30);
    rerenderWithChakra(<Probe total={45} />);
    expect(seen.at(-1)).toBe(45);
    rerenderWithChakra(<Probe total={90} />);
    expect(seen.at(-1)).toBe(60);
    await nextTask();
    expect(seen.at(-1)).toBe(80);
  });
});
