/**
 * Customer feedback for the demo: about one delivered delivery in six gets a rating (1 to 5,
 * mostly good) and, for the low ones, a comment. Derived from the delivered deliveries alone,
 * in order, with its own random stream, so the same deliveries give the same feedback.
 */
import type { Random } from './random';
import type { DeliveryRecord } from './records';
import type { SeedRecord } from './types';
import type { SeedTable } from './seed-table';

const COMMENTS: Record<number, string> = {
  1: 'Box left in the rain, items damaged.',
  2: 'Arrived well after the window.',
  3: 'Fine, but the driver did not knock.',
};

export function buildFeedback(deliveries: readonly DeliveryRecord[], rng: Random): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const d of deliveries) {
    if (d.status !== 'delivered' || d.historical || !rng.chance(1 / 6)) continue;
    const rating = rng.pick([1, 2, 3, 4, 4, 5, 5, 5, 5, 5]);
    out.push({
      id: out.length + 1,
      clientId: d.clientId,
      deliveryId: d.id,
      date: d.date,
      routingGroupId: d.routingGroupId ?? null,
      rating,
      comment: COMMENTS[rating] ?? '',
    });
  }
  return out;
}

export const feedbackSeeds: SeedTable = {
  feedback: (w) => buildFeedback(w.deliveries, w.rng('feedback')),
};
