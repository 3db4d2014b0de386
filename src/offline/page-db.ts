/**
 * The page's way into db.ts: the same module, with the page's open gate set first (open-gate.ts).
 * The page's database opens after the data worker has created or upgraded it, when it is not
 * already there at this schema's version; a returning device opens at once. Without a worker the
 * page opens it itself; a worker that fails or takes too long leaves the open to the page, as
 * before (IndexedDB queues the two opens, so neither sees a half-made schema). Page modules import
 * the database from here (db-loader.ts, the live-query hooks); the workers import db.ts, so they
 * open at once. Not in the boot: the gate's code would count against the entry.
 */
import { waitAtMost } from '../lib/wait-at-most';
import { DB_NAME, databaseIsCurrent, setOpenGate } from './open-gate';
import { SCHEMA_VERSION } from './schema-version';

export * from './db';

/** The longest the page's open waits for the worker's (a worker that hangs must not stop the page). */
const WORKER_OPEN_WAIT_MS = 5000;

setOpenGate(async () => {
  if (await databaseIsCurrent(DB_NAME, SCHEMA_VERSION * 10)) return;
  const { dataWorker } = await import('./data-worker-client');
  const opened = dataWorker()?.openDatabase();
  if (opened) await waitAtMost(opened, WORKER_OPEN_WAIT_MS);
});
