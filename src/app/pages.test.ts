import { describe, expect, it } from 'vitest';
import { SCREENS } from '../screens';
import { PAGES } from './pages';

describe('page bindings', () => {
  it('binds every screen or none of the screens that share a path (the router opens whichever comes first)', () => {
    const byPath = new Map<string, string[]>();
    for (const s of SCREENS) for (const p of s.patterns) byPath.set(p, [...(byPath.get(p) ?? []), s.id]);
    const halfBound = [...byPath.entries()].filter(
      ([, ids]) => ids.length > 1 && ids.some((id) => PAGES[id]) && !ids.every((id) => PAGES[id]),
    );
    expect(halfBound).toEqual([]);
  });

  it('binds only screens that exist', () => {
    const ids = new Set(SCREENS.map((s) => s.id));
    expect(Object.keys(PAGES).filter((id) => !ids.has(id))).toEqual([]);
  });
});
