import { describe, expect, it } from 'vitest';
import { rowsAreaHeight } from './resource-table';

describe('the rows area of a table', () => {
  it('is as tall as a short list, so one row does not sit above an empty box', () => {
    expect(rowsAreaHeight(3)).toBe('min(122px, 60vh)');
    expect(rowsAreaHeight(0)).toBe('min(2px, 60vh)');
  });

  it('grows to the cap a page gives it', () => {
    expect(rowsAreaHeight(500, undefined, 'max(20rem, calc(100vh - 24rem))')).toBe('min(20002px, max(20rem, calc(100vh - 24rem)))');
  });

  it('takes the height a page gives it', () => {
    expect(rowsAreaHeight(3, 'max(20rem, calc(100vh - 22rem))')).toBe('max(20rem, calc(100vh - 22rem))');
  });
});
