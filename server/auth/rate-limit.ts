/**
 * Log-in rate limit: at most N failed attempts per account and per address within a window
 * (defaults 5 and 20 in 15 minutes). Kept in the database so several API processes share it.
 * A success clears the account's failures.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Executor } from '../db/database';

export async function isLoginLimited(db: Executor, config: AppConfig, email: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - config.loginWindowMinutes * 60_000).toISOString();
  const rows = await db.query<{ by_email: unknown; by_address: unknown }>(sql`
    select
      count(*) filter (where email = ${email})::int as by_email,
      count(*) filter (where address = ${address})::int as by_address
    from login_attempts
    where not success and at > ${since}::timestamptz and (email = ${email} or address = ${address})`);
  const row = rows[0];
  return Number(row?.by_email ?? 0) >= config.loginFailuresPerAccount || Number(row?.by_address ?? 0) >= config.loginFailuresPerAddress;
}

export async function recordLoginAttempt(db: Executor, email: string, address: string, success: boolean): Promise<void> {
  if (success) {
    await db.query(sql`delete from login_attempts where email = ${email}`);
    return;
  }
  await db.query(sql`insert into login_attempts (email, address, success) values (${email}, ${address}, false)`);
  // Old rows only matter inside the window; trimming here keeps the table small without a job.
  await db.query(sql`delete from login_attempts where at < now() - interval '1 day'`);
}

export async function resetLoginLimits(db: Executor): Promise<void> {
  await db.query(sql`delete from login_attempts`);
}
