import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, safeStorage, type KeyValueStore } from '../lib/safe-storage';
import {
  INITIAL_MENU_STATE,
  MENU_STATE_KEY,
  SCROLL_SAVE_DEBOUNCE_MS,
  createMenuStateStore,
  debounce,
  setIndexOpen,
  toggleIndex,
} from './menu-state';

const throwing: KeyValueStore = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

afterEach(() => vi.useRealTimers());

describe('persisted menu state', () => {
  it('starts as indexes [1], enabled false, isDirty false, scroll 0', () => {
    expect(createMenuStateStore(memoryStore()).get()).toEqual({
      indexes: [1],
      enabled: false,
      isDirty: false,
      scroll: 0,
    });
  });

  it('persists to storage and reads it back', () => {
    const backing = memoryStore();
    const store = createMenuStateStore(backing);
    store.set({ ...toggleIndex(store.get(), 3), scroll: 120 });
    expect(JSON.parse(backing.getItem(MENU_STATE_KEY) ?? 'null')).toEqual({
      indexes: [1, 3],
      enabled: false,
      isDirty: true,
      scroll: 120,
    });
    expect(createMenuStateStore(backing).get()).toEqual({
      indexes: [1, 3],
      enabled: false,
      isDirty: true,
      scroll: 120,
    });
  });

  it('falls back to memory when storage throws, and keeps working', () => {
    const store = createMenuStateStore(safeStorage(() => throwing));
    expect(store.get()).toEqual(INITIAL_MENU_STATE);
    store.set({ enabled: true, scroll: 40 });
    expect(store.get()).toMatchObject({ enabled: true, scroll: 40 });
  });

  it('falls back to memory when even reaching storage throws', () => {
    const storage = safeStorage(() => {
      throw new Error('no localStorage here');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('ignores unreadable stored state', () => {
    const backing = memoryStore();
    backing.setItem(MENU_STATE_KEY, '{"indexes":"nope"}');
    expect(createMenuStateStore(backing).get()).toEqual(INITIAL_MENU_STATE);
    backing.setItem(MENU_STATE_KEY, 'not json');
    expect(createMenuStateStore(backing).get()).toEqual(INITIAL_MENU_STATE);
  });

  it('toggles a heading open and closed', () => {
    const opened = toggleIndex(INITIAL_MENU_STATE, 4);
    expect(opened).toEqual({ indexes: [1, 4], isDirty: true });
    expect(toggleIndex({ ...INITIAL_MENU_STATE, ...opened }, 1)).toEqual({ indexes: [4], isDirty: true });
  });

  it('closes a heading shown open only because it holds the current page', () => {
    expect(setIndexOpen(INITIAL_MENU_STATE, 7, false)).toEqual({ indexes: [1], isDirty: true });
    expect(setIndexOpen(INITIAL_MENU_STATE, 7, true)).toEqual({ indexes: [1, 7], isDirty: true });
    expect(setIndexOpen(INITIAL_MENU_STATE, 1, false)).toEqual({ indexes: [], isDirty: true });
  });

  it('saves the scroll position once, 500 ms after the last scroll', () => {
    vi.useFakeTimers();
    const saved: number[] = [];
    const save = debounce((n: number) => saved.push(n), SCROLL_SAVE_DEBOUNCE_MS);
    save(10);
    save(20);
    vi.advanceTimersByTime(499);
    save(30);
    vi.advanceTimersByTime(499);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([30]);
  });
});
