/**
 * The stops of a run in the order the page shows them while moves may still be unsent: by stop
 * number, and where a moved stop (with an unsent edit) and an acknowledged one share a number,
 * the moved one first, which is where the server will put it.
 */
export interface StopLike {
  id: number;
  sequence?: unknown;
  pendingStatus?: unknown;
}

export function orderStops<S extends StopLike>(stops: readonly S[]): S[] {
  return [...stops].sort(
    (a, b) =>
      Number(a.sequence) - Number(b.sequence) ||
      Number(Boolean(b.pendingStatus)) - Number(Boolean(a.pendingStatus)) ||
      a.id - b.id,
  );
}

/** The move of the stop at `index` one place up (-1) or down (+1): its new stop number, or null at an end. */
export function shiftTarget(ordered: readonly StopLike[], index: number, delta: -1 | 1): number | null {
  const to = index + delta;
  if (to < 0 || to >= ordered.length) return null;
  return to + 1;
}
