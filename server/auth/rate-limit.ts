/**
 * Rate limits with rate-limiter-flexible's Postgres store, kept in the `rate_limits` table so
 * every API process sharing the database shares them. The store runs over our own Database
 * handle (an adapter below turns its `$1` queries into Drizzle SQL), so the same store works on
 * PGlite and on a Postgres server alike.
 *
 * Log-in: failures are counted per account AND address. The first `loginFailuresPerAccount`
 * failures cost nothing; each later one makes that account+address pair wait twice as long as
 * the one before (30 s, 1 min, 2 min, ... up to 15 min). The account itself is never locked: a
 * stranger guessing from elsewhere slows down only themselves, and the owner can still log in from
 * their own address. One address is also capped across all accounts (password spraying).
 * A success clears the pair's count.
 *
 * Expensive routes (imports, uploads, error reports) have a per-user or per-address budget.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import type { Executor } from '../db/database';
import type { AppEnv, Services } from '../http/context';
import { clientAddress } from '../http/context';
import { ApiHttpError } from '../http/errors';

const TABLE = 'rate_limits';
const FIRST_DELAY_S = 30;
const MAX_DELAY_S = 15 * 60;

/** `text` with $1.. placeholders and its values, as one Drizzle SQL. */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks, sql``);
}

function storeClient(db: Executor) {
  return {
    query: async (q: { text: string; values?: unknown[] }) => {
      const rows = await db.query(positionalSql(q.text, q.values));
      // The store reads rowCount as pg reports it; for its selects and upserts that is rows.length.
      return { rows, rowCount: rows.length };
    },
  };
}

export interface Limiters {
  /** failures of one account from one address, in the last day */
  loginPair: RateLimiterPostgres;
  /** the current wait of one account+address pair */
  loginDelay: RateLimiterPostgres;
  /** failures from one address across accounts, in the window */
  loginAddress: RateLimiterPostgres;
  routes: Map<string, RateLimiterPostgres>;
}

function limiter(db: Executor, keyPrefix: string, points: number, duration: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'client',
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
  });
}

export function createLimiters(db: Executor, config: AppConfig): Limiters {
  return {
    loginPair: limiter(db, 'login-pair', 10_000, 24 * 3600),
    loginDelay: limiter(db, 'login-delay', 1, MAX_DELAY_S),
    loginAddress: limiter(db, 'login-address', config.loginFailuresPerAddress, config.loginWindowMinutes * 60),
    routes: new Map(),
  };
}

const pairKey = (email: string, address: string): string => `${email}|${address}`;

function tooMany(seconds: number, message: string): ApiHttpError {
  const retry = Math.max(1, Math.ceil(seconds));
  return new ApiHttpError(429, 'RATE_LIMITED', message, { headers: { 'Retry-After': String(retry) } });
}

/** Seconds until this account may try again from this address (0 = now). */
export async function loginWait(limiters: Limiters, email: string, address: string): Promise<number> {
  const [delay, byAddress] = await Promise.all([
    limiters.loginDelay.get(pairKey(email, address)),
    limiters.loginAddress.get(address),
  ]);
  const waits = [delay, byAddress]
    .filter((r): r is RateLimiterRes => r !== null && r.remainingPoints <= 0 && r.msBeforeNext > 0)
    .map((r) => r.msBeforeNext / 1000);
  return waits.length > 0 ? Math.max(...waits) : 0;
}

export async function recordLoginFailure(
  limiters: Limiters,
  config: AppConfig,
  email: string,
  address: string,
): Promise<void> {
  const key = pairKey(email, address);
  const count = (await limiters.loginPair.penalty(key, 1)).consumedPoints;
  await limiters.loginAddress.penalty(address, 1);
  const over = count - config.loginFailuresPerAccount;
  if (over >= 0) await limiters.loginDelay.block(key, Math.min(FIRST_DELAY_S * 2 ** over, MAX_DELAY_S));
}

export async function recordLoginSuccess(limiters: Limiters, email: string, address: string): Promise<void> {
  const key = pairKey(email, address);
  await Promise.all([limiters.loginPair.delete(key), limiters.loginDelay.delete(key)]);
}

export function loginLimited(seconds: number): ApiHttpError {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.ceil(seconds)} seconds`;
  return tooMany(seconds, `Too many failed log-in attempts. Please wait ${wait} and try again.`);
}

export async function resetLoginLimits(db: Executor): Promise<void> {
  await db.query(sql`delete from rate_limits`);
}

/**
 * A budget of `points` requests per `seconds` for one route, per signed-in user (else per
 * address). Over budget: 429 RATE_LIMITED with Retry-After.
 */
export function routeLimit(
  services: Services,
  name: string,
  points: number,
  seconds: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let limit = services.limiters.routes.get(name);
    if (!limit) {
      limit = limiter(services.db, `route-${name}`, points, seconds);
      services.limiters.routes.set(name, limit);
    }
    const user = c.get('user');
    const key = user ? `user:${user.id}` : `addr:${clientAddress(c, services.config)}`;
    try {
      await limit.consume(key, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw tooMany(
          rejection.msBeforeNext / 1000,
          'Too many requests of this kind. Please wait a moment and try again.',
        );
      }
      throw rejection;
    }
    await next();
  };
}
