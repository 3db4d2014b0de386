/**
 * A mark in localStorage that this device has saved a copy of its pages (query-cache.ts). Without
 * it (a first visit, or after signing out) there is nothing to restore: the first screen's queries
 * need not wait (TanStack's `isRestoring` holds every one back) while IndexedDB opens and creates
 * its tables, and the boot need not load the database at once (main.tsx). A copy saved by an older
 * version without the mark is skipped once; the stored records still answer every list offline.
 * A module of its own so that the entry can read it without TanStack Query or Dexie.
 */
import { safeStorage } from '../lib/safe-storage';

const SAVED_MARK = 'depot-query-cache-saved';
const marks = safeStorage();

export function mayHaveSavedQueryCache(): boolean {
  return marks.getItem(SAVED_MARK) !== null;
}

export function markSavedCopy(): void {
  marks.setItem(SAVED_MARK, '1');
}

export function clearSavedCopyMark(): void {
  marks.removeItem(SAVED_MARK);
}
