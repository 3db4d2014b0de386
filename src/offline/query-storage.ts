/**
 * The storage the query cache is persisted to: the synchronous `getItem` / `setItem` /
 * `removeItem` that `createSyncStoragePersister` expects, over Dexie's `queryCache` table instead
 * of localStorage (5 MB, and main-thread writes of the whole string, do not fit our lists). The
 * rows are read into memory once at start (`load()`, before the restore); every write changes the
 * memory at once and is then written through to IndexedDB, in the order made, a full quota
 * reported through storage-errors. A load that takes too long (IndexedDB blocked by another
 * tab's upgrade) is given up: the app runs without the saved copy rather than waiting.
 */
import { waitAtMost } from '../lib/wait-at-most';
import { openDb } from './open-db';
import { clearSavedCopyMark, markSavedCopy } from './saved-copy';
import { guardedWrite } from './storage-errors';

/** How long the start waits for the saved copy to be read. */
export const LOAD_WAIT_MS = 3000;

export interface DexieBackedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Reads the stored rows into memory; resolves after LOAD_WAIT_MS at the latest. */
  load(): Promise<void>;
  /** Empties the memory and the table (sign-out). */
  clear(): Promise<void>;
  /** Resolves once every write made so far has reached IndexedDB. */
  flushed(): Promise<void>;
}

export function createDexieStorage(): DexieBackedStorage {
  const memory = new Map<string, string>();
  let writes: Promise<unknown> = Promise.resolve();
  const writeThrough = (write: () => Promise<unknown>) => {
    writes = writes.then(() => guardedWrite('The page cache', write));
  };
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      memory.set(key, value);
      markSavedCopy();
      writeThrough(async () => (await openDb()).queryCache.put({ key, value }));
    },
    removeItem(key) {
      memory.delete(key);
      clearSavedCopyMark();
      writeThrough(async () => (await openDb()).queryCache.delete(key));
    },
    async load() {
      const read = writes
        .then(() => openDb())
        .then((db) => db.queryCache.toArray())
        .then((rows) => {
          for (const row of rows) if (!memory.has(row.key)) memory.set(row.key, row.value);
        });
      await waitAtMost(read, LOAD_WAIT_MS);
    },
    async clear() {
      memory.clear();
      clearSavedCopyMark();
      writeThrough(async () => (await openDb()).queryCache.clear());
      await writes;
    },
    async flushed() {
      await writes;
    },
  };
}
