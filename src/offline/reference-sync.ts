/** Asks for the start-up reference lists; the service worker stores them (or we do, before it controls the page). */
import { http } from '../lib/api';
import { getSessionToken } from '../lib/session';
import { isOnline } from './flags';
import { referenceRequests, storeReferenceList } from './reference-lists';

export async function syncReferenceLists(): Promise<void> {
  if (!getSessionToken() || !isOnline()) return;
  const controlled = Boolean(navigator.serviceWorker?.controller);
  await Promise.all(
    referenceRequests().map(async ({ def, path }) => {
      try {
        const body: unknown = await http(path).json();
        if (!controlled) await storeReferenceList(def.name, body);
      } catch {
        // A list this user may not read, or no network: the stored copy stays.
      }
    }),
  );
}
