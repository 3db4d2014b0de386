/**
 * The page's way to the database. Dexie and the schema (db.ts) are a chunk of their own, loaded
 * on first use, not a stage of the boot: a first visit draws its first screen without them
 * (about 30 KB gzip, and their evaluation, off the start path), and a device that has stored
 * data starts loading them as it boots (`preloadDb`, src/main.tsx), because restoring its pages
 * needs them at once. The service worker bundles the database into its one file (db-loader.ts).
 *
 * Inside a Dexie transaction nothing may await a promise of another kind, this one included:
 * open the database first, then start the transaction on it.
 */
import { loadDbModule } from './db-loader';
import type { ConsoleDb } from './db';

export { loadDbModule } from './db-loader';

/** The shared database, once its module is loaded. */
export async function openDb(): Promise<ConsoleDb> {
  return (await loadDbModule()).getDb();
}

/** Starts loading the database's module without waiting for it. */
export function preloadDb(): void {
  void loadDbModule().catch(() => undefined);
}
