/**
 * Authentication routes of spec sections 7-9: log-in, flex log-in, session adoption, current
 * user, logout. Both log-ins honour two-factor and a disabled account; a flex token works once
 * (server/auth/tokens.ts); adopting a session never replaces another user's live one.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Database } from '../db/database';
import { readJsonObject } from '../http/body';
import type { AppContext, AppEnv, AuthUser, Services } from '../http/context';
import { clientAddress, requireUser } from '../http/context';
import { ApiHttpError } from '../http/errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { loginLimited, loginWait, recordLoginFailure, recordLoginSuccess } from './rate-limit';
import { isSealed, seal, totpKey, unseal } from './secret-box';
import { SESSION_COOKIE, clearSessionCookies, loadUser, setSessionCookies } from './session';
import { revokeToken, signToken, spendFlexToken, tokenVersion, verifyFlexToken, verifyToken } from './tokens';
import { acceptedStep } from './totp';

const loginBody = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
  twofa: z.union([z.string(), z.number()]).nullish(),
  adminVersion: z.unknown().optional(),
});

const flexBody = z.object({
  userIdentity: z.string().trim().min(1),
  flexToken: z.string().trim().min(1),
  twofa: z.union([z.string(), z.number()]).nullish(),
});

const BAD_CREDENTIALS = 'The email or password is incorrect.';

function missingFields(error: z.ZodError, message: string): ApiHttpError {
  const fields = error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  return new ApiHttpError(400, 'MISSING_FIELDS', message, { fields });
}

export function currentUserBody(user: AuthUser): Record<string, unknown> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    clientId: user.clientId,
    clientIds: user.clientIds,
    features: user.features,
    permissions: user.permissions,
    userData: { clientIds: user.clientIds },
  };
}

interface Credentials {
  password_hash: string;
  twofa_secret: string | null;
  totp_last_step: unknown;
}

/**
 * The second factor: a valid code for a time step later than the last one accepted, recorded in
 * the same statement so two log-ins racing with one code cannot both pass.
 */
async function acceptTotp(db: Database, key: Buffer, userId: number, stored: string, code: string): Promise<boolean> {
  const step = acceptedStep(unseal(key, stored), code);
  if (step === null) return false;
  const rows = await db.query(sql`update credentials set totp_last_step = ${step}
    where user_id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning user_id`);
  if (rows.length > 0 && !isSealed(stored)) {
    await db.query(sql`update credentials set twofa_secret = ${seal(key, stored)} where user_id = ${userId}`);
  }
  return rows.length > 0;
}

/** Seals every TOTP secret still stored in plain text (seed data, rows from before sealing). */
async function sealPlainSecrets(db: Database, key: Buffer): Promise<void> {
  const rows = await db.query<{ user_id: unknown; twofa_secret: string }>(
    sql`select user_id, twofa_secret from credentials where twofa_secret is not null and twofa_secret not like 'gcm1.%'`,
  );
  for (const row of rows) {
    await db.query(
      sql`update credentials set twofa_secret = ${seal(key, row.twofa_secret)} where user_id = ${Number(row.user_id)} and twofa_secret = ${row.twofa_secret}`,
    );
  }
}

