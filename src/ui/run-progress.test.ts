import { describe, expect, it } from 'vitest';
import { runProgress, sumProgress } from './run-progress';

describe('run progress', () => {
  it('counts done drops (completed and failed) against the total', () => {
    expect(runProgress({ dropsTotal: 120, dropsDone: 30, dropsFailed: 3 })).toEqual({
      total: 120,
      done: 30,
      completed: 27,
      failed: 3,
      remaining: 90,
      percent: 25,
    });
  });

  it('is 0 % for an empty run and never exceeds the total', () => {
    expect(runProgress({ dropsTotal: 0, dropsDone: 0, dropsFailed: 0 }).percent).toBe(0);
    expect(runProgress({ dropsTotal: 10, dropsDone: 14, dropsFailed: 20 })).toMatchObject({
      done: 10,
      failed: 10,
      completed: 0,
      remaining: 0,
      percent: 100,
    });
  });

  it('treats missing or bad figures as zero', () => {
    expect(runProgress({})).toMatchObject({ total: 0, done: 0, percent: 0 });
  });

  it('sums several runs', () => {
    expect(
      sumProgress([
        { dropsTotal: 100, dropsDone: 100, dropsFailed: 2 },
        { dropsTotal: 100, dropsDone: 0, dropsFailed: 0 },
      ]),
    ).toMatchObject({ total: 200, done: 100, percent: 50 });
  });
});
