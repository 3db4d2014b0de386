/** Live views of the outbox (Dexie live queries update across tabs and the service worker). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSharedLiveQuery } from './use-live-query';
import { getDb, type OutboxEntry } from '../page-db';
import { OFFLINE_ENABLED } from '../flags';
import { knownTitles } from '../outbox/entry-title';
import { PAUSE_KEY, type PauseState } from '../outbox/replay';
import { asSentLog, SENT_LOG_KEY, SENT_KEEP_MS, type SentChange } from '../outbox/sent-log';

const NONE: OutboxEntry[] = [];
const NO_TITLES = new Map<number, string>();
const NOTHING_SENT: SentChange[] = [];

/** The outbox entries, oldest first; `undefined` until IndexedDB has answered. */
export function useOutboxEntriesLoading(resource?: string): OutboxEntry[] | undefined {
  return useSharedLiveQuery(`outbox:${resource ?? '*'}`, (db) =>
    OFFLINE_ENABLED
      ? resource
        ? db.outbox.where('resource').equals(resource).sortBy('seq')
        : db.outbox.orderBy('seq').toArray()
      : NONE,
  );
}

export function useOutboxEntries(resource?: string): OutboxEntry[] {
  return useOutboxEntriesLoading(resource) ?? NONE;
}

export function useUnsentCount(): number {
  return useSharedLiveQuery('outbox-count', (db) => (OFFLINE_ENABLED ? db.outbox.count() : 0)) ?? 0;
}

export function useOutboxPaused(): PauseState | null {
  return (
    useSharedLiveQuery('outbox-paused', async (db) =>
      OFFLINE_ENABLED ? (((await db.meta.get(PAUSE_KEY))?.value as PauseState | null | undefined) ?? null) : null,
    ) ?? null
  );
}

/** seq -> the record's title for the given entries, as far as this device knows it (outbox/entry-title.ts). */
export function useOutboxTitles(entries: readonly OutboxEntry[]): Map<number, string> {
  return (
    useLiveQuery(() => (OFFLINE_ENABLED && entries.length ? knownTitles(getDb(), entries) : NO_TITLES), [entries]) ??
    NO_TITLES
  );
}

/** The changes this device sent in the last day, newest first (outbox/sent-log.ts); `undefined` while loading. */
export function useSentLog(): SentChange[] | undefined {
  return useLiveQuery(async () => {
    if (!OFFLINE_ENABLED) return NOTHING_SENT;
    const now = Date.now();
    return asSentLog((await getDb().meta.get(SENT_LOG_KEY))?.value).filter((c) => now - c.sentAt <= SENT_KEEP_MS);
  }, []);
}
