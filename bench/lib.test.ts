import { describe, expect, it } from 'vitest';
import { seededSizeProblem } from './lib';

describe('a reused bench database', () => {
  it('is measured only at the size the bench asks for', () => {
    expect(seededSizeProblem(100_000, 100_000, '/tmp/b')).toBeNull();
    expect(seededSizeProblem(15_852, 100_000, '/tmp/b')).toBe(
      '/tmp/b holds 15852 deliveries, not 100000: remove it (it is seeded again) or set BENCH_DELIVERIES=15852',
    );
  });
});
