/**
 * Code loaded on demand rather than with the screen that may use it.
 *
 * Parts of the shell that are opened on demand (the menu drawer, the quick menu) are kept out of
 * the entry chunk and loaded in the first idle moment after start-up, so the start parses less
 * script and the first open is still instant (offline too: the service worker precaches every
 * chunk). `loadWhenIdle` starts the import once and hands back the same promise to later calls
 * (load-once.ts: one that failed is tried again).
 *
 * `onDemand` is a component whose code is its own chunk, fetched when it is first drawn: for
 * what a feature's index offers that most of its importers never draw (record forms, the photo
 * viewer), so a list or dashboard does not download it before its first screen.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './load-once';
import { whenIdle } from './when-idle';

export function loadWhenIdle<T>(load: () => Promise<T>, timeoutMs = 4000): () => Promise<T> {
  const start = loadOnce(load);
  // a failed early load is not an error anyone waits for: the first real use tries again
  if (typeof window !== 'undefined')
    whenIdle(() => void start().catch(() => undefined), { timeout: timeoutMs, fallback: timeoutMs });
  return start;
}

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
