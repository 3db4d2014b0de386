/**
 * Asks for the start-up reference lists: in the data worker where one runs (the fetches, the
 * parsing and the Dexie writes off the main thread; docs/offline.md), else on the page. Under a
 * service worker the service worker stores the answers; before it controls the page (a first
 * visit) whoever fetched them does (reference-lists.ts, `fetchReferenceLists`). When every list
 * has been answered (or refused: a list this user may not read), `referencesSyncedAt` is noted in
 * Dexie: one half of "ready to work offline" (hooks/use-offline-ready.ts).
 */
import { HTTPError } from 'ky';
import { API_BASE, http } from '../lib/api';
import { getSessionToken } from '../lib/session';
import { openDb } from './open-db';
import { isOnline } from './flags';
import { fetchReferenceLists, REFERENCES_SYNCED_KEY, type ReferenceAnswer } from './reference-lists';

type FetchJson = (path: string) => Promise<unknown>;

/** The page's own fetch through the app's HTTP client: an HTTP error is a refusal, anything else no network. */
function pageAnswer(get: FetchJson): (path: string) => Promise<ReferenceAnswer> {
  return async (path) => {
    try {
      return { body: await get(path) };
    } catch (error) {
      return error instanceof HTTPError ? 'refused' : 'unreachable';
    }
  };
}

/**
 * Syncs the lists. `get` (tests) fetches on the page; without it the data worker does the work,
 * and the page only where no worker runs or it failed.
 */
export async function syncReferenceLists(get?: FetchJson): Promise<void> {
  if (!getSessionToken() || !isOnline()) return;
  const store = !navigator.serviceWorker?.controller;
  if (!get) {
    // (loaded here, not with the boot: src/app/start-path.test.ts)
    const worker = (await import('./data-worker-client')).dataWorker();
    const apiBase = new URL(API_BASE, document.baseURI).toString();
    if (
      worker &&
      (await worker.syncReferences(apiBase, store).then(
        () => true,
        () => false,
      ))
    )
      return;
  }
  await fetchReferenceLists(pageAnswer(get ?? ((path) => http(path).json())), store);
}

/** Back online on a device that has not had its lists yet (it went offline too soon): sync now. */
export async function syncReferenceListsIfMissing(get?: FetchJson): Promise<void> {
  if ((await (await openDb()).meta.get(REFERENCES_SYNCED_KEY)) === undefined) await syncReferenceLists(get);
}
