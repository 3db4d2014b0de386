import { describe, expect, it } from 'vitest';
import { fitRowsHeight } from './rows-height';

describe('a rows area that fits its rows', () => {
  it('is the rows and the border, at most the cap', () => {
    expect(fitRowsHeight(3, 44, 'max(18rem, calc(100vh - 25rem))')).toBe('min(134px, max(18rem, calc(100vh - 25rem)))');
    expect(fitRowsHeight(0, 40, '60vh')).toBe('min(2px, 60vh)');
  });
});
