/**
 * A choice remembered on this device as one id in localStorage (the quick menu's client, the
 * shared country): read safely (a missing, unreadable or refused value is no choice), changed
 * through `set` so every reader in this tab hears it, and heard from other tabs through the
 * 'storage' event. Each choice module says what its id means and what a valid one is.
 */
import { useSyncExternalStore } from 'react';
import { safeStorage, type KeyValueStore } from '../lib/safe-storage';

export interface RememberedId {
  readonly key: string;
  /** the stored id, null when none (or not a valid one) */
  read(store?: KeyValueStore): number | null;
  /** remembers `id`, or forgets the choice with null */
  set(id: number | null, store?: KeyValueStore): void;
  /** the stored id in a component, re-rendered when it changes in this tab or another */
  use(): number | null;
}

export function rememberedId(key: string, valid: (id: number) => boolean): RememberedId {
  const storage = safeStorage();
  const listeners = new Set<() => void>();
  const read = (store: KeyValueStore = storage): number | null => {
    try {
      const text = store.getItem(key);
      if (text === null) return null;
      const value = Number(JSON.parse(text) as unknown);
      return Number.isInteger(value) && valid(value) ? value : null;
    } catch {
      return null;
    }
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return {
    key,
    read,
    set(id, store = storage) {
      if (id === null) store.removeItem(key);
      else store.setItem(key, JSON.stringify(id));
      listeners.forEach((l) => l());
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => read(),
        () => null,
      ),
  };
}
