import { describe, expect, it } from 'vitest';
import { percentToBp } from './finance-api';

describe('percentToBp', () => {
  it('reads a typed percentage as whole basis points, without a float', () => {
    expect(percentToBp('3.5')).toBe(350);
    expect(percentToBp('+3.5%')).toBe(350);
    expect(percentToBp('-2')).toBe(-200);
    expect(percentToBp('0.07')).toBe(7);
    expect(percentToBp('12.34')).toBe(1234);
  });

  it('refuses what is not a percentage with at most two decimals', () => {
    expect(percentToBp('')).toBeNull();
    expect(percentToBp('3.555')).toBeNull();
    expect(percentToBp('abc')).toBeNull();
    expect(percentToBp('1e3')).toBeNull();
  });
});
