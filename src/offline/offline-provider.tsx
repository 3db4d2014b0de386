/**
 * Provides the QueryClient to the app and starts the offline machinery: the persisted query
 * cache (restored from Dexie while the shell renders; queries wait for it, so an offline cold
 * start shows the last pages at once), the service worker, the outbox replay triggers and the
 * reference lists.
 */
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { OFFLINE_ENABLED } from './flags';
import { createPersister, createQueryClient, PERSIST_MAX_AGE, setActiveQueryClient } from './query-cache';
import { syncReferenceLists } from './reference-sync';
import { startReplayScheduler } from './replay-scheduler';
import { registerServiceWorker } from './sw-register';

type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/**
 * `PersistQueryClientProvider` of @tanstack/react-query-persist-client, with the end of the
 * restore rendered as a transition: every query of the first screen waits for it, so it
 * re-renders the whole app, which as a plain state update was one unsliced task. Queries wait
 * while `useIsRestoring()` is true, exactly as there; saving starts once restored.
 */
function PersistProvider({ client, options, children }: { client: QueryClient; options: PersistOptions; children: ReactNode }) {
  const [restoring, setRestoring] = useState(true);
  // The persist package pins an older query-core, whose QueryClient type differs only in private
  // members; its own provider hands over the app's client in the same way.
  const [settings] = useState(() => ({ ...options, queryClient: client as unknown as PersistQueryClientOptions['queryClient'] }));
  useEffect(() => {
    let live = true;
    void persistQueryClientRestore(settings)
      .catch(() => undefined)
      .finally(() => {
        if (live) startTransition(() => setRestoring(false));
      });
    return () => {
      live = false;
    };
  }, [settings]);
  useEffect(() => (restoring ? undefined : persistQueryClientSubscribe(settings)), [restoring, settings]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

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
    <PersistProvider
      client={client}
      options={{
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
    </PersistProvider>
  );
}
