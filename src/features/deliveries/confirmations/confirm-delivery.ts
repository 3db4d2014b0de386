/**
 * What confirming a delivery means here (see docs/deliveries.md): a delivery of the day that
 * was loaded or is in transit has no recorded outcome; the office confirms it delivered. The
 * patch sets the status only, and is sent with the delivery's version, so a driver's later update
 * is not overwritten silently. The server's lifecycle does the rest (src/resources/operations.ts):
 * the move stamps 'Delivered at', clears the failure reason, extends the status history with the
 * confirming user's name and records the history entry. No client writes the status history.
 */
import type { StatusChange } from '../../../resources/common';

export const AWAITING_CONFIRMATION = ['loaded', 'in-transit'] as const;

export const CONFIRM_PATCH: Readonly<Record<string, unknown>> = { status: 'delivered' };

const CHANGERS = ['client', 'customer'];

/** The latest status change a delivery's client or customer made, if any (the customer-change page). */
export function customerChange(row: Record<string, unknown>): StatusChange | null {
  const history = Array.isArray(row.statusHistory) ? (row.statusHistory as StatusChange[]) : [];
  const changes = history.filter((h) => typeof h.by === 'string' && CHANGERS.includes(h.by.toLowerCase()));
  return changes.at(-1) ?? null;
}
