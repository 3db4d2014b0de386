/**
 * The persisted query cache's persister: `createSyncStoragePersister`
 * (@tanstack/query-sync-storage-persister) over the Dexie-backed storage (query-storage.ts: read
 * into memory before the restore, written through to IndexedDB), at most one save every 2 s. A
 * chunk of its own, loaded when the restore or the first save asks for it (query-cache.ts), so
 * neither it nor the storage is part of the boot.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { createDexieStorage } from './query-storage';

/** The row the persisted cache is kept under. */
export const PERSIST_KEY = 'depot-query-cache';
const PERSIST_THROTTLE_MS = 2000;

/** The one storage of the persisted cache in this window (the persister's, and sign-out's). */
export const queryStorage = createDexieStorage();

export const syncPersister: Persister = createSyncStoragePersister({
  storage: queryStorage,
  key: PERSIST_KEY,
  throttleTime: PERSIST_THROTTLE_MS,
});
