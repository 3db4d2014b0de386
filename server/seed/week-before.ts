/**
 * The same weekday a week before today: the demo seeds that one extra day (one day's volume,
 * routed and finished like any past day) so Routing Comparison's default view, today against a
 * week before, compares with real numbers instead of zeros. Only the demo's per-day mode adds it
 * (an exact `totalDeliveries` split keeps its total), and only when the window does not already
 * cover that day. Its volume draws from its own stream, so the other days stay as they were.
 */
import type { Random } from './random';
import type { SeedOptions } from './types';

export const WEEK_BEFORE_OFFSET = -7;

export function weekBeforeDay(
  opts: SeedOptions,
  firstOffset: number,
  rng: Random,
): { offset: number; total: number; volume: Random } | null {
  if (opts.totalDeliveries !== undefined || firstOffset <= WEEK_BEFORE_OFFSET) return null;
  return {
    offset: WEEK_BEFORE_OFFSET,
    total: Math.round(opts.deliveriesPerDay * rng.float(0.93, 1.07)),
    volume: rng.fork('volume'),
  };
}
