/**
 * Keeps the last current-user response so that a reload with no network still knows who is
 * signed in (the token cookie survives; the verification call cannot be made). Stored in
 * localStorage under one key; cleared at log-out. The offline layer may take this over later:
 * it is the only module that reads or writes the key.
 */
import { toSessionUser, type SessionUser } from './session-user';

export const CURRENT_USER_KEY = 'depot-current-user';

export function readCachedUser(): SessionUser | null {
  try {
    const text = localStorage.getItem(CURRENT_USER_KEY);
    return text ? toSessionUser(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: SessionUser): void {
  try {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  } catch {
    /* storage full or unavailable: the cache is a convenience only */
  }
}

export function clearCachedUser(): void {
  try {
    localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    /* nothing to clear */
  }
}
