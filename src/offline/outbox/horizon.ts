/**
 * Edits older than the outbox horizon (src/lib/outbox-horizon.ts) are not replayed blind: the
 * server keeps idempotency keys only that long, so an old edit whose first send did arrive could
 * apply twice. Such an entry is flagged 'rejected' with HORIZON_MESSAGE for the user to review;
 * 'Retry' (which keeps the message) then sends it as a deliberate choice.
 */
import { OUTBOX_HORIZON_DAYS, OUTBOX_HORIZON_MS } from '../../lib/outbox-horizon';
import type { OutboxEntry } from '../db';

export const HORIZON_MESSAGE = `Saved more than ${OUTBOX_HORIZON_DAYS} days ago: check it is still wanted, then retry or discard it.`;

/** The flagged entry when `entry` is past the horizon and not yet reviewed, else null. */
export function flagPastHorizon(entry: OutboxEntry, now: number): OutboxEntry | null {
  if (now - entry.createdAt <= OUTBOX_HORIZON_MS || entry.lastError === HORIZON_MESSAGE) return null;
  return { ...entry, status: 'rejected', lastError: HORIZON_MESSAGE, updatedAt: now };
}
