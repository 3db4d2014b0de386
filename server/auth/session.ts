/** Reads the session token (Authorization: Bearer first, else the depot-session cookie) into a user. */
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Role } from '../../src/resources/index';
import { ROLES, permissionsOf, users } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { table } from '../db/resource-tables';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { verifyToken } from './tokens';

export const SESSION_COOKIE = 'depot-session';

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

/** An active user by id or e-mail, with the permissions of its role; null when unknown or disabled. */
export async function loadUser(db: Executor, by: { id: number; jti?: string } | { email: string }): Promise<AuthUser | null> {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`lower(data->>'email') = ${by.email.trim().toLowerCase()}`;
  // One round trip per request: the user, unless the session's token was revoked at logout.
  const revoked = 'jti' in by && by.jti ? sql` and not exists (select 1 from revoked_tokens where jti = ${by.jti})` : sql``;
  const rows = await db.query(sql`select id, client_id, data from ${table(users)} where ${where} and not historical${revoked} limit 1`);
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
    const token = bearerToken(c.req.header('authorization')) ?? getCookie(c, SESSION_COOKIE) ?? null;
    let user: AuthUser | null = null;
    if (token) {
      const payload = verifyToken(await services.secret(), token);
      if (payload) user = await loadUser(services.db, { id: payload.sub, jti: payload.jti });
      if (user && payload) c.set('token', payload);
    }
    c.set('user', user);
    await next();
  };
}
