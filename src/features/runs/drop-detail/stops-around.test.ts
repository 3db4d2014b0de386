import { describe, expect, it } from 'vitest';
import { stopsAround } from './stops-around';

describe('stopsAround', () => {
  const drops = [5, 1, 2, 3, 4, 6, 7, 8, 9].map((sequence) => ({ sequence }));
  it('keeps the stops within reach, in order', () => {
    expect(stopsAround(drops, 5, 2).map((d) => d.sequence)).toEqual([3, 4, 5, 6, 7]);
  });
  it('is cut at the start of the run', () => {
    expect(stopsAround(drops, 1, 2).map((d) => d.sequence)).toEqual([1, 2, 3]);
  });
});
