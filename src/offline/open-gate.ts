/**
 * What the page waits for before it opens the database itself: the data worker creating or
 * upgrading it (issue 39: IndexedDB work off the main thread). On a first visit, or after an
 * update that changes the schema, whichever context opens the database first runs the upgrade
 * (creating every store and index, about 100 ms of the main thread at 4x CPU on a tablet's
 * scale). page-db.ts, the page's way into db.ts, sets the gate; the data worker and the service
 * worker never do, so they open at once. No imports: db.ts, in every context, reads it.
 */

/** The database's name (db.ts opens it; the gate asks whether it is there). */
export const DB_NAME = 'depot-console';

let gate: (() => Promise<void>) | null = null;

/** Sets what a page's open waits for (page-db.ts). */
export function setOpenGate(next: (() => Promise<void>) | null): void {
  gate = next;
}

/** What this context's open waits for, if anything. */
export function openGate(): (() => Promise<void>) | null {
  return gate;
}

/**
 * Whether the database already exists at `idbVersion` (Dexie's version times ten), so an open
 * runs no upgrade. Unknown (an old browser without `indexedDB.databases()`) counts as not.
 */
export async function databaseIsCurrent(name: string, idbVersion: number): Promise<boolean> {
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!factory || typeof factory.databases !== 'function') return false;
  const known = await factory.databases().catch(() => []);
  return known.some((db) => db.name === name && db.version === idbVersion);
}
