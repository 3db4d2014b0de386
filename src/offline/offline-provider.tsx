/**
 * Provides the QueryClient to the app and starts the offline machinery: the persisted query
 * cache (restored from Dexie while the shell renders; queries wait for it, so an offline cold
 * start shows the last pages at once), the service worker, the outbox replay triggers and the
 * reference lists.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { OFFLINE_ENABLED } from './flags';
import { createPersister, createQueryClient, PERSIST_MAX_AGE, setActiveQueryClient } from './query-cache';
import { syncReferenceLists } from './reference-sync';
import { startReplayScheduler } from './replay-scheduler';
import { registerServiceWorker } from './sw-register';

export function OfflineProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const c = createQueryClient();
    setActiveQueryClient(c);
    return c;
  });
  const [persister] = useState(() => (OFFLINE_ENABLED ? createPersister() : null));

  useEffect(() => {
    if (!OFFLINE_ENABLED) return;
    registerServiceWorker();
    const stop = startReplayScheduler();
    void syncReferenceLists();
    return stop;
  }, []);

  if (persister === null) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
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
