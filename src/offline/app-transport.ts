/** The outbox transport of the window: the app's one HTTP client, answers returned rather than thrown. */
import { HTTPError } from 'ky';
import { http } from '../lib/api';
import { getXsrfToken } from '../lib/session';
import type { Transport } from './outbox/replay';

/** A send that hangs would hold the replay lock for every tab; past this it counts as a network error (same key next time). */
export const SEND_TIMEOUT_MS = 30_000;

/** The XSRF cookie lives for the browser session; after a restart any API answer sets a new one. */
async function ensureXsrfCookie(): Promise<void> {
  if (getXsrfToken()) return;
  await http('health', { throwHttpErrors: false, timeout: SEND_TIMEOUT_MS });
}

export const appTransport: Transport = async (req) => {
  try {
    await ensureXsrfCookie();
    const res = await http(req.path.replace(/^\//, ''), {
      method: req.method,
      json: req.body ?? undefined,
      headers: { ...req.historyHeaders, 'Idempotency-Key': req.idempotencyKey },
      throwHttpErrors: false,
      timeout: SEND_TIMEOUT_MS,
    });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch (error) {
    if (error instanceof HTTPError) return { status: error.response.status, body: null };
    return { status: 'network', error: error instanceof Error ? error.message : 'Network error' };
  }
};
