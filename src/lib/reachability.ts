/**
 * Whether the server answers, as the app has seen it. `navigator.onLine` only says a network
 * interface is up: on depot Wi-Fi that reaches no further (a captive portal, a dead uplink) it stays
 * true while every request fails. So the console also counts the server as unreachable from the
 * first request that fails for want of a network until one is answered again, or
 * the browser reports 'online' anew. While unreachable, `/api/health` is asked every
 * PROBE_INTERVAL_MS, so the console notices the way back without waiting for the user.
 *
 * Answers the service worker gives from its cache carry STORED_RESPONSE_HEADER (sw/sw.ts): they
 * are not a sign that the server answered.
 */
import { STORED_RESPONSE_HEADER } from './stored-response';

export const PROBE_INTERVAL_MS = 20_000;

let unreachable = false;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  if (next && probe === null) probe = setInterval(() => void askHealth(), PROBE_INTERVAL_MS);
  if (!next && probe !== null) {
    clearInterval(probe);
    probe = null;
  }
  listeners.forEach((l) => l());
}

async function askHealth(): Promise<void> {
  const answered = await fetch(new URL('api/health', document.baseURI), { cache: 'no-store' }).then(
    (r) => !r.headers.has(STORED_RESPONSE_HEADER),
    () => false,
  );
  if (answered) set(false);
}

/** A request failed without an answer (no network, DNS, connection refused). */
export function reportUnreachable(): void {
  set(true);
}

/** A response came (any status): from the server unless the worker marked it as stored. */
export function reportAnswered(response: Response): void {
  if (!response.headers.has(STORED_RESPONSE_HEADER)) set(false);
}

/**
 * `fetch`, reporting what it saw. The app's one HTTP client (lib/api.ts) sends every request
 * through it, so reads, outbox sends and the XSRF warm-up all count.
 */
export function fetchAndReport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, init).then(
    (response) => {
      reportAnswered(response);
      return response;
    },
    (error: unknown) => {
      // fetch rejects with a TypeError only when no answer came at all (an abort is a DOMException)
      if (error instanceof TypeError) reportUnreachable();
      throw error;
    },
  );
}

export function serverUnreachable(): boolean {
  return unreachable;
}

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// the browser saw a network come back: worth trying the server again at once
if (typeof window !== 'undefined') window.addEventListener('online', () => set(false));
