import { describe, expect, it } from 'vitest';
import { isEditPagePath, shouldPostActivity, versionChanged } from './activity-schedule';

describe('dashboard activity schedule', () => {
  it('posts at once, then at most every 60 s, every 9 s on edit pages, never while hidden', () => {
    expect(shouldPostActivity(0, null, true, false)).toBe(true);
    expect(shouldPostActivity(59_999, 0, true, false)).toBe(false);
    expect(shouldPostActivity(60_000, 0, true, false)).toBe(true);
    expect(shouldPostActivity(8_999, 0, true, true)).toBe(false);
    expect(shouldPostActivity(9_000, 0, true, true)).toBe(true);
    expect(shouldPostActivity(120_000, 0, false, false)).toBe(false);
  });

  it('recognises edit pages', () => {
    expect(isEditPagePath('/d/deliveries/all/grid-edit')).toBe(true);
    expect(isEditPagePath('/u/users/all/create')).toBe(true);
    expect(isEditPagePath('/d/deliveries/12/edit')).toBe(true);
    expect(isEditPagePath('/d/deliveries/all')).toBe(false);
    expect(isEditPagePath('/d/editors')).toBe(false);
  });

  it('reloads only when a known version changes', () => {
    expect(versionChanged(null, '5')).toBe(false);
    expect(versionChanged('5', '5')).toBe(false);
    expect(versionChanged('5', '6')).toBe(true);
    expect(versionChanged('5', null)).toBe(false);
  });
});
