import { describe, expect, it } from 'vitest';
import { hashPath } from './hash-route';

describe('hashPath', () => {
  it("is the hash router's path, without the '#' and the query", () => {
    expect(hashPath('#/d/deliveries/all?date=2026-11-26&status=failed')).toBe('/d/deliveries/all');
    expect(hashPath('#/run/r/country/1/2026-11-26')).toBe('/run/r/country/1/2026-11-26');
  });

  it('is empty for an empty hash (a memory router: no address bar)', () => {
    expect(hashPath('')).toBe('');
    expect(hashPath('#')).toBe('');
  });
});
