import { describe, expect, it } from 'vitest';
import { renderWithChakra, rerenderWithChakra } from '../theme/render-in-tests';
import { useContentStable } from './use-content-stable';

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function renderSeries(values: number[][]): number[][] {
  const seen: number[][] = [];
  function Probe({ value }: { value: number[] }) {
    seen.push(useContentStable(value, sameList));
    return null;
  }
  const [first, ...rest] = values;
  renderWithChakra(<Probe value={first ?? []} />);
  for (const value of rest) rerenderWithChakra(<Probe value={value} />);
  return seen;
}

describe('useContentStable', () => {
  it('keeps the first object while new ones have the same content', () => {
    const first = [1, 2];
    const seen = renderSeries([first, [1, 2], [1, 2]]);
    expect(seen.every((v) => v === first)).toBe(true);
  });

  it('passes a changed value on at once, and keeps that one from then on', () => {
    const changed = [1, 3];
    const seen = renderSeries([[1], changed, [1, 3]]);
    expect(seen.at(-1)).toBe(changed);
    expect(seen.filter((v) => v !== changed)).toEqual([[1]]);
  });
});
