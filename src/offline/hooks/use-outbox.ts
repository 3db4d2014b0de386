/** Live views of the outbox (Dexie live queries update across tabs and the service worker). */
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type OutboxEntry } from '../db';
import { OFFLINE_ENABLED } from '../flags';
import { PAUSE_KEY, type PauseState } from '../outbox/replay';

const NONE: OutboxEntry[] = [];

/** The outbox entries, oldest first; `undefined` until IndexedDB has answered. */
export function useOutboxEntriesLoading(resource?: string): OutboxEntry[] | undefined {
  return useLiveQuery(
    () => (OFFLINE_ENABLED ? (resource ? getDb().outbox.where('resource').equals(resource).sortBy('seq') : getDb().outbox.orderBy('seq').toArray()) : NONE),
    [resource],
  );
}

export function useOutboxEntries(resource?: string): OutboxEntry[] {
  return useOutboxEntriesLoading(resource) ?? NONE;
}

export function useUnsentCount(): number {
  return useLiveQuery(() => (OFFLINE_ENABLED ? getDb().outbox.count() : 0), []) ?? 0;
}

export function useOutboxPaused(): PauseState | null {
  return (
    useLiveQuery(async () => (OFFLINE_ENABLED ? (((await getDb().meta.get(PAUSE_KEY))?.value as PauseState | null | undefined) ?? null) : null), []) ?? null
  );
}
