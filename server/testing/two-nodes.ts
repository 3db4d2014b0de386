/**
 * Two database handles on one database, as two API processes have: on Postgres (DATABASE_URL)
 * two pools on a schema of their own, dropped at the end; otherwise one in-memory PGlite, both
 * handles the same (PGlite is one connection). For the tests of state that must hold across
 * processes (list cache, recurring work).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';

export interface TwoNodes {
  nodeA: Database;
  nodeB: Database;
  close(): Promise<void>;
}

export async function openTwoNodes(): Promise<TwoNodes> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const nodeA = await openDatabase(databaseUrl ? { databaseUrl, schema } : {});
  const nodeB = databaseUrl ? await openDatabase({ databaseUrl, schema }) : nodeA;
  return {
    nodeA,
    nodeB,
    async close() {
      await nodeA.close();
      if (nodeB !== nodeA) await nodeB.close();
      if (!databaseUrl) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}
