/**
 * `useOnline()`: whether the console can reach its server, for what pages show (the header badge,
 * 'stored copy' notices, buttons that need the server). The browser's network flag and the
 * reachability the app has seen (lib/reachability.ts) must both say yes. Code that decides
 * whether to try the network at all reads `isOnline()` (flags.ts) instead, so a failed request
 * never stops the next one from being tried.
 */
import { useSyncExternalStore } from 'react';
import { serverUnreachable, subscribeReachability } from '../../lib/reachability';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const unsubscribe = subscribeReachability(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    unsubscribe();
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !serverUnreachable(),
    () => true,
  );
}