export function authRoutes(services: Services): Hono<AppEnv> {
  const { db, config, limiters } = services;
  const app = new Hono<AppEnv>();
  const key = async (): Promise<Buffer> => totpKey(config.totpKey, await services.secret());
  // Once per process, before the first log-in is checked: no plain TOTP secret stays at rest.
  let sealed: Promise<void> | null = null;
  const sealOnce = (): Promise<void> => {
    sealed ??= key()
      .then((k) => sealPlainSecrets(db, k))
      .catch(() => {
        sealed = null;
      });
    return sealed;
  };

  const issue = async (c: AppContext, userId: number): Promise<Response> => {
    const secret = await services.secret();
    const token = await signToken(secret, userId, await tokenVersion(db, userId));
    const payload = await verifyToken(secret, token);
    if (payload) setSessionCookies(c, config.trustProxy, token, payload);
    // The token is still returned (spec: log-in succeeds on a non-null access_token) for API
    // clients; the app itself keeps no copy and relies on the HttpOnly cookie.
    return c.json({ access_token: token });
  };

  /** The TOTP step of an account that has one (password and flex log-in alike). */
  const secondFactor = async (
    userId: number,
    secret: string | null | undefined,
    twofa: string | number | null | undefined,
    email: string,
    address: string,
  ): Promise<void> => {
    if (!secret) return;
    const code = twofa == null ? '' : String(twofa).trim();
    if (code === '') throw new ApiHttpError(401, 'TWOFA_REQUIRED', 'Enter the code from your authenticator app.');
    if (!(await acceptTotp(db, await key(), userId, secret, code))) {
      await recordLoginFailure(limiters, config, email, address);
      throw new ApiHttpError(401, 'TWOFA_INVALID', 'The two-factor code is incorrect.');
    }
  };

  const guard = async (email: string, address: string): Promise<void> => {
    const wait = await loginWait(limiters, email, address);
    if (wait > 0) throw loginLimited(wait);
  };

  /**
   * No log-in replaces another user's live session in this browser (issue 33 item 5): a password
   * or flex log-in, or adopting an `authToken`, for someone else while the session cookie holds a
   * live session answers 409 SESSION_CONFLICT, and the app asks first. `sameToken` is the token
   * being adopted, which may already be the cookie.
   */
  const refuseOtherLiveSession = async (
    c: AppContext,
    user: Pick<AuthUser, 'id' | 'name' | 'email'>,
    sameToken?: string,
  ): Promise<void> => {
    const present = getCookie(c, SESSION_COOKIE);
    if (!present || present === sameToken) return;
    const live = await verifyToken(await services.secret(), present);
    const owner = live ? await loadUser(db, { id: live.sub, token: live }) : null;
    if (owner && owner.id !== user.id)
      throw new ApiHttpError(
        409,
        'SESSION_CONFLICT',
        `This browser is signed in as ${owner.name || owner.email}. Sign out first to continue as ${user.name || user.email}.`,
        { extra: { signedInAs: { id: owner.id, name: owner.name }, tokenFor: { id: user.id, name: user.name } } },
      );
  };

  app.post('/authenticate', async (c) => {
    const parsed = loginBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw missingFields(parsed.error, 'Email and password are required.');
    const email = parsed.data.email.toLowerCase();
    const address = clientAddress(c, config);
    await guard(email, address);
    await sealOnce();
    const user = await loadUser(db, { email });
    const rows = user
      ? await db.query<Credentials & Record<string, unknown>>(
          sql`select password_hash, twofa_secret, totp_last_step from credentials where user_id = ${user.id}`,
        )
      : [];
    const credentials = rows[0];
    // Unknown users cost one hash too, so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(parsed.data.password, credentials?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !credentials || !ok) {
      await recordLoginFailure(limiters, config, email, address);
      throw new ApiHttpError(401, 'BAD_CREDENTIALS', BAD_CREDENTIALS);
    }
    await secondFactor(user.id, credentials.twofa_secret, parsed.data.twofa, email, address);
    if (needsRehash(credentials.password_hash)) {
      await db.query(
        sql`update credentials set password_hash = ${await hashPassword(parsed.data.password)} where user_id = ${user.id}`,
      );
    }
    await refuseOtherLiveSession(c, user);
    await recordLoginSuccess(limiters, email, address);
    return issue(c, user.id);
  });

  /**
   * Flex log-in: a signed token for one user (audience, expiry, token version), used once. A
   * disabled account, a stale version (password changed since) or a spent token is refused; an
   * account with two-factor still needs its code (`twofa`), checked before the token is spent.
   */
  app.post('/flex/authenticate', async (c) => {
    const parsed = flexBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw missingFields(parsed.error, 'userIdentity and flexToken are required.');
    const email = parsed.data.userIdentity.toLowerCase();
    const address = clientAddress(c, config);
    await guard(email, address);
    await sealOnce();
    const refuse = async (): Promise<never> => {
      await recordLoginFailure(limiters, config, email, address);
      throw new ApiHttpError(401, 'BAD_CREDENTIALS', 'The flex log-in could not be verified.');
    };
    const payload = await verifyFlexToken(await services.secret(), parsed.data.flexToken);
    const user = payload ? await loadUser(db, { email }) : null;
    if (!payload || !user || user.id !== payload.sub || (await tokenVersion(db, user.id)) !== payload.ver)
      return refuse();
    const rows = await db.query<{ twofa_secret: string | null }>(
      sql`select twofa_secret from credentials where user_id = ${user.id}`,
    );
    // another user's session first, so a link for a two-factor account asks 'Switch account?' before its code
    await refuseOtherLiveSession(c, user);
    await secondFactor(user.id, rows[0]?.twofa_secret, parsed.data.twofa, email, address);
    if (!(await spendFlexToken(db, payload))) return refuse();
    await recordLoginSuccess(limiters, email, address);
    return issue(c, user.id);
  });

  /**
   * `POST /api/session` with a Bearer token (the `authToken` load parameter): moves that session
   * into the HttpOnly cookie, so the page can drop its copy of the token. A live session of
   * another user in the cookie is never replaced (409 SESSION_CONFLICT): the page asks first and
   * signs that user out before adopting the token.
   */
  app.post('/session', async (c) => {
    const user = requireUser(c);
    const token = c.get('token');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !bearer)
      throw new ApiHttpError(400, 'BEARER_REQUIRED', 'Send the token as Authorization: Bearer.', {
        fields: [{ field: 'authorization', message: 'Required.' }],
      });
    await refuseOtherLiveSession(c, user, bearer);
    setSessionCookies(c, config.trustProxy, bearer, token);
    return c.json({ data: { userId: user.id } });
  });

  // `fields` is accepted for compatibility; the full user is always returned.
  app.get('/current-user', (c) => c.json({ data: currentUserBody(requireUser(c)) }));

  app.post('/logout', async (c) => {
    const token = c.get('token');
    if (token) await revokeToken(db, token);
    clearSessionCookies(c);
    return c.json({ data: { loggedOut: true } });
  });

  return app;
}
