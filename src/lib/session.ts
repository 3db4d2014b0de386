/**
 * The session as the page sees it. The credential itself (the `depot-session` cookie) is set by
 * the server at log-in as HttpOnly, SameSite=Strict (Secure over HTTPS), 100 hours: no script of
 * this origin can read it, so an injected script cannot carry it off. The browser sends it with
 * every same-origin API call. What the page can read is `depot-session-id`, the session's id: not
 * a credential, only a sign that a session exists and which one, so a reload, a second tab and the
 * home-screen app notice a log-in or log-out. State-changing calls carry the XSRF header.
 */
export const SESSION_ID_COOKIE = 'depot-session-id';
/** the HttpOnly credential cookie (server-side only; named here for the legacy clean-up) */
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

/** The current session's id, or null when no session is known to this browser. */
export function getSessionId(): string | null {
  return readCookie(SESSION_ID_COOKIE);
}

/** @deprecated the page no longer holds the token; this is the session id (see getSessionId) */
export const getSessionToken = getSessionId;

/** Forgets the session on this page. The server clears the HttpOnly cookie at logout. */
export function clearSessionToken(): void {
  for (const name of [SESSION_ID_COOKIE, SESSION_COOKIE]) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function getXsrfToken(): string | null {
  return readCookie('XSRF-TOKEN');
}
