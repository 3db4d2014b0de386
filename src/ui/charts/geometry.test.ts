import { describe, expect, it } from 'vitest';
import { labelPositions, niceRange, niceScale, polyline, ringSlices } from './geometry';

describe('niceScale', () => {
  it('rounds the top up to a whole step of 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(0)).toEqual({ max: 0, ticks: [0] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(14_286).max).toBe(15_000);
    for (const top of [1, 7, 99, 101, 5000, 87_654]) {
      const { max, ticks } = niceScale(top);
      expect(max).toBeGreaterThanOrEqual(top);
      expect(ticks.at(-1)).toBe(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('ringSlices', () => {
  const ring = { cx: 100, cy: 100, outer: 100, inner: 50 };

  it('gives one closed slice per non-zero count, in order', () => {
    const slices = ringSlices(
      [
        { status: 'planned', count: 1 },
        { status: 'failed', count: 0 },
        { status: 'finished', count: 3 },
      ],
      ring,
    );
    expect(slices.map((s) => s.status)).toEqual(['planned', 'finished']);
    // a quarter from twelve o'clock ends at three o'clock; the rest takes the large arc
    expect(slices[0]?.path).toMatch(/^M 100\.00 0\.00 A 100 100 0 0 1 200\.00 100\.00 /);
    expect(slices[1]?.path).toContain('A 100 100 0 1 1');
    for (const s of slices) expect(s.path.trim().endsWith('Z')).toBe(true);
  });

  it('draws a single status as the whole ring and nothing for no runs', () => {
    const [only] = ringSlices([{ status: 'finished', count: 5 }], ring);
    expect(only?.path.match(/M /g)).toHaveLength(2);
    expect(ringSlices([{ status: 'planned', count: 0 }], ring)).toEqual([]);
  });
});

describe('polyline', () => {
  it('draws through the points and lifts the pen over a gap', () => {
    expect(polyline([{ x: 0, y: 1 }, { x: 2, y: 3 }, null, { x: 4, y: 5 }])).toBe(
      'M 0.00 1.00 L 2.00 3.00 M 4.00 5.00',
    );
  });
  it('is empty without points', () => {
    expect(polyline([])).toBe('');
  });
});

describe('niceRange', () => {
  it('reaches below zero when a value does, in round steps through 0', () => {
    expect(niceRange(0, 3)).toEqual({ min: 0, max: 3, ticks: [0, 1, 2, 3] });
    expect(niceRange(-7, 12)).toEqual({ min: -10, max: 15, ticks: [-10, -5, 0, 5, 10, 15] });
    expect(niceRange(-4, -1)).toEqual({ min: -4, max: 0, ticks: [-4, -3, -2, -1, 0] });
    expect(niceRange(0, 0)).toEqual({ min: 0, max: 0, ticks: [0] });
  });
});

describe('labelPositions', () => {
  it('names the last position and keeps every label at least a step from the next', () => {
    expect(labelPositions(5, 1)).toEqual([0, 1, 2, 3, 4]);
    // 31 days, labels four days apart: the last day is named, and the one before is four days back
    const days = labelPositions(31, 3.2);
    expect(days.at(-1)).toBe(30);
    expect(days.slice(1).every((p, i) => p - (days[i] ?? 0) === 4)).toBe(true);
    expect(labelPositions(0, 2)).toEqual([]);
  });
});
