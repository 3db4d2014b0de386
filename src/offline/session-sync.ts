/**
 * Keeps the replay credentials in Dexie in step with the session cookie (the service worker
 * cannot read cookies), learns the user id once per token, and resumes a queue paused by a 401
 * as soon as a new log-in appears.
 */
import { apiJson } from '../lib/api';
import { getSessionToken, getXsrfToken } from '../lib/session';
import { readCredentials, saveCredentials } from './credentials';
import { isOnline } from './flags';
import { isPaused, resumeOutbox } from './outbox/replay';

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
  const token = getSessionToken();
  const xsrf = getXsrfToken();
  const saved = await readCredentials();
  const sameToken = saved?.token === token;
  let userId = sameToken ? (saved?.userId ?? null) : null;
  if (token && userId === null && isOnline()) userId = await fetchUserId().catch(() => null);
  if (!saved || !sameToken || saved.xsrf !== xsrf || saved.userId !== userId) await saveCredentials({ token, xsrf, userId });
  if (token && !sameToken && (await isPaused())) {
    await resumeOutbox();
    return true;
  }
  return false;
}

export async function currentUserId(): Promise<number | null> {
  return (await readCredentials())?.userId ?? null;
}
