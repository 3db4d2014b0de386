/**
 * The start-up reference lists (spec section 7): loaded whole with `limit=-1`, kept in Dexie.
 * The service worker writes them on every network answer (stale-while-revalidate); the window
 * writes them itself only when no worker controls the page yet (first visit).
 */
import { openDb } from './open-db';
import { referenceResources } from './stores';
import { guardedWrite } from './storage-errors';
import type { ResourceDef } from '../resources/types';
import type { ReferenceResource } from './stores';

/** Dexie meta key: when a sync last had every list answered (hooks/use-offline-ready.ts). */
export const REFERENCES_SYNCED_KEY = 'referencesSyncedAt';

/** The service worker's Cache Storage for these responses (stale-while-revalidate). */
export const REFERENCE_CACHE = 'reference-lists';

const EXTRA: Record<string, Record<string, string>> = {
  clients: { sort: 'name', embeds: 'configuration,integrationList' },
  countries: { sort: 'countryId,name' },
};

export function referenceQuery(def: Pick<ResourceDef, 'name' | 'defaultSort'>): URLSearchParams {
  return new URLSearchParams({ limit: '-1', sort: def.defaultSort, ...EXTRA[def.name] });
}

/** `nv/country?limit=-1&sort=...` relative to the API base. */
export function referenceRequests(): { def: ReferenceResource; path: string }[] {
  return referenceResources.map((def) => ({
    def,
    path: `${def.path.replace(/^\//, '')}?${referenceQuery(def).toString()}`,
  }));
}

/** The reference resource a GET answers, if it is a whole-list reference request. */
export function referenceForUrl(url: URL, apiPrefix: string): ReferenceResource | undefined {
  if (url.searchParams.get('limit') !== '-1') return undefined;
  return referenceResources.find((def) => url.pathname === `${apiPrefix}${def.path}`);
}

/** A whole list replaces the table, so deleted reference rows disappear too. */
export async function storeReferenceList(resource: string, body: unknown, syncedAt = Date.now()): Promise<void> {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return;
  const db = await openDb();
  const table = db.records(resource);
  const rows = data.filter(
    (r): r is { id: number; version: number } => typeof (r as { id?: unknown })?.id === 'number',
  );
  await guardedWrite(`${resource} list`, () =>
    db.transaction('rw', table, db.meta, async () => {
      await table.clear();
      await table.bulkPut(rows.map((r) => ({ ...r, _syncedAt: syncedAt })));
      await db.meta.put({ key: `fetchedAt:${resource}`, value: syncedAt });
    }),
  );
}
