/**
 * The names and addresses of the test databases on a shared Postgres: each run's templates and
 * each test file's copy carry the run's prefix, so a run drops exactly its own.
 */
import pg from 'pg';

export const TEMPLATE_PREFIX = 'depot_test_';

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix`, closing their connections first. */
export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const rows = await admin.query<{ datname: string }>(
      'select datname from pg_database where left(datname, length($1)) = $1',
      [prefix],
    );
    for (const { datname } of rows.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
