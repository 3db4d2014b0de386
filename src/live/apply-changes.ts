/**
 * Puts what the change feed sent (docs/live.md) where the pages read: the TanStack cache of
 * every resource's lists and records, and Dexie. A changed record replaces its row in place in
 * each cached list it still belongs to, so an open list re-renders that row only, keeping focus,
 * selection and scroll; a list the record joins or leaves is marked stale and refetched when
 * shown, since its paging changed. A tombstone (deleted, or moved out of this reader's scope:
 * `gone: 'scope'`) takes the row out of every cached list at once, and the record out of the
 * cache and Dexie, so a device offline right after no longer shows it. A record never goes back to an older
 * version than the cache holds. Edits in the outbox stay on top (the hooks overlay them), and a
 * form holding a half-typed edit keeps it: its save meets the usual version conflict.
 */
import type { QueryClient } from '@tanstack/react-query';
import { resourceByName, type ResourceName } from '../resources';
import type { RecordMeta } from '../resources/types';
import type { StoredRecord } from '../offline/db';
import { matches } from '../offline/local-query';
import type { ListParams } from '../offline/list-params';
import type { ItemAnswer, ListAnswer } from '../offline/resource-api';

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

/** Puts and deletes per resource, for Dexie (`applyRecordChanges` of record-store.ts). */
export type StoreChanges = (resource: string, changes: ReadonlyMap<number, StoredRecord | null>) => Promise<void>;

const isNewer = (next: StoredRecord, old: StoredRecord | undefined): boolean =>
  old === undefined || old.id !== next.id || next.version >= old.version;

/** Each record's latest change, stamped as received now (a page holds a record once; two pages may not). */
function byResource(changes: readonly FeedChange[], now: number): Map<string, Map<number, StoredRecord | null>> {
  const out = new Map<string, Map<number, StoredRecord | null>>();
  for (const change of changes) {
    let records = out.get(change.resource);
    if (!records) out.set(change.resource, (records = new Map()));
    records.set(change.id, 'record' in change ? { ...change.record, _syncedAt: now } : null);
  }
  return out;
}

/** Applies a page of changes to the query cache and the stored copy; the names of the resources touched. */
export async function applyChanges(
  client: QueryClient,
  changes: readonly FeedChange[],
  store: StoreChanges,
  now = Date.now(),
): Promise<string[]> {
  const grouped = byResource(changes, now);
  for (const [resource, records] of grouped) {
    const def = resourceByName(resource);
    if (!def) continue;
    const name = def.name as ResourceName;
    for (const [id, record] of records) {
      const key = ['resource', name, 'item', id];
      if (record === null) {
        client.removeQueries({ queryKey: key, exact: true });
        continue;
      }
      client.setQueryData<ItemAnswer>(key, (old) =>
        old && isNewer(record, old.data) ? { data: record, source: 'network', asOf: now } : old,
      );
    }
    for (const query of client.getQueryCache().findAll({ queryKey: ['resource', name, 'list'] })) {
      const answer = query.state.data as ListAnswer | undefined;
      const params = query.queryKey[3] as ListParams | undefined;
      if (!answer || !params) continue;
      let rows = answer.data;
      let stale = false;
      let removed = 0;
      for (const [id, record] of records) {
        const at = rows.findIndex((row) => row.id === id);
        const belongs =
          record !== null && matches(def, record, params) && (!record.historical || answer.includeHistorical);
        if (at >= 0 && belongs) {
          if (isNewer(record, rows[at])) rows = rows.with(at, record);
        } else if (at >= 0 && record === null) {
          rows = rows.toSpliced(at, 1);
          removed++;
          stale = true;
        } else if (at >= 0 || belongs) stale = true;
      }
      if (rows !== answer.data)
        client.setQueryData<ListAnswer>(query.queryKey, {
          ...answer,
          data: rows,
          count: Math.max(0, answer.count - removed),
          asOf: now,
        });
      if (stale) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  for (const [resource, records] of grouped) await store(resource, records);
  return [...grouped.keys()];
}
