/** Authentication routes of spec sections 7-9: log-in, flex log-in, current user, logout. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { readJsonObject } from '../http/body';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { clientAddress, requireUser } from '../http/context';
import { ApiHttpError } from '../http/errors';
import { dummyPasswordHash, verifyPassword } from './password';
import { isLoginLimited, recordLoginAttempt } from './rate-limit';
import { SESSION_COOKIE, loadUser } from './session';
import { revokeToken, signToken, verifyFlexToken } from './tokens';
import { verifyTotp } from './totp';

const loginBody = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
  twofa: z.union([z.string(), z.number()]).nullish(),
  adminVersion: z.unknown().optional(),
});

const flexBody = z.object({ userIdentity: z.string().trim().min(1), flexToken: z.string().trim().min(1) });

const BAD_CREDENTIALS = 'The email or password is incorrect.';

function missingFields(error: z.ZodError): ApiHttpError {
  const fields = error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  return new ApiHttpError(400, 'MISSING_FIELDS', 'Email and password are required.', { fields });
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

export function authRoutes(services: Services): Hono<AppEnv> {
  const { db, config } = services;
  const app = new Hono<AppEnv>();

  app.post('/authenticate', async (c) => {
    const parsed = loginBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw missingFields(parsed.error);
    const email = parsed.data.email.toLowerCase();
    const address = clientAddress(c, config);
    if (await isLoginLimited(db, config, email, address)) {
      throw new ApiHttpError(429, 'RATE_LIMITED', 'Too many failed log-in attempts. Please wait 15 minutes and try again.');
    }
    const user = await loadUser(db, { email });
    const rows = user ? await db.query<{ password_hash: string; twofa_secret: string | null }>(sql`select password_hash, twofa_secret from credentials where user_id = ${user.id}`) : [];
    const credentials = rows[0];
    // Unknown users cost one hash too, so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(parsed.data.password, credentials?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !credentials || !ok) {
      await recordLoginAttempt(db, email, address, false);
      throw new ApiHttpError(401, 'BAD_CREDENTIALS', BAD_CREDENTIALS);
    }
    if (credentials.twofa_secret) {
      const code = parsed.data.twofa == null ? '' : String(parsed.data.twofa).trim();
      if (code === '') throw new ApiHttpError(401, 'TWOFA_REQUIRED', 'Enter the code from your authenticator app.');
      if (!verifyTotp(credentials.twofa_secret, code)) {
        await recordLoginAttempt(db, email, address, false);
        throw new ApiHttpError(401, 'TWOFA_INVALID', 'The two-factor code is incorrect.');
      }
    }
    await recordLoginAttempt(db, email, address, true);
    return c.json({ access_token: signToken(await services.secret(), user.id) });
  });

  app.post('/flex/authenticate', async (c) => {
    const parsed = flexBody.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiHttpError(400, 'MISSING_FIELDS', 'userIdentity and flexToken are required.');
    const email = parsed.data.userIdentity.toLowerCase();
    const address = clientAddress(c, config);
    if (await isLoginLimited(db, config, email, address)) {
      throw new ApiHttpError(429, 'RATE_LIMITED', 'Too many failed log-in attempts. Please wait 15 minutes and try again.');
    }
    const user = await loadUser(db, { email });
    if (!user || !verifyFlexToken(await services.secret(), email, parsed.data.flexToken)) {
      await recordLoginAttempt(db, email, address, false);
      throw new ApiHttpError(401, 'BAD_CREDENTIALS', 'The flex log-in could not be verified.');
    }
    await recordLoginAttempt(db, email, address, true);
    return c.json({ access_token: signToken(await services.secret(), user.id) });
  });

  // `fields` is accepted for compatibility; the full user is always returned.
  app.get('/current-user', (c) => c.json({ data: currentUserBody(requireUser(c)) }));

  app.post('/logout', async (c) => {
    const token = c.get('token');
    if (token) await revokeToken(db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ data: { loggedOut: true } });
  });

  return app;
}
