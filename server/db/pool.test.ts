/**
 * An idle Postgres connection that the server ends (a restart, an administrator, a proxy's idle
 * timeout) does not end the process, and the next query gets another connection. Without the
 * pool's error listener (database.ts) the ended connection is an uncaught exception, which fails
 * this run.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';

it.skipIf(!process.env.DATABASE_URL)('survives the server ending its idle connections', async () => {
  const own = await openTestDatabase();
  const other = await own.secondHandle();
  try {
    await Promise.all([own.db.query(sql`select 1`), own.db.query(sql`select 2`)]);
    const ended = await other.query<{ n: number }>(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(Number(ended[0]?.n)).toBeGreaterThan(0);
    await expect
      .poll(() =>
        own.db.query<{ ok: number }>(sql`select 1 as ok`).then(
          (rows) => rows[0]?.ok,
          () => null,
        ),
      )
      .toBe(1);
  } finally {
    await other.close();
    await own.drop();
  }
});
