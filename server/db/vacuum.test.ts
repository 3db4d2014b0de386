/**
 * vacuumAnalyze keeps to its own schema: on Postgres, where test files share one database, a bare
 * `vacuum analyze` from one file analysed every other file's tables and two at once failed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { vacuumAnalyze } from './vacuum';

let own: TestDatabase;
let other: TestDatabase;
beforeAll(async () => {
  own = await openTestDatabase();
  other = await openTestDatabase();
});
afterAll(async () => {
  await own.drop();
  await other.drop();
});

const analysed = async (db: TestDatabase['db']): Promise<number> => {
  await db.query(sql`select pg_stat_clear_snapshot()`);
  const rows = await db.query<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_user_tables where schemaname = current_schema() and last_analyze is not null`,
  );
  return Number(rows[0]?.n ?? 0);
};

it("analyses every table of its schema, and (on Postgres) none of another schema's", async () => {
  const tables = await own.db.query<{ n: number }>(
    sql`select count(*)::int as n from pg_tables where schemaname = current_schema()`,
  );
  await vacuumAnalyze(own.db);
  expect(await analysed(own.db)).toBe(Number(tables[0]?.n));
  if (process.env.DATABASE_URL) expect(await analysed(other.db)).toBe(0);
});
