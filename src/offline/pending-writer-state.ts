/**
 * Who is writing, as the pending overlay asks: the signed-in user and the access context. Both
 * are known above this layer, so the route gate hands them down (`useSharePendingWriter`,
 * src/app/screen-gate.tsx). Kept apart from the overlay's question (./pending-writer.ts), which
 * needs the declarations' write rules: the gate is part of the boot, the question of the pages.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AccessContext } from '../resources/access';
import type { AccessUser } from '../resources/roles';

export interface PendingWriter {
  user: AccessUser;
  context: AccessContext;
}

let writer: PendingWriter | null = null;
const listeners = new Set<() => void>();

export function setPendingWriter(next: PendingWriter | null): void {
  if (next?.user === writer?.user && next?.context === writer?.context) return;
  writer = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => writer;

export function usePendingWriter(): PendingWriter | null {
  return useSyncExternalStore(subscribe, current, current);
}

/** Hands this page's user and access context to the overlay; the route gate calls it once per page. */
export function useSharePendingWriter(user: AccessUser, context: AccessContext): void {
  useEffect(() => setPendingWriter({ user, context }), [user, context]);
}
