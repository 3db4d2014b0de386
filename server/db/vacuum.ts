/**
 * VACUUM ANALYZE of this database's own tables: the tables of its schema, not the whole database.
 *
 * Why not a bare `vacuum analyze`: on Postgres the test files share one database, each in a schema
 * of its own, and a bare one analyzes every schema's tables; two at once update the same
 * pg_statistic rows and one fails ('tuple concurrently updated'), or trips over a schema another
 * file is dropping. A server owns its schema's tables, so that is all it needs to vacuum.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/** Planner statistics and the visibility map (index-only counts) fresh for the current schema's tables. */
export async function vacuumAnalyze(db: Executor): Promise<void> {
  const rows = await db.query<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  if (rows.length === 0) return;
  await db.query(sql.raw(`vacuum analyze ${rows.map((r) => r.name).join(', ')}`));
}
