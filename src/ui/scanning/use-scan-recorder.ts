/**
 * Records one scan as a `scans` record through the outbox: sent at once when online, kept on the
 * device and sent exactly once (one Idempotency-Key) when the network returns. The server decides
 * the stored result and applies the effect on the box (server/operations/scan-effects.ts); the
 * refs sent here are what this device knew, a hint the server replaces with what it finds.
 */
import { useCallback } from 'react';
import { useResourceMutation, type MutationResult } from '../../offline';
import type { ScanKind } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useSelectedClient } from '../../session/selected-client';

export type ScanSource = 'camera' | 'wedge' | 'typed';

/** What this device knows a code to be. */
export interface ScanTarget {
  boxId?: number | null;
  deliveryId?: number | null;
  runId?: number | null;
  depotId?: number | null;
  clientId?: number | null;
}

/** Records one accepted code: sent, or kept in the outbox. */
export type ScanRecord = (
  code: string,
  source: ScanSource,
  date: string,
  target?: ScanTarget,
) => Promise<MutationResult>;

export function useScanRecorder(kind: ScanKind): ScanRecord {
  const mutation = useResourceMutation('scans');
  const user = useCurrentUser();
  const { clientId: selected } = useSelectedClient();
  const { create } = mutation;
  return useCallback(
    (code, source, date, target = {}) =>
      create({
        code,
        kind,
        date,
        source,
        scannedAt: new Date().toISOString(),
        scannedBy: user.name,
        result: null,
        message: null,
        boxId: target.boxId ?? null,
        deliveryId: target.deliveryId ?? null,
        runId: target.runId ?? null,
        depotId: target.depotId ?? null,
        // a client user's scan belongs to a client even when nobody knows the code
        clientId: target.clientId ?? (selected > 0 ? selected : (user.clientId ?? null)),
      }),
    [create, kind, selected, user.clientId, user.name],
  );
}
