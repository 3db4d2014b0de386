/**
 * TanStack Query's client and its persisted cache. The cache is persisted with
 * `createSyncStoragePersister` (@tanstack/query-sync-storage-persister) over a Dexie-backed
 * storage (query-storage.ts: read into memory before the restore, written through to IndexedDB),
 * throttled. The app renders at once and only queries wait for the restore (TanStack's
 * `isRestoring`, offline-provider.tsx). Only queries are persisted: the outbox is the one queue of
 * pending edits, so mutations never are.
 */
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api';
import { createDexieStorage } from './query-storage';

/** The row the persisted cache is kept under. */
export const PERSIST_KEY = 'depot-query-cache';
const PERSIST_THROTTLE_MS = 2000;

/** The one storage of the persisted cache in this window (the persister's, and sign-out's). */
export const queryStorage = createDexieStorage();

export function createPersister(): Persister {
  return createSyncStoragePersister({ storage: queryStorage, key: PERSIST_KEY, throttleTime: PERSIST_THROTTLE_MS });
}

export async function clearQueryStorage(): Promise<void> {
  await queryStorage.clear();
}

export const PERSIST_MAX_AGE = 7 * 24 * 3600_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline answers come from Dexie inside the query function, so queries always run.
        networkMode: 'always',
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          error instanceof ApiError && typeof error.status === 'number' && error.status >= 500 && count < 2,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

let active: QueryClient | null = null;
export function setActiveQueryClient(client: QueryClient | null): void {
  active = client;
}
export function activeQueryClient(): QueryClient | null {
  return active;
}
