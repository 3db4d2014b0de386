/**
 * `whenIdle(run, options)`: runs `run` in the browser's next idle moment (requestIdleCallback),
 * the one way every part of the app defers work. It works in a page and in the service worker
 * (which bundles background writes and has no `window`): it reads the global scope when called,
 * and assumes no idle API there. Where requestIdleCallback is missing (Safari), each caller
 * chooses what happens instead: a plain timer, or running at once.
 */

export interface IdleOptions {
  /** the longest `run` waits for an idle moment, in ms (requestIdleCallback's `timeout`) */
  timeout: number;
  /** without requestIdleCallback: run after this many ms, or 'now' to run within this call */
  fallback: number | 'now';
}

/** The idle API of the global scope, neither half assumed (the DOM lib is not there in the worker). */
interface IdleScope {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Schedules `run`; the returned function cancels it if it has not run yet. */
export function whenIdle(run: () => void, { timeout, fallback }: IdleOptions): () => void {
  const scope = globalThis as IdleScope;
  if (typeof scope.requestIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(run, { timeout });
    return () => scope.cancelIdleCallback?.(handle);
  }
  if (fallback === 'now') {
    run();
    return () => undefined;
  }
  const timer = setTimeout(run, fallback);
  return () => clearTimeout(timer);
}
