/**
 * The session: the token comes from `Authorization: Bearer` (API clients) or from the
 * `depot-session` cookie, which the server sets at log-in as HttpOnly, SameSite=Strict (and
 * Secure over HTTPS), so page scripts can never read it. Beside it the server keeps a readable
 * `depot-session-id` cookie holding only the token's id: no credential, just a way for the app to
 * see that a session exists and when it changes. State-changing calls still need the XSRF pair.
 */
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Role } from '../../src/resources/index';
import { ROLES, permissionsOf, users } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { table } from '../db/resource-tables';
import type { AppEnv, AuthUser, Services } from '../http/context';
import type { TokenPayload } from './tokens';
import { verifyToken } from './tokens';

export const SESSION_COOKIE = 'depot-session';
export const SESSION_ID_COOKIE = 'depot-session-id';

function secureRequest(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

function cookieOptions(c: Context, trustProxy: boolean, payload: TokenPayload) {
  const maxAge = Math.max(0, payload.exp - Math.floor(Date.now() / 1000));
  return { path: '/', sameSite: 'Strict' as const, secure: secureRequest(c, trustProxy), maxAge };
}

/** After a log-in: the HttpOnly session cookie and the readable session-id marker. */
export function setSessionCookies(c: Context, trustProxy: boolean, token: string, payload: TokenPayload): void {
  const options = cookieOptions(c, trustProxy, payload);
  setCookie(c, SESSION_COOKIE, token, { ...options, httpOnly: true });
  setCookie(c, SESSION_ID_COOKIE, payload.jti, { ...options, httpOnly: false });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SESSION_ID_COOKIE, { path: '/' });
}

interface UserDocument {
  email?: string;
  name?: string;
  role?: string;
  clientIds?: number[];
  features?: Record<string, string>;
  status?: string;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * An active user by id or e-mail, with the permissions of its role; null when unknown or disabled.
 * With a token's payload: also null when that token was revoked at logout or predates the user's
 * token version (a password change, reset, disable or delete since).
 */
export async function loadUser(
  db: Executor,
  by: { id: number; token?: Pick<TokenPayload, 'jti' | 'ver'> } | { email: string },
): Promise<AuthUser | null> {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`lower(data->>'email') = ${by.email.trim().toLowerCase()}`;
  // One round trip per request: the user, unless the session's token was revoked or outdated.
  const revoked =
    'token' in by && by.token
      ? sql` and not exists (select 1 from revoked_tokens where jti = ${by.token.jti})
      and coalesce((select version from token_versions where user_id = ${by.id}), 0) = ${by.token.ver}`
      : sql``;
  const rows = await db.query(
    sql`select id, client_id, data from ${table(users)} where ${where} and not historical${revoked} limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const doc = row.data as UserDocument;
  if (doc.status !== 'active' || !isRole(doc.role)) return null;
  return {
    id: toNumber(row.id),
    email: doc.email ?? '',
    name: doc.name ?? '',
    role: doc.role,
    clientId: row.client_id === null ? null : toNumber(row.client_id),
    clientIds: Array.isArray(doc.clientIds) ? doc.clientIds : [],
    features: doc.features ?? {},
    permissions: permissionsOf(doc.role),
  };
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export function sessionMiddleware(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c.req.header('authorization'));
    const token = bearer ?? getCookie(c, SESSION_COOKIE) ?? null;
    let user: AuthUser | null = null;
    if (token) {
      const payload = await verifyToken(await services.secret(), token);
      if (payload) user = await loadUser(services.db, { id: payload.sub, token: payload });
      if (user && payload) {
        c.set('token', payload);
        // A cookie session without its marker was set by an older build (readable by scripts):
        // set it again, HttpOnly this time, with the marker.
        if (!bearer && getCookie(c, SESSION_ID_COOKIE) !== payload.jti)
          setSessionCookies(c, services.config.trustProxy, token, payload);
      }
    }
    c.set('user', user);
    await next();
  };
}
