/**
 * Shared tablets: what logout must do to the offline data. Cached records, reference lists
 * scoped by client or cut per user (the crew), the query cache, stored days, the outbox's sent log and the replay
 * credentials go; unsent edits stay unless the user explicitly discards them (they belong to the
 * outbox, not the cache).
 */
import { discardBackgroundWrites } from './background-writes';
import { openDb } from './open-db';
import { offlineResources } from './stores';
import { clearCredentials } from './credentials';
import { OFFLINE_ENABLED } from './flags';
import { SENT_LOG_KEY } from './outbox/sent-log';
import { activeQueryClient, clearQueryStorage } from './query-cache';
import { REFERENCE_CACHE, REFERENCES_SYNCED_KEY } from './reference-lists';
import { currentUserId } from './session-sync';

/** Number of edits waiting in the outbox for the signed-in user. */
export async function countPendingChanges(): Promise<number> {
  if (!OFFLINE_ENABLED) return 0;
  // the outbox's store loads with the database it reads, not with the boot
  const { unsentCount } = await import('./outbox/store');
  return unsentCount(await currentUserId());
}

/** Wipes the signed-in user's cached records and query cache (shared tablets). Keeps unsent edits unless told to discard them. */
export async function wipeUserData(options: { discardPending: boolean }): Promise<void> {
  activeQueryClient()?.clear();
  if (!OFFLINE_ENABLED) return;
  discardBackgroundWrites();
  // loaded here, not with the boot: the pages' lists bring it (resource-api.ts)
  const { discardKnownTotals, KNOWN_TOTAL_PREFIX } = await import('./known-totals');
  discardKnownTotals();
  const db = await openDb();
  const userId = await currentUserId();
  const cached = offlineResources
    .filter((r) => r.offline === 'records' || r.clientScoped || r.perViewer === true)
    .map((r) => db.records(r.name));
  await db.transaction('rw', [...cached, db.offlineDays, db.outbox, db.meta], async () => {
    for (const table of cached) await table.clear();
    await db.offlineDays.clear();
    await db.meta.where('key').startsWith('fetchedAt:').delete();
    await db.meta.where('key').startsWith(KNOWN_TOTAL_PREFIX).delete();
    await db.meta.delete(SENT_LOG_KEY);
    // the next user's lists are not on the device yet (clients are per user)
    await db.meta.delete(REFERENCES_SYNCED_KEY);
    if (options.discardPending) {
      await db.outbox.filter((e) => userId === null || e.userId === null || e.userId === userId).delete();
    }
  });
  await clearQueryStorage();
  await clearCredentials();
  if (typeof caches !== 'undefined') await caches.delete(REFERENCE_CACHE).catch(() => false);
}
