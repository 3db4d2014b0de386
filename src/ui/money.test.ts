import { describe, expect, it } from 'vitest';
import { centsCell, formatCents } from './money';

describe('money', () => {
  it('reads integer cents as dollars and cents, exactly', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(-7_500)).toBe('-$75.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes CSV cells without grouping', () => {
    expect(centsCell(123_450)).toBe('1234.50');
    expect(centsCell(-1)).toBe('-0.01');
    expect(centsCell(1_000_000_07)).toBe('1000000.07');
  });
});
