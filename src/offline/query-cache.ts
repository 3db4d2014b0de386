/**
 * TanStack Query's client and its persisted cache. The cache is persisted with
 * `createSyncStoragePersister` over a Dexie-backed storage (query-persister.ts), reached through
 * `createPersister()`, a handle that loads that module on first use: the restore first reads the
 * storage into memory, then asks the sync persister. The app renders at once and only queries
 * wait for the restore (TanStack's `isRestoring`, offline-provider.tsx). Only queries are
 * persisted: the outbox is the one queue of pending edits, so mutations never are.
 */
import { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api';
import { loadOnce } from '../lib/load-once';

const loadPersister = loadOnce(() => import('./query-persister'));

export function createPersister(): Persister {
  return {
    persistClient: async (client) => (await loadPersister()).syncPersister.persistClient(client),
    restoreClient: async () => {
      const { queryStorage, syncPersister } = await loadPersister();
      await queryStorage.load();
      return syncPersister.restoreClient();
    },
    removeClient: async () => (await loadPersister()).syncPersister.removeClient(),
  };
}

export async function clearQueryStorage(): Promise<void> {
  await (await loadPersister()).queryStorage.clear();
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
        // back online, stale queries refetch as the reconnect sequence's last step (reconnect.ts),
        // after the change feed's catch-up and the outbox
        refetchOnReconnect: false,
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
