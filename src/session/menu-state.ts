/**
 * The side menu's persisted state (spec 2.2): expanded heading indexes (into MENU), the beta
 * navigation toggle ('enabled'), whether the user changed the expansion ('isDirty') and the
 * scroll position. Starts as { indexes: [1], enabled: false, isDirty: false, scroll: 0 }.
 * Kept in localStorage under 'depot-menu-state'; if storage throws, kept in memory instead.
 * Also the label set ('old' / 'new') and the collapsed-to-icons choice, under 'depot-menu-prefs'.
 */
import { readJson, safeStorage, type KeyValueStore } from '../lib/safe-storage';
import type { LabelSet } from '../screens/menu-types';

export interface MenuState {
  indexes: number[];
  enabled: boolean;
  isDirty: boolean;
  scroll: number;
}

export interface MenuPrefs {
  labels: LabelSet;
  collapsed: boolean;
}

export const INITIAL_MENU_STATE: MenuState = { indexes: [1], enabled: false, isDirty: false, scroll: 0 };
export const INITIAL_MENU_PREFS: MenuPrefs = { labels: 'new', collapsed: false };
export const MENU_STATE_KEY = 'depot-menu-state';
export const MENU_PREFS_KEY = 'depot-menu-prefs';
export const SCROLL_SAVE_DEBOUNCE_MS = 500;

function isMenuState(value: unknown): value is MenuState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.indexes) &&
    v.indexes.every((i) => typeof i === 'number') &&
    typeof v.enabled === 'boolean' &&
    typeof v.isDirty === 'boolean' &&
    typeof v.scroll === 'number'
  );
}

function isMenuPrefs(value: unknown): value is MenuPrefs {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.labels === 'old' || v.labels === 'new') && typeof v.collapsed === 'boolean';
}

export interface Store<T> {
  get(): T;
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
}

function createStore<T extends object>(
  storage: KeyValueStore,
  key: string,
  initial: T,
  accept: (v: unknown) => v is T,
): Store<T> {
  let current = readJson(storage, key, initial, accept);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(patch) {
      current = { ...current, ...patch };
      storage.setItem(key, JSON.stringify(current));
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createMenuStateStore(storage: KeyValueStore = safeStorage()): Store<MenuState> {
  return createStore(storage, MENU_STATE_KEY, INITIAL_MENU_STATE, isMenuState);
}

export function createMenuPrefsStore(storage: KeyValueStore = safeStorage()): Store<MenuPrefs> {
  return createStore(storage, MENU_PREFS_KEY, INITIAL_MENU_PREFS, isMenuPrefs);
}

/** Expands or collapses one heading, marking the state as chosen by the user. */
export function toggleIndex(state: MenuState, index: number): Pick<MenuState, 'indexes' | 'isDirty'> {
  const open = state.indexes.includes(index);
  return {
    indexes: open ? state.indexes.filter((i) => i !== index) : [...state.indexes, index].sort((a, b) => a - b),
    isDirty: true,
  };
}

/** Opens or closes one heading explicitly (the shown state may differ from `indexes` until isDirty). */
export function setIndexOpen(state: MenuState, index: number, open: boolean): Pick<MenuState, 'indexes' | 'isDirty'> {
  const rest = state.indexes.filter((i) => i !== index);
  return { indexes: open ? [...rest, index].sort((a, b) => a - b) : rest, isDirty: true };
}

/** Calls fn with the last value once `wait` ms have passed without another call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): ((...args: A) => void) & { flush(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const debounced = (...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (lastArgs) fn(...lastArgs);
    }, wait);
  };
  debounced.flush = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      if (lastArgs) fn(...lastArgs);
    }
  };
  return debounced;
}
