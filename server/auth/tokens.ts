/**
 * Access tokens: JWT-shaped (header.payload.signature, base64url), HMAC-SHA256 signed, valid
 * for 100 hours (spec section 9). The secret comes from TOKEN_SECRET or is generated once and
 * kept in `server_settings`, so every API process sharing a database accepts the same tokens.
 *
 * Flex log-in (POST /api/flex/authenticate): the flexToken is hex HMAC-SHA256 over
 * `flex:<lower-cased email>` with the same secret; the integration that embeds the console
 * mints it server-side (see mintFlexToken).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

export const TOKEN_HOURS = 100;

export interface TokenPayload {
  sub: number;
  iat: number;
  exp: number;
  /** token id, so one session can be revoked at logout without ending the user's others */
  jti: string;
}

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(secret: string, userId: number, nowMs = Date.now(), hours = TOKEN_HOURS): string {
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = { sub: userId, iat, exp: iat + hours * 3600, jti: randomBytes(12).toString('base64url') };
  const body = `${HEADER}.${b64url(JSON.stringify(payload))}`;
  return `${body}.${sign(secret, body)}`;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The payload of a well-signed, unexpired token, else null. */
export function verifyToken(secret: string, token: string, nowMs = Date.now()): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER || !safeEqual(signature, sign(secret, `${header}.${payload}`))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    if (typeof parsed.sub !== 'number' || typeof parsed.exp !== 'number' || typeof parsed.jti !== 'string') return null;
    if (parsed.exp * 1000 <= nowMs) return null;
    return { sub: parsed.sub, iat: parsed.iat ?? 0, exp: parsed.exp, jti: parsed.jti };
  } catch {
    return null;
  }
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
  await db.query(sql`insert into server_settings (key, value) values ('token_secret', ${fresh}) on conflict (key) do nothing`);
  const rows = await db.query<{ value: string }>(sql`select value from server_settings where key = 'token_secret'`);
  return rows[0]?.value ?? fresh;
}

/** Ends one session before its expiry (logout). Rows are pruned once the token would have expired anyway. */
export async function revokeToken(db: Executor, payload: TokenPayload): Promise<void> {
  await db.query(sql`insert into revoked_tokens (jti, expires_at) values (${payload.jti}, to_timestamp(${payload.exp})) on conflict (jti) do nothing`);
  await db.query(sql`delete from revoked_tokens where expires_at < now()`);
}
