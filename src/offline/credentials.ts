/**
 * What the service worker needs to replay the outbox without a window: the XSRF value and the
 * user id (and the session id, to notice a new log-in). The window copies them into Dexie `meta`
 * whenever they change. The credential is not among them: it is an HttpOnly cookie, which the
 * worker's same-origin fetches carry by themselves (docs/offline.md), so IndexedDB never holds a
 * token that a script could read.
 */
import { getMeta, setMeta } from './record-store';

export const AUTH_KEY = 'auth';

export interface ReplayCredentials {
  /** the session id (depot-session-id), not a credential */
  sessionId: string | null;
  xsrf: string | null;
  userId: number | null;
  savedAt: number;
}

export async function readCredentials(): Promise<ReplayCredentials | null> {
  return (await getMeta<ReplayCredentials | null>(AUTH_KEY)) ?? null;
}

export async function saveCredentials(creds: Omit<ReplayCredentials, 'savedAt'>): Promise<void> {
  await setMeta(AUTH_KEY, { ...creds, savedAt: Date.now() } satisfies ReplayCredentials);
}

export async function clearCredentials(): Promise<void> {
  await setMeta(AUTH_KEY, null);
}
