/**
 * TanStack Query's client and its persisted cache. The persister needs a synchronous storage;
 * this one is read from Dexie `queryCache` into memory once at start and written through to
 * IndexedDB (localStorage's 5 MB and main-thread writes do not fit our lists). Only queries are
 * persisted: the outbox is the one queue of pending edits, so mutations never are.
 */
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api';
import { getDb } from './db';
import { guardedWrite } from './storage-errors';

export interface SyncStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

const memory = new Map<string, string>();

export async function loadQueryStorage(): Promise<SyncStorage> {
  memory.clear();
  for (const row of await getDb().queryCache.toArray()) memory.set(row.key, row.value);
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => {
      memory.set(key, value);
      void guardedWrite('The page cache', () => getDb().queryCache.put({ key, value }));
    },
    removeItem: (key) => {
      memory.delete(key);
      void guardedWrite('The page cache', () => getDb().queryCache.delete(key));
    },
  };
}

export async function clearQueryStorage(): Promise<void> {
  memory.clear();
  await getDb().queryCache.clear();
}

export const PERSIST_MAX_AGE = 7 * 24 * 3600_000;

export function createPersister(storage: SyncStorage): Persister {
  return createSyncStoragePersister({ storage, key: 'depot-query-cache', throttleTime: 2000 });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline answers come from Dexie inside the query function, so queries always run.
        networkMode: 'always',
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE,
        refetchOnWindowFocus: false,
        retry: (count, error) => error instanceof ApiError && typeof error.status === 'number' && error.status >= 500 && count < 2,
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
