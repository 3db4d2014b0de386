/**
 * Provides the QueryClient to the app and starts the offline machinery: the persisted query
 * cache (read from Dexie before first render, so an offline cold start shows the last pages at
 * once), the service worker, the outbox replay triggers and the reference lists.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { OFFLINE_ENABLED } from './flags';
import { createPersister, createQueryClient, loadQueryStorage, PERSIST_MAX_AGE, setActiveQueryClient } from './query-cache';
import { syncReferenceLists } from './reference-sync';
import { startReplayScheduler } from './replay-scheduler';
import { reportStorageError } from './storage-errors';
import { registerServiceWorker } from './sw-register';

const STORAGE_WAIT_MS = 3000;

export function OfflineProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const c = createQueryClient();
    setActiveQueryClient(c);
    return c;
  });
  const [persister, setPersister] = useState<Persister | 'none' | null>(OFFLINE_ENABLED ? null : 'none');

  useEffect(() => {
    if (!OFFLINE_ENABLED) return;
    let settled = false;
    const fallback = window.setTimeout(() => {
      if (!settled) setPersister('none');
    }, STORAGE_WAIT_MS);
    loadQueryStorage()
      .then((storage) => setPersister(createPersister(storage)))
      .catch((error: unknown) => {
        reportStorageError(error, 'The page cache');
        setPersister('none');
      })
      .finally(() => {
        settled = true;
        window.clearTimeout(fallback);
      });
    return () => window.clearTimeout(fallback);
  }, []);

  useEffect(() => {
    if (!OFFLINE_ENABLED) return;
    registerServiceWorker();
    const stop = startReplayScheduler();
    void syncReferenceLists();
    return stop;
  }, []);

  if (persister === null) return null;
  if (persister === 'none') return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: PERSIST_MAX_AGE,
        buster: __APP_VERSION__,
        dehydrateOptions: {
          shouldDehydrateMutation: () => false,
          shouldDehydrateQuery: (q) => q.state.status === 'success' && q.meta?.persist !== false,
        },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
