/**
 * What the service worker needs to replay the outbox without a window: the session token, the
 * XSRF value and the user id. The window copies them into Dexie `meta` whenever they change.
 * Trade-off (docs/offline.md): the token then also sits in IndexedDB, readable by any script of
 * this origin, which the cookie (not HttpOnly, the app reads it) already is; it is deleted on
 * logout, and the server still checks expiry, so a stale copy cannot outlive the session.
 */
import { getMeta, setMeta } from './record-store';

export const AUTH_KEY = 'auth';

export interface ReplayCredentials {
  token: string | null;
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
