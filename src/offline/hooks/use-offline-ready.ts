/**
 * Is this device ready to work offline? Two things must be on it: the app itself (a service
 * worker active, so every page's chunk is precached) and the reference lists (names of clients,
 * routing groups, zones, depots...: a sync answered since the last sign-in). A device that goes
 * offline before both shows ids instead of names and cannot open pages it has not loaded
 * (docs/offline.md, "Before the first visit is complete"); the header says so until it is ready.
 */
import { OFFLINE_ENABLED } from '../flags';
import { REFERENCES_SYNCED_KEY } from '../reference-lists';
import { useSharedLiveQuery } from './use-live-query';
import { usePwaState } from './use-pwa';

export function useOfflineReady(): boolean {
  const { workerReady } = usePwaState();
  const synced = useSharedLiveQuery(
    `meta:${REFERENCES_SYNCED_KEY}`,
    async (db) => (await db.meta.get(REFERENCES_SYNCED_KEY)) !== undefined,
  );
  return !OFFLINE_ENABLED || (workerReady && synced === true);
}
