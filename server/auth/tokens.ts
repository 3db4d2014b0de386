/**
 * Signed tokens, all HS256 JWTs through `jose`, told apart by their audience:
 * - Access tokens (audience `depot-session`): valid for 100 hours (spec section 9), carrying the
 *   user id (`sub`), a token id (`jti`, for logout revocation) and the user's token version
 *   (`ver`). Setting a password, a manager's reset, a disable or a delete moves the version on
 *   (`endSessions`), so every token issued before is refused (docs/account.md).
 * - Flex log-in tokens (audience `depot-flex-login`, POST /api/flex/authenticate): minted
 *   server-side by the integration that embeds the console (`mintFlexToken`), valid for 5
 *   minutes, single use (the `jti` is stored as used until the token's expiry) and tied to the
 *   token version too.
 * The secret comes from TOKEN_SECRET or is generated once and kept in `server_settings`, so
 * every API process sharing a database accepts the same tokens.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Executor } from '../db/database';

export const TOKEN_HOURS = 100;
export const FLEX_TOKEN_MINUTES = 5;
const SESSION_AUDIENCE = 'depot-session';
const FLEX_AUDIENCE = 'depot-flex-login';

export interface TokenPayload {
  sub: number;
  iat: number;
  exp: number;
  /** token id, so one session can be revoked at logout without ending the user's others */
  jti: string;
  /** the user's token version when the token was issued */
  ver: number;
}

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

async function sign(
  secret: string,
  audience: string,
  userId: number,
  version: number,
  nowMs: number,
  seconds: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(keyOf(secret));
}

async function verify(secret: string, audience: string, token: string, nowMs: number): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'jti', 'ver'],
    });
    const sub = Number(payload.sub);
    const ver = payload.ver;
    if (!Number.isSafeInteger(sub) || sub <= 0 || payload.exp === undefined || payload.jti === undefined) return null;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
    return { sub, iat: payload.iat ?? 0, exp: payload.exp, jti: payload.jti, ver };
  } catch {
    return null;
  }
}

/** An access token for the user at their current token version. */
export async function signToken(
  secret: string,
  userId: number,
  version: number,
  nowMs = Date.now(),
  hours = TOKEN_HOURS,
): Promise<string> {
  return sign(secret, SESSION_AUDIENCE, userId, version, nowMs, hours * 3600);
}

/** The payload of a well-signed, unexpired access token, else null (revocation and version: loadUser). */
export async function verifyToken(secret: string, token: string, nowMs = Date.now()): Promise<TokenPayload | null> {
  return verify(secret, SESSION_AUDIENCE, token, nowMs);
}

/** A flex log-in token: what the embedding integration mints server-side for one user, to be used once. */
export async function mintFlexToken(
  secret: string,
  userId: number,
  version: number,
  nowMs = Date.now(),
  minutes = FLEX_TOKEN_MINUTES,
): Promise<string> {
  return sign(secret, FLEX_AUDIENCE, userId, version, nowMs, minutes * 60);
}

/** The payload of a well-signed, unexpired flex token, else null (single use: `spendFlexToken`). */
export async function verifyFlexToken(secret: string, token: string, nowMs = Date.now()): Promise<TokenPayload | null> {
  return verify(secret, FLEX_AUDIENCE, token, nowMs);
}

/**
 * Marks a flex token used; false when it already was. Used ids are kept with the revoked access
 * tokens (ids of both are random, prefixed here) until the token would have expired.
 */
export async function spendFlexToken(db: Executor, payload: TokenPayload): Promise<boolean> {
  const rows = await db.query(
    sql`insert into revoked_tokens (jti, expires_at) values (${`flex:${payload.jti}`}, to_timestamp(${payload.exp}))
      on conflict (jti) do nothing returning jti`,
  );
  return rows.length > 0;
}

/** The user's token version: 0 until their first password change, reset, disable or delete. */
export async function tokenVersion(db: Executor, userId: number): Promise<number> {
  const rows = await db.query<{ version: unknown }>(sql`select version from token_versions where user_id = ${userId}`);
  return Number(rows[0]?.version ?? 0);
}

/** Ends every session and unused flex token of the user (in the caller's transaction); returns the new version. */
export async function endSessions(db: Executor, userId: number): Promise<number> {
  const rows = await db.query<{
    version: unknown;
  }>(sql`insert into token_versions (user_id, version) values (${userId}, 1)
    on conflict (user_id) do update set version = token_versions.version + 1 returning version`);
  return Number(rows[0]?.version ?? 0);
}

export async function loadTokenSecret(db: Executor, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const fresh = randomBytes(32).toString('hex');
  await db.query(
    sql`insert into server_settings (key, value) values ('token_secret', ${fresh}) on conflict (key) do nothing`,
  );
  const rows = await db.query<{ value: string }>(sql`select value from server_settings where key = 'token_secret'`);
  return rows[0]?.value ?? fresh;
}

/** Ends one session before its expiry (logout). Rows are pruned once the token would have expired anyway. */
export async function revokeToken(db: Executor, payload: TokenPayload): Promise<void> {
  await db.query(
    sql`insert into revoked_tokens (jti, expires_at) values (${payload.jti}, to_timestamp(${payload.exp})) on conflict (jti) do nothing`,
  );
  await db.query(sql`delete from revoked_tokens where expires_at < now()`);
}
