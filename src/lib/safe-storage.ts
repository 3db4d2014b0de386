/**
 * A Storage-like wrapper that never throws: when the browser's storage is missing, blocked
 * (private mode, disabled cookies) or full, reads and writes fall back to an in-memory map for
 * the rest of the page's life. Used for UI preferences only (menu state, selected client).
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function safeStorage(getStorage: () => KeyValueStore = () => window.localStorage): KeyValueStore {
  const memory = memoryStore();
  let fallback = false;
  const attempt = <T>(op: (s: KeyValueStore) => T, onMemory: () => T): T => {
    if (fallback) return onMemory();
    try {
      return op(getStorage());
    } catch {
      fallback = true;
      return onMemory();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.getItem(key),
      ),
    setItem: (key, value) => {
      memory.setItem(key, value);
      attempt(
        (s) => s.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      memory.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}

/** Parses stored JSON, falling back when absent or unreadable. */
export function readJson<T>(store: KeyValueStore, key: string, fallback: T, accept: (value: unknown) => value is T): T {
  const text = store.getItem(key);
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
