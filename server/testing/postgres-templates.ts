/**
 * Vitest global setup of the server projects: on a Postgres (DATABASE_URL), two template
 * databases made once per run, a migrated one and one seeded with the fixture, which every test
 * file copies into a database of its own (`create database ... template`, server/testing/
 * test-database.ts). Without DATABASE_URL (PGlite) it does nothing.
 *
 * Why: migrating and seeding took each file 1.1-1.8 s of a shared Postgres's CPU (54 files), a
 * copy takes about 0.08 s. The templates are dropped at the end of the run, with any copy a
 * crashed file left behind.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed/seed-database';
import { fixtureData } from './fixture';
import { databaseUrlOf, dropDatabases, TEMPLATE_PREFIX } from './postgres-databases';

export interface PostgresTemplates {
  /** the prefix of every database of this run: the templates' and the files' copies */
  run: string;
  migrated: string;
  fixture: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates: PostgresTemplates | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (!serverUrl) {
    project.provide('postgresTemplates', null);
    return undefined;
  }
  const run = `${TEMPLATE_PREFIX}${process.pid}_${Date.now().toString(36)}`;
  const templates: PostgresTemplates = { run, migrated: `${run}_migrated`, fixture: `${run}_fixture` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${templates.migrated}"`);
    const migrated = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, templates.migrated) });
    try {
      await migrate(migrated);
    } finally {
      await migrated.close();
    }
    await admin.query(`create database "${templates.fixture}" template "${templates.migrated}"`);
    const fixture = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, templates.fixture) });
    try {
      await seedDatabase(fixture, fixtureData());
    } finally {
      await fixture.close();
    }
  } finally {
    await admin.end();
  }
  project.provide('postgresTemplates', templates);
  return () => dropDatabases(serverUrl, run);
}
