/**
 * `loadOnce(load)`: a loader that starts `load` once and hands every later call the same promise,
 * except after a failure (a chunk the network lost on a bad link), which the next call tries
 * again instead of failing for the rest of the page's life. No DOM and no React: the service
 * worker bundles it too (offline/open-db.ts).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null;
  return () =>
    (started ??= load().catch((error: unknown) => {
      started = null;
      throw error;
    }));
}
