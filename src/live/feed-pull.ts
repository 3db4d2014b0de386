/**
 * One pull of the change feed (docs/live.md), and the feed's shapes: `GET /api/changes` from a
 * position, and what it sends written into Dexie, one transaction per resource touched. The data
 * worker runs it (src/offline/data-worker.ts), so the fetch, the parsing and the IndexedDB writes
 * stay off the main thread; the page runs it itself only where no worker runs or it failed
 * (live-updates.tsx). The page then puts the same changes into its query cache
 * (apply-changes.ts), and its live queries hear the worker's writes through Dexie's broadcast.
 * No DOM and no declarations here: the worker imports this module.
 */
import type { StoredRecord } from '../offline/db';
import type { RecordMeta } from '../resources/types';

/** A record as the lists send it. */
export type FeedRecord = RecordMeta & Record<string, unknown>;

/** One change as `GET /api/changes` sends it. */
export type FeedChange =
  | { position: number; resource: string; id: number; record: FeedRecord }
  | { position: number; resource: string; id: number; deleted: true; gone?: 'scope' };

export interface FeedAnswer {
  data: FeedChange[];
  position: number;
  more: boolean;
  reload: boolean;
}

/** Puts and deletes (`null`) of one resource's records, for Dexie (`applyRecordChanges` of record-store.ts). */
export type StoreChanges = (resource: string, changes: ReadonlyMap<number, StoredRecord | null>) => Promise<void>;

/** Each record's latest change, stamped as received at `now` (a page holds a record once; two pages may not). */
export function byResource(changes: readonly FeedChange[], now: number): Map<string, Map<number, StoredRecord | null>> {
  const out = new Map<string, Map<number, StoredRecord | null>>();
  for (const change of changes) {
    let records = out.get(change.resource);
    if (!records) out.set(change.resource, (records = new Map()));
    records.set(change.id, 'record' in change ? { ...change.record, _syncedAt: now } : null);
  }
  return out;
}

/** The feed's path under /api: the changes after `since`, or (null) only the server's position, for a device with none. */
export function feedPath(since: number | null): string {
  return since === null ? 'changes' : `changes?since=${since}`;
}

/**
 * Asks `path` (feedPath) through `get` and stores the changes it sends through `store`, resource
 * by resource; answers the page as sent. A page that says `reload` (the position is past the
 * server's horizon) stores nothing: the caller refetches instead.
 */
export async function pullFeed(
  get: (path: string) => Promise<FeedAnswer>,
  path: string,
  store: StoreChanges,
  now = Date.now(),
): Promise<FeedAnswer> {
  const page = await get(path);
  if (!page.reload) for (const [resource, records] of byResource(page.data, now)) await store(resource, records);
  return page;
}

/**
 * `get` for a context without the app's HTTP client (the data worker): a plain GET under
 * `apiBase`, the HttpOnly session cookie going along by itself. An HTTP error throws, as a
 * failed network does: the page then pulls through its own client, which reports a 401.
 */
export function fetchFeedAnswer(apiBase: string): (path: string) => Promise<FeedAnswer> {
  return async (path) => {
    const res = await fetch(`${apiBase.replace(/\/$/, '')}/${path}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`The change feed answered ${res.status}`);
    return (await res.json()) as FeedAnswer;
  };
}
