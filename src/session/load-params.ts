/**
 * Query parameters processed once on load (spec 2.1): authToken, hideNav=true, nextPath,
 * twilioFlexAuth + twilioFlexToken. They may sit before the hash (`/?authToken=x#/d`) or in
 * the hash route's own query (`#/d?authToken=x`). The token is removed from the address bar
 * at once so it is not left in history, bookmarks or screenshots.
 */
export interface LoadParams {
  authToken: string | null;
  hideNav: boolean;
  nextPath: string | null;
  flex: { userIdentity: string; flexToken: string } | null;
}

const SECRET_KEYS = ['authToken', 'twilioFlexAuth', 'twilioFlexToken'];

function hashQuery(hash: string): URLSearchParams {
  const index = hash.indexOf('?');
  return new URLSearchParams(index >= 0 ? hash.slice(index + 1) : '');
}

export function readLoadParams(location: Pick<Location, 'search' | 'hash'>): LoadParams {
  const outer = new URLSearchParams(location.search);
  const inner = hashQuery(location.hash);
  const get = (key: string) => inner.get(key) ?? outer.get(key);
  const userIdentity = get('twilioFlexAuth');
  const flexToken = get('twilioFlexToken');
  return {
    authToken: get('authToken'),
    hideNav: get('hideNav') === 'true',
    nextPath: get('nextPath'),
    flex: userIdentity && flexToken ? { userIdentity, flexToken } : null,
  };
}

/**
 * An in-app path with its query (`/d/overview?authToken=x&q=1`) without the secret parameters:
 * the router still holds the address as loaded, so anything that copies it (the log-in gate's
 * nextPath) takes it through here.
 */
export function pathWithoutSecrets(path: string): string {
  const index = path.indexOf('?');
  if (index < 0) return path;
  const query = new URLSearchParams(path.slice(index + 1));
  for (const key of SECRET_KEYS) query.delete(key);
  const rest = query.toString();
  return path.slice(0, index) + (rest ? `?${rest}` : '');
}

/** The same address without the secret parameters, or null when there were none. */
export function withoutSecrets(href: string): string | null {
  const url = new URL(href);
  let changed = false;
  for (const key of SECRET_KEYS) {
    if (url.searchParams.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
  }
  const index = url.hash.indexOf('?');
  if (index >= 0) {
    const inner = new URLSearchParams(url.hash.slice(index + 1));
    const before = inner.toString();
    for (const key of SECRET_KEYS) inner.delete(key);
    if (inner.toString() !== before) {
      const rest = inner.toString();
      url.hash = url.hash.slice(0, index) + (rest ? `?${rest}` : '');
      changed = true;
    }
  }
  return changed ? url.toString() : null;
}

export function scrubAddressBar(): void {
  const clean = withoutSecrets(window.location.href);
  if (clean) window.history.replaceState(window.history.state, '', clean);
}

const HIDE_NAV_KEY = 'depot-hide-nav';

export function rememberHideNav(hide: boolean): boolean {
  try {
    if (hide) sessionStorage.setItem(HIDE_NAV_KEY, 'true');
    return hide || sessionStorage.getItem(HIDE_NAV_KEY) === 'true';
  } catch {
    return hide;
  }
}
