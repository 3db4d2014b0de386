/**
 * Keeps the last current-user response so that a reload with no network still knows who is
 * signed in (the token cookie survives; the verification call cannot be made). Stored in
 * localStorage under one key; cleared at log-out. The offline layer may take this over later:
 * it is the only module that reads or writes the key.
 */
import { toSessionUser, type SessionUser } from './session-user';

export const CURRENT_USER_KEY = 'depot-current-user';
/** A fingerprint (not the token) of the token the cached user was verified with. */
export const CURRENT_USER_TOKEN_KEY = 'depot-current-user-token';

function fingerprint(token: string): string {
  let h = 5381;
  for (let i = 0; i < token.length; i += 1) h = (Math.imul(h, 33) ^ token.charCodeAt(i)) >>> 0;
  return `${token.length}:${h.toString(36)}`;
}

/** The cached user, only if it was verified with this very token (a start may show it before the server confirms). */
export function readCachedUserFor(token: string): SessionUser | null {
  try {
    return localStorage.getItem(CURRENT_USER_TOKEN_KEY) === fingerprint(token) ? readCachedUser() : null;
  } catch {
    return null;
  }
}

export function readCachedUser(): SessionUser | null {
  try {
    const text = localStorage.getItem(CURRENT_USER_KEY);
    return text ? toSessionUser(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: SessionUser, token?: string): void {
  try {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    if (token) localStorage.setItem(CURRENT_USER_TOKEN_KEY, fingerprint(token));
  } catch {
    /* storage full or unavailable: the cache is a convenience only */
  }
}

export function clearCachedUser(): void {
  try {
    localStorage.removeItem(CURRENT_USER_KEY);
    localStorage.removeItem(CURRENT_USER_TOKEN_KEY);
  } catch {
    /* nothing to clear */
  }
}
