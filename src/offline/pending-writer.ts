/**
 * The pending overlay's question for one resource (./overlay.ts): may the writer
 * (./pending-writer-state.ts, handed down by the route gate) write this value? It is
 * `mayWriteValue` (src/resources/writes.ts), the server's own; until a writer is known, the
 * overlay shows pending edits as made. `useAllowsValue(def)` asks it in a page.
 */
import { useMemo } from 'react';
import { mayWriteValue } from '../resources/writes';
import type { ResourceDef } from '../resources/types';
import type { AllowsValue } from './overlay';
import { usePendingWriter, type PendingWriter } from './pending-writer-state';

export { setPendingWriter, usePendingWriter, useSharePendingWriter, type PendingWriter } from './pending-writer-state';

/** The overlay's question for `def`, or undefined (show every pending value) while nobody is known. */
export function allowsValueFor(def: ResourceDef, who: PendingWriter | null): AllowsValue | undefined {
  if (!who) return undefined;
  return (field, value, record) => mayWriteValue(who.user, def, field, value, record, who.context);
}

export function useAllowsValue(def: ResourceDef): AllowsValue | undefined {
  const who = usePendingWriter();
  return useMemo(() => allowsValueFor(def, who), [def, who]);
}
