/**
 * Rate limit of password changes: the log-in limiter's shape (failed attempts in the
 * `login_attempts` table, same window and per-account threshold), keyed by user id under its own
 * address tag so wrong current passwords neither feed nor read the log-in counters.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Executor } from '../db/database';

const TAG = 'password-change';
const keyOf = (userId: number): string => `${TAG}:${userId}`;

export async function isPasswordChangeLimited(db: Executor, config: AppConfig, userId: number): Promise<boolean> {
  const since = new Date(Date.now() - config.loginWindowMinutes * 60_000).toISOString();
  const rows = await db.query<{ n: unknown }>(sql`
    select count(*)::int as n from login_attempts
    where email = ${keyOf(userId)} and address = ${TAG} and not success and at > ${since}::timestamptz`);
  return Number(rows[0]?.n ?? 0) >= config.loginFailuresPerAccount;
}

export async function recordPasswordChange(db: Executor, userId: number, success: boolean): Promise<void> {
  if (success) {
    await db.query(sql`delete from login_attempts where email = ${keyOf(userId)}`);
    return;
  }
  await db.query(sql`insert into login_attempts (email, address, success) values (${keyOf(userId)}, ${TAG}, false)`);
}
