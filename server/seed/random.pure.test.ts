import { describe, expect, it } from 'vitest';
import { Random, apportion, mulberry32 } from './random';
import { MAX_DROPS, MIN_DROPS, runSizes } from './routing';
import { addDays, dayClock, hhmm, utcOffsetMinutes } from './time';

describe('Random', () => {
  it('repeats its sequence for a seed and forks independent streams', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
    const r = new Random(5);
    expect(r.fork('x').next()).toBe(new Random(5).fork('x').next());
    expect(r.fork('x').next()).not.toBe(r.fork('y').next());
  });

  it('keeps int, pick and weighted in range', () => {
    const r = new Random(9);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
      expect(['a', 'b']).toContain(r.pick(['a', 'b']));
      expect(r.weighted([0, 1, 0])).toBe(1);
    }
    expect(() => r.pick([])).toThrow();
  });

  it('apportions a total exactly', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(100, [0.25, 0.5, 0.25]).reduce((a, b) => a + b, 0)).toBe(100);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('runSizes', () => {
  it('keeps runs within 80-150 drops and routes all but at most 9 drops', () => {
    const rng = new Random(3);
    for (let n = MIN_DROPS; n <= 3000; n++) {
      const sizes = runSizes(n, rng);
      const routed = sizes.reduce((a, b) => a + b, 0);
      for (const s of sizes) expect(s >= MIN_DROPS && s <= MAX_DROPS).toBe(true);
      expect(routed <= n && n - routed <= 9).toBe(true);
    }
    expect(runSizes(0, rng)).toEqual([]);
    expect(runSizes(12, rng)).toEqual([12]);
  });
});

describe('time', () => {
  it('adds days across months and formats times', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(hhmm(5 * 60 + 7)).toBe('05:07');
    expect(hhmm(1440 + 30)).toBe('00:30');
  });

  it('converts local times of a routing group to UTC, daylight saving included', () => {
    expect(utcOffsetMinutes('Australia/Sydney', '2026-11-21')).toBe(660);
    expect(utcOffsetMinutes('Australia/Sydney', '2026-06-21')).toBe(600);
    expect(utcOffsetMinutes('Australia/Brisbane', '2026-11-21')).toBe(600);
    expect(utcOffsetMinutes('Pacific/Auckland', '2026-11-21')).toBe(780);
    expect(dayClock('2026-11-21', 'Australia/Perth').iso(9 * 60)).toBe('2026-11-21T01:00:00Z');
    expect(dayClock('2026-11-21', 'Australia/Sydney').iso(-60)).toBe('2026-11-20T12:00:00Z');
  });
});
