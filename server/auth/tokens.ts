/**
 * Access tokens: JWTs (HS256) signed and verified with `jose`, valid for 100 hours (spec section
 * 9), carrying the user id (`sub`) and a token id (`jti`, for logout revocation). The secret comes
 * from TOKEN_SECRET or is generated once and kept in `server_settings`, so every API process
 * sharing a database accepts the same tokens.
 *
 * Flex log-in (POST /api/flex/authenticate): the flexToken is hex HMAC-SHA256 (node:crypto) over
 * `flex:<lower-cased email>` with the same secret; the integration that embeds the console mints
 * it server-side (see mintFlexToken).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Executor } from '../db/database';

export const TOKEN_HOURS = 100;

export interface TokenPayload {
  sub: number;
  iat: number;
  exp: number;
  /** token id, so one session can be revoked at logout without ending the user's others */
  jti: string;
}

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signToken(
  secret: string,
  userId: number,
  nowMs = Date.now(),
  hours = TOKEN_HOURS,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + hours * 3600)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(keyOf(secret));
}

/** The payload of a well-signed, unexpired HS256 token, else null. */
export async function verifyToken(secret: string, token: string, nowMs = Date.now()): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    const sub = Number(payload.sub);
    if (!Number.isSafeInteger(sub) || sub <= 0 || payload.exp === undefined || payload.jti === undefined) return null;
    return { sub, iat: payload.iat ?? 0, exp: payload.exp, jti: payload.jti };
  } catch {
    return null;
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function mintFlexToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`flex:${email.trim().toLowerCase()}`).digest('hex');
}

export function verifyFlexToken(secret: string, email: string, flexToken: string): boolean {
  return safeEqual(mintFlexToken(secret, email), flexToken.trim().toLowerCase());
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
