/**
 * What confirming a delivery means here (see docs/deliveries.md): a delivery of the day that
 * was loaded or is in transit has no recorded outcome; the office confirms it delivered. The
 * patch sets the status, the delivered time and appends to the status history, and is sent with
 * the delivery's version, so a driver's later update is not overwritten silently.
 */
import type { StatusChange } from '../../../resources/common';

export const AWAITING_CONFIRMATION = ['loaded', 'in-transit'] as const;

export function confirmPatch(record: Record<string, unknown>, by: string, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  const history = Array.isArray(record.statusHistory) ? (record.statusHistory as StatusChange[]) : [];
  return {
    status: 'delivered',
    deliveredAt: at,
    statusHistory: [...history, { status: 'delivered', at, by: `confirmed by ${by}` }],
  };
}

const CHANGERS = ['client', 'customer'];

/** The latest status change a delivery's client or customer made, if any (the customer-change page). */
export function customerChange(row: Record<string, unknown>): StatusChange | null {
  const history = Array.isArray(row.statusHistory) ? (row.statusHistory as StatusChange[]) : [];
  const changes = history.filter((h) => typeof h.by === 'string' && CHANGERS.includes(h.by.toLowerCase()));
  return changes.at(-1) ?? null;
}
