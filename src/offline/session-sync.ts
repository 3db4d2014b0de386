/**
 * Keeps the replay credentials in Dexie in step with the session-id cookie (the service worker
 * cannot read cookies), learns the user id once per session, and resumes a queue paused by a 401
 * as soon as a new log-in appears.
 */
import { apiJson } from '../lib/api';
import { getSessionId, getXsrfToken } from '../lib/session';
import { readCredentials, saveCredentials } from './credentials';
import { isOnline } from './flags';
import { isPaused, resumeOutbox } from './outbox/pause';

interface CurrentUser {
  id?: number;
}

async function fetchUserId(): Promise<number | null> {
  const body = await apiJson<{ data?: CurrentUser } & CurrentUser>('current-user?fields=id');
  const id = body.data?.id ?? body.id;
  return typeof id === 'number' ? id : null;
}

/** Returns true when a new log-in resumed a paused queue. */
export async function syncSession(): Promise<boolean> {
  const sessionId = getSessionId();
  const xsrf = getXsrfToken();
  const saved = await readCredentials();
  const sameSession = saved?.sessionId === sessionId;
  let userId = sameSession ? (saved?.userId ?? null) : null;
  if (sessionId && userId === null && isOnline()) userId = await fetchUserId().catch(() => null);
  // Rewritten whole, so a token saved by an older build is dropped from IndexedDB too.
  if (!saved || !sameSession || saved.xsrf !== xsrf || saved.userId !== userId || 'token' in saved)
    await saveCredentials({ sessionId, xsrf, userId });
  if (sessionId && !sameSession && (await isPaused())) {
    await resumeOutbox();
    return true;
  }
  return false;
}

export async function currentUserId(): Promise<number | null> {
  return (await readCredentials())?.userId ?? null;
}
