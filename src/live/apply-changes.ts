/**
 * Puts what the change feed sent (docs/live.md) where the pages read: the TanStack cache of
 * every resource's lists and records, which lives only on the page. Dexie has it already when the
 * data worker pulled the page (feed-pull.ts); else it is written here too. A changed record replaces its row in place in
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
import type { StoredRecord } from '../offline/db';
import { matches } from '../offline/local-query';
import type { ListParams } from '../offline/list-params';
import type { ItemAnswer, ListAnswer } from '../offline/resource-api';
import { byResource, type FeedChange, type StoreChanges } from './feed-pull';

export type { FeedAnswer, FeedChange, FeedRecord, StoreChanges } from './feed-pull';

const isNewer = (next: StoredRecord, old: StoredRecord | undefined): boolean =>
  old === undefined || old.id !== next.id || next.version >= old.version;

/**
 * Applies a page of changes to the query cache, and to the stored copy through `store` (null
 * when the data worker has stored them already: feed-pull.ts); the names of the resources touched.
 */
export async function applyChanges(
  client: QueryClient,
  changes: readonly FeedChange[],
  store: StoreChanges | null,
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
  if (store) for (const [resource, records] of grouped) await store(resource, records);
  return [...grouped.keys()];
}
