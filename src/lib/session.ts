/**
 * The session token. Kept in a first-party cookie (spec section 9: 100 hours, path '/',
 * SameSite Strict and Secure when secure cookies are on, else Lax) so that a reload, a second
 * tab and the home-screen app all share one log-in.
 */
export const SESSION_COOKIE = 'depot-session';
export const SESSION_HOURS = 100;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

function secureCookies(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function getSessionToken(): string | null {
  return readCookie(SESSION_COOKIE);
}

export function setSessionToken(token: string, now = Date.now()): void {
  const expires = new Date(now + SESSION_HOURS * 3600_000).toUTCString();
  const flags = secureCookies() ? 'Secure; SameSite=Strict' : 'SameSite=Lax';
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; ${flags}`;
}

export function clearSessionToken(): void {
  document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function getXsrfToken(): string | null {
  return readCookie('XSRF-TOKEN');
}
