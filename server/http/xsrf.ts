/**
 * XSRF double-submit: every response without the cookie sets a random `XSRF-TOKEN` (readable by
 * the page, SameSite Lax); every state-changing call must echo it in `X-XSRF-TOKEN`. The log-in
 * calls are exempt because no session exists yet to ride on.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiHttpError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT = new Set(['/api/authenticate', '/api/flex/authenticate']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Sets the cookie on any response (the app page included) whose request lacks it. */
export const xsrfCookie: MiddlewareHandler = async (c, next) => {
  if (!getCookie(c, XSRF_COOKIE)) {
    setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'Lax', httpOnly: false });
  }
  await next();
};

/** A log-in call a foreign page could have made: 415 when its body is not JSON, 403 when the browser says it came from another site. */
function loginFromElsewhere(c: Context): ApiHttpError | null {
  if (c.req.header('sec-fetch-site') === 'cross-site')
    return new ApiHttpError(403, 'CROSS_SITE', 'Log in from the Depot Console page itself.');
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    return new ApiHttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the log-in as JSON.', {
      fields: [{ field: 'content-type', message: 'Must be application/json.' }],
    });
  return null;
}

/** Refuses state-changing API calls whose X-XSRF-TOKEN header does not match the cookie (403 XSRF). */
export function xsrfCheck(options: { exemptPrefixes?: string[] } = {}): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const exempt = EXEMPT.has(path) || (options.exemptPrefixes ?? []).some((p) => path.startsWith(p));
    if (UNSAFE.has(c.req.method) && EXEMPT.has(path)) {
      const refused = loginFromElsewhere(c);
      if (refused) throw refused;
    } else if (UNSAFE.has(c.req.method) && !exempt) {
      const cookie = getCookie(c, XSRF_COOKIE);
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !same(cookie, header)) {
        throw new ApiHttpError(403, 'XSRF', 'The request could not be verified. Reload the page and try again.');
      }
    }
    await next();
  };
}
