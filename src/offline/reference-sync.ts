/**
 * Asks for the start-up reference lists; the service worker stores them (or we do, before it
 * controls the page). When every list has been answered (or refused: a list this user may not
 * read), `referencesSyncedAt` is noted in Dexie: one half of "ready to work offline"
 * (hooks/use-offline-ready.ts).
 */
import { HTTPError } from 'ky';
import { http } from '../lib/api';
import { getSessionToken } from '../lib/session';
import { openDb } from './open-db';
import { isOnline } from './flags';
import { REFERENCES_SYNCED_KEY, referenceRequests, storeReferenceList } from './reference-lists';
import { guardedWrite } from './storage-errors';

type FetchJson = (path: string) => Promise<unknown>;
const fetchJson: FetchJson = (path) => http(path).json();

export async function syncReferenceLists(get: FetchJson = fetchJson): Promise<void> {
  if (!getSessionToken() || !isOnline()) return;
  const controlled = Boolean(navigator.serviceWorker?.controller);
  const answered = await Promise.all(
    referenceRequests().map(async ({ def, path }) => {
      try {
        const body = await get(path);
        if (!controlled) await storeReferenceList(def.name, body);
        return true;
      } catch (error) {
        // Refused (a list this user may not read): answered, the stored copy stays. No network: not yet.
        return error instanceof HTTPError;
      }
    }),
  );
  if (!answered.every(Boolean)) return;
  const db = await openDb();
  await guardedWrite('reference lists', () => db.meta.put({ key: REFERENCES_SYNCED_KEY, value: Date.now() }));
}

/** Back online on a device that has not had its lists yet (it went offline too soon): sync now. */
export async function syncReferenceListsIfMissing(get: FetchJson = fetchJson): Promise<void> {
  if ((await (await openDb()).meta.get(REFERENCES_SYNCED_KEY)) === undefined) await syncReferenceLists(get);
}
