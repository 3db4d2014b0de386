/**
 * A test file's own database, migrated (and, when asked, seeded): on Postgres (DATABASE_URL) a
 * database of its own, copied from the run's templates (postgres-templates.ts) and dropped by
 * `drop`; otherwise an in-memory PGlite.
 *
 * Why templates: a fresh PGlite runs initdb (3-5 s on 2 cores), then the migrations (about 1 s)
 * and the fixture's seeding (about 0.5 s), for every test file. Each worker does that once per
 * template and dumps the result; every later file loads the dump (under 1 s). Test files of a
 * worker share module state (`isolate: false`), so the templates outlive a file; a loaded dump is
 * the same database, sequences included, as the one that was dumped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed/seed-database';
import type { DemoData } from '../seed/types';
import { fixtureData } from './fixture';
import { databaseUrlOf, dropDatabases } from './postgres-databases';

export interface TestDatabase {
  db: Database;
  /** Postgres only: the address of this database (for handles of other schemas in it) */
  url?: string;
  /** another handle on the same database, as a second API process has (PGlite: this one; it is one connection) */
  secondHandle(): Promise<Database>;
  /** closes the database; on Postgres, also drops it */
  drop(): Promise<void>;
}

const templates = new Map<string, Promise<Blob>>();

/** The worker's dump of a migrated PGlite database, seeded with `seed` when given (made once per key). */
function template(key: string, seed?: () => DemoData): Promise<Blob> {
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      const db = await openDatabase({});
      try {
        await migrate(db);
        if (seed) await seedDatabase(db, seed());
        if (!db.dump) throw new Error('PGlite databases can be dumped');
        return await db.dump();
      } finally {
        await db.close();
      }
    })();
    // a failed template is not kept: the next file tries again and reports its own error
    made.catch(() => templates.delete(key));
    templates.set(key, made);
  }
  return made;
}

/**
 * An empty database for one test file, not migrated (the migrations' own tests): a fresh PGlite
 * (from `from` when given), or a database of its own on Postgres.
 */
export async function openEmptyTestDatabase(from?: Blob): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const db = await openDatabase(from ? { from } : {});
    return { db, secondHandle: async () => db, drop: () => db.close() };
  }
  return postgresCopy(databaseUrl, null);
}

/**
 * A migrated database for one test file. `seed: 'fixture'` seeds the hand-made fixture (from a
 * template); `seed: data` seeds that data; without `seed` it is empty.
 */
export async function openTestDatabase(options: { seed?: 'fixture' | DemoData } = {}): Promise<TestDatabase> {
  const { seed } = options;
  const fixture = seed === 'fixture';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const own = databaseUrl
    ? await postgresCopy(databaseUrl, fixture ? 'fixture' : 'migrated')
    : await openEmptyTestDatabase(await template(fixture ? 'fixture' : 'migrated', fixture ? fixtureData : undefined));
  if (seed && !fixture) await seedDatabase(own.db, seed);
  return own;
}

/** A database of its own on the Postgres at `serverUrl`: a copy of one of the run's templates, or empty. */
async function postgresCopy(serverUrl: string, from: 'migrated' | 'fixture' | null): Promise<TestDatabase> {
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('Postgres test databases need the global setup server/testing/postgres-templates.ts');
  const name = `${templates.run}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${from ? ` template "${templates[from]}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlOf(serverUrl, name);
  const db = await openDatabase({ databaseUrl: url });
  return {
    db,
    url,
    secondHandle: () => openDatabase({ databaseUrl: url }),
    async drop() {
      await db.close();
      await dropDatabases(serverUrl, name);
    },
  };
}
