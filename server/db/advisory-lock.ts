/**
 * Transaction-scoped advisory locks, named by text and held to the end of the transaction.
 *
 * Postgres's advisory locks are database-wide, so every name here is paired with the current
 * schema: databases that share one Postgres in schemas (each test file, a staging copy) never hold
 * each other's locks, and no two locks can meet on a hand-picked number (the seed and the line-haul
 * builder once both used 804212, and a test file seeding waited on another's build). The pair is
 * two `hashtext` values, the two-key form of the lock functions.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/** Waits for the lock `name` (in this schema) and holds it until the transaction ends. */
export async function lockUntilCommit(tx: Executor, name: string): Promise<void> {
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(current_schema()), hashtext(${name}))`);
}

/** Takes the lock `name` (in this schema) if no other transaction holds it; false when one does. It never waits. */
export async function tryLockUntilCommit(tx: Executor, name: string): Promise<boolean> {
  const rows = await tx.query<{ locked: boolean } & Record<string, unknown>>(
    sql`select pg_try_advisory_xact_lock(hashtext(current_schema()), hashtext(${name})) as locked`,
  );
  return rows[0]?.locked === true;
}
