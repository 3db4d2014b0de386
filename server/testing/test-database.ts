/**
 * A test file's own database, migrated (and, when asked, seeded): on Postgres (DATABASE_URL) a
 * schema of its own, dropped by `drop`; otherwise an in-memory PGlite.
 *
 * Why templates: a fresh PGlite runs initdb (3-5 s on 2 cores), then the migrations (about 1 s)
 * and the fixture's seeding (about 0.5 s), for every test file. Each worker does that once per
 * template and dumps the result; every later file loads the dump (under 1 s). Test files of a
 * worker share module state (`isolate: false`), so the templates outlive a file; a loaded dump is
 * the same database, sequences included, as the one that was dumped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed/seed-database';
import type { DemoData } from '../seed/types';
import { fixtureData } from './fixture';

export interface TestDatabase {
  db: Database;
  /** another handle on the same database, as a second API process has (PGlite: this one; it is one connection) */
  secondHandle(): Promise<Database>;
  /** closes the database; on Postgres, also drops its schema */
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
 * (from `from` when given), or a schema of its own on Postgres.
 */
export async function openEmptyTestDatabase(from?: Blob): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const db = await openDatabase(from ? { from } : {});
    return { db, secondHandle: async () => db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  return {
    db,
    secondHandle: () => openDatabase({ databaseUrl, schema }),
    drop: () => dropSchema(db, databaseUrl, schema),
  };
}

/**
 * A migrated database for one test file. `seed: 'fixture'` seeds the hand-made fixture (taken from
 * a template on PGlite); `seed: data` seeds that data; without `seed` it is empty.
 */
export async function openTestDatabase(options: { seed?: 'fixture' | DemoData } = {}): Promise<TestDatabase> {
  const { seed } = options;
  if (!process.env.DATABASE_URL) {
    const fixture = seed === 'fixture';
    const own = await openEmptyTestDatabase(
      await template(fixture ? 'fixture' : 'migrated', fixture ? fixtureData : undefined),
    );
    if (seed && seed !== 'fixture') await seedDatabase(own.db, seed);
    return own;
  }
  const own = await openEmptyTestDatabase();
  await migrate(own.db);
  if (seed) await seedDatabase(own.db, seed === 'fixture' ? fixtureData() : seed);
  return own;
}

async function dropSchema(db: Database, databaseUrl: string, schema: string): Promise<void> {
  await db.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}
