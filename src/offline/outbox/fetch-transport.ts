/**
 * The outbox transport for contexts without the app's HTTP client (the service worker): plain
 * fetch against the API under `apiBase`, with the XSRF value; the HttpOnly session cookie goes
 * along by itself (same-origin credentials).
 */
import type { ReplayCredentials } from '../credentials';
import type { Transport } from './replay';

interface CookieStoreLike {
  get: (name: string) => Promise<{ value: string } | null>;
}

/** The live XSRF cookie where the worker can read cookies (Cookie Store API), else the stored copy. */
async function xsrfValue(apiBase: string, stored: string | null | undefined): Promise<string | null> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  const live = store ? await store.get('XSRF-TOKEN').catch(() => null) : null;
  if (live?.value) return decodeURIComponent(live.value);
  if (!store && stored) return stored;
  // No cookie yet (e.g. the browser restarted): any API answer sets one.
  await fetch(`${apiBase}/health`, { credentials: 'same-origin', signal: AbortSignal.timeout(10_000) }).catch(
    () => undefined,
  );
  const fresh = store ? await store.get('XSRF-TOKEN').catch(() => null) : null;
  return fresh?.value ? decodeURIComponent(fresh.value) : (stored ?? null);
}

export function fetchTransport(apiBase: string, creds: ReplayCredentials | null): Transport {
  return async (req) => {
    const headers = new Headers({
      ...req.historyHeaders,
      'Idempotency-Key': req.idempotencyKey,
      Accept: 'application/json',
    });
    if (req.body) headers.set('Content-Type', 'application/json');
    try {
      const xsrf = await xsrfValue(apiBase.replace(/\/$/, ''), creds?.xsrf);
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
      const res = await fetch(`${apiBase.replace(/\/$/, '')}${req.path}`, {
        method: req.method,
        headers,
        body: req.body ? JSON.stringify(req.body) : undefined,
        credentials: 'same-origin',
        // A hung request must not hold the replay lock; the entry is retried under the same key.
        signal: AbortSignal.timeout(30_000),
      });
      const body: unknown = await res.json().catch(() => null);
      return { status: res.status, body };
    } catch (error) {
      return { status: 'network', error: error instanceof Error ? error.message : 'Network error' };
    }
  };
}
