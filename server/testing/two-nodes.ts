/**
 * Two database handles on one database, as two API processes have: on Postgres (DATABASE_URL)
 * two pools on a schema of their own, dropped at the end; otherwise one in-memory PGlite, both
 * handles the same (PGlite is one connection). The database is migrated (./test-database.ts).
 * For the tests of state that must hold across processes (list cache, recurring work).
 */
import type { Database } from '../db/database';
import { openTestDatabase } from './test-database';

export interface TwoNodes {
  nodeA: Database;
  nodeB: Database;
  close(): Promise<void>;
}

export async function openTwoNodes(): Promise<TwoNodes> {
  const database = await openTestDatabase();
  const nodeA = database.db;
  const nodeB = await database.secondHandle();
  return {
    nodeA,
    nodeB,
    async close() {
      if (nodeB !== nodeA) await nodeB.close();
      await database.drop();
    },
  };
}
