import { describe, expect, it } from 'vitest';
import { listSituation } from './load-states';

const base = { isLoading: false, error: null, source: 'network' as const };

describe('one empty state per situation', () => {
  it('tells loading, error, nothing stored, no match and none apart', () => {
    expect(listSituation({ ...base, isLoading: true, source: null }, 0, false)).toBe('loading');
    expect(listSituation({ ...base, error: new Error('x') }, 0, true)).toBe('error');
    expect(listSituation({ ...base, source: 'cache' }, 0, false)).toBe('not-stored');
    expect(listSituation({ ...base, source: 'cache' }, 0, true)).toBe('no-match');
    expect(listSituation(base, 0, true)).toBe('no-match');
    expect(listSituation(base, 0, false)).toBe('none');
    expect(listSituation(base, 3, true)).toBe('rows');
  });
});
