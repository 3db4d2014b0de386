/**
 * Provides the QueryClient to the app and starts the offline machinery: the persisted query
 * cache (restored from Dexie while the shell renders; queries wait for it, so an offline cold
 * start shows the last pages at once), the service worker, the outbox replay triggers and the
 * reference lists.
 */
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';
import { OFFLINE_ENABLED } from './flags';
import { createPersister, createQueryClient, PERSIST_MAX_AGE, setActiveQueryClient } from './query-cache';
import { mayHaveSavedQueryCache } from './saved-copy';
import { syncReferenceLists, syncReferenceListsIfMissing } from './reference-sync';
import { listenForReconnect, reconnectSequence, refetchAfterReconnect } from './reconnect';
import { startReplayScheduler } from './replay-scheduler';
import { registerServiceWorker, retryWorkerInstall } from './sw-register';

type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/** on a first visit, how long after start the reference lists are fetched (then in an idle moment) */
export const FIRST_VISIT_REFERENCE_DELAY_MS = 2000;

/**
 * `PersistQueryClientProvider` of @tanstack/react-query-persist-client, with the end of the
 * restore rendered as a transition: every query of the first screen waits for it, so it
 * re-renders the whole app, which as a plain state update was one unsliced task. Queries wait
 * while `useIsRestoring()` is true, exactly as there; saving starts once restored. With
 * `restore` false (nothing was ever saved on this device) nothing waits and saving starts at once.
 */
export function PersistProvider({
  client,
  options,
  restore = true,
  children,
}: {
  client: QueryClient;
  options: PersistOptions;
  restore?: boolean;
  children: ReactNode;
}) {
  const [restoring, setRestoring] = useState(restore);
  const [restoreAtMount] = useState(restore);
  // The persist package pins an older query-core, whose QueryClient type differs only in private
  // members; its own provider hands over the app's client in the same way.
  const [settings] = useState(() => ({
    ...options,
    queryClient: client as unknown as PersistQueryClientOptions['queryClient'],
  }));
  useEffect(() => {
    if (!restoreAtMount) return;
    let live = true;
    void persistQueryClientRestore(settings)
      .catch(() => undefined)
      .finally(() => {
        // What was restored is shown at once but is never fresh: it may predate the last
        // moments before the page closed (an edit, then a reload before the throttled save).
        // Marked stale, each query a screen uses asks the network again as it mounts.
        void client.invalidateQueries({ refetchType: 'none' });
        if (live) startTransition(() => setRestoring(false));
      });
    return () => {
      live = false;
    };
  }, [settings, client, restoreAtMount]);
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
  // read once: PersistProvider decides at mount whether to restore
  const [restore] = useState(mayHaveSavedQueryCache);

  // Back online: the feed's catch-up, the outbox, then what is still stale on screen (reconnect.ts).
  // With the feed pulled, the network's resource answers are current record by record: only the
  // rest refetch, and the answers read from the stored copy.
  useEffect(() => {
    const stopListening = listenForReconnect();
    const stopRefetch = reconnectSequence.onRefetch((caughtUp) => refetchAfterReconnect(client, caughtUp));
    return () => {
      stopRefetch();
      stopListening();
    };
  }, [client]);

  useEffect(() => {
    if (!OFFLINE_ENABLED) return;
    registerServiceWorker();
    const stopReplay = startReplayScheduler();
    // Under a service worker the lists are stored by the worker, off this thread: ask at once.
    // Without one (a first visit) this thread stores them, which competed with the first screen
    // (its requests, Dexie writes and the re-renders of every name they fill in: start-up TBT
    // 145 -> 221 ms at 4x on the deliveries list, docs/bench.md); the page asks for any name it
    // needs itself (ref-titles.ts), so the whole lists wait until the first screen is drawn.
    const controlled = Boolean(navigator.serviceWorker?.controller);
    if (controlled) void syncReferenceLists();
    const later = controlled
      ? undefined
      : window.setTimeout(
          () => whenIdle(() => void syncReferenceLists(), { timeout: 2000, fallback: 'now' }),
          FIRST_VISIT_REFERENCE_DELAY_MS,
        );
    // Back online (the reconnect sequence's last step), a device that went offline before it was
    // ready catches up on both halves (hooks/use-offline-ready.ts): the worker's install, which
    // fails offline, and the lists.
    const stopCatchUp = reconnectSequence.onRefetch(() => {
      retryWorkerInstall();
      void syncReferenceListsIfMissing();
    });
    return () => {
      window.clearTimeout(later);
      stopCatchUp();
      stopReplay();
    };
  }, []);

  if (persister === null) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistProvider
      client={client}
      restore={restore}
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
