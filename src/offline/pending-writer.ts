/**
 * Who is writing, as the pending overlay (./overlay.ts) asks the declaration's write rules: the
 * signed-in user and the access context. Both are known above this layer, so the route gate hands
 * them down (`useSharePendingWriter`, src/app/screen-gate.tsx); until it has, the overlay shows
 * pending edits as made. `useAllowsValue(def)` is the overlay's
 * question for one resource: `mayWriteValue` (src/resources/writes.ts), the server's own.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { mayWriteValue, type AccessContext } from '../resources';
import type { AccessUser } from '../resources/roles';
import type { ResourceDef } from '../resources/types';
import type { AllowsValue } from './overlay';

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

/** The overlay's question for `def`, or undefined (show every pending value) while nobody is known. */
export function allowsValueFor(def: ResourceDef, who: PendingWriter | null): AllowsValue | undefined {
  if (!who) return undefined;
  return (field, value, record) => mayWriteValue(who.user, def, field, value, record, who.context);
}

export function useAllowsValue(def: ResourceDef): AllowsValue | undefined {
  const who = usePendingWriter();
  return useMemo(() => allowsValueFor(def, who), [def, who]);
}

/** Hands this page's user and access context to the overlay; the route gate calls it once per page. */
export function useSharePendingWriter(user: AccessUser, context: AccessContext): void {
  useEffect(() => setPendingWriter({ user, context }), [user, context]);
}
