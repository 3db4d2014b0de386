/**
 * TanStack Query's client and its persisted cache. The persister writes the dehydrated cache
 * to Dexie `queryCache` (localStorage's 5 MB and main-thread writes do not fit our lists),
 * throttled, and restores it asynchronously: the app renders at once and only queries wait for
 * the restore (TanStack's `isRestoring`), instead of the whole tree waiting for IndexedDB. Only
 * queries are persisted: the outbox is the one queue of pending edits, so mutations never are.
 */
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api';
import { openDb } from './open-db';
import { clearSavedCopyMark, markSavedCopy } from './saved-copy';
import { guardedWrite } from './storage-errors';

/** The row the persisted cache is kept under (the key the earlier sync persister used). */
export const PERSIST_KEY = 'depot-query-cache';
/** A restore that takes longer (IndexedDB blocked by another tab's upgrade) gives up: the app runs without. */
const RESTORE_WAIT_MS = 3000;
const PERSIST_THROTTLE_MS = 2000;

async function readPersisted(): Promise<PersistedClient | undefined> {
  const row = await (await openDb()).queryCache.get(PERSIST_KEY);
  return row ? (JSON.parse(row.value) as PersistedClient) : undefined;
}

export function createPersister(): Persister {
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const client = latest;
    latest = null;
    if (!client) return;
    markSavedCopy();
    void openDb().then((db) =>
      guardedWrite('The page cache', () => db.queryCache.put({ key: PERSIST_KEY, value: JSON.stringify(client) })),
    );
  };
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(write, PERSIST_THROTTLE_MS);
    },
    restoreClient: () =>
      Promise.race([
        readPersisted(),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RESTORE_WAIT_MS)),
      ]),
    removeClient: async () => {
      clearSavedCopyMark();
      const db = await openDb();
      await guardedWrite('The page cache', () => db.queryCache.delete(PERSIST_KEY));
    },
  };
}

export async function clearQueryStorage(): Promise<void> {
  clearSavedCopyMark();
  await (await openDb()).queryCache.clear();
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
