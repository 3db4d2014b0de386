/**
 * The pure part of Undated Deliveries Manage: which orders a queued promotion already holds, and
 * the selection (one, a shift range, all shown), so the page and its tests share one rule.
 */
export interface QueuedPromotion {
  /** pre-delivery ids named by a promotion not yet acknowledged by the server */
  ids: ReadonlySet<number>;
  /** the delivery date each of them is queued for */
  dateOf: ReadonlyMap<number, string>;
  /** refused by the server: its orders stay undated, the reason is shown */
  refused: readonly string[];
}

interface EntryLike {
  method: string;
  status: string;
  payload: Record<string, unknown> | null;
  lastError: string | null;
}

export function queuedPromotions(entries: readonly EntryLike[]): QueuedPromotion {
  const ids = new Set<number>();
  const dateOf = new Map<number, string>();
  const refused: string[] = [];
  for (const e of entries) {
    if (e.method !== 'POST') continue;
    if (e.status === 'rejected') {
      refused.push(e.lastError ?? 'Refused by the server.');
      continue;
    }
    const list = Array.isArray(e.payload?.preDeliveryIds) ? (e.payload.preDeliveryIds as unknown[]) : [];
    for (const id of list) {
      if (typeof id !== 'number') continue;
      ids.add(id);
      dateOf.set(id, typeof e.payload?.date === 'string' ? e.payload.date : '');
    }
  }
  return { ids, dateOf, refused };
}

/** Toggles `id`; with `range`, sets every id between the last toggled one and `id` to the new state. */
export function toggleSelection(
  selected: ReadonlySet<number>,
  order: readonly number[],
  id: number,
  anchor: number | null,
  range: boolean,
): Set<number> {
  const next = new Set(selected);
  const on = !selected.has(id);
  const from = anchor === null ? -1 : order.indexOf(anchor);
  const to = order.indexOf(id);
  if (range && from >= 0 && to >= 0) {
    const [a, b] = from < to ? [from, to] : [to, from];
    for (const other of order.slice(a, b + 1)) {
      if (on) next.add(other);
      else next.delete(other);
    }
    return next;
  }
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** All shown selectable ids, or none when they are all selected already. */
export function toggleAll(selected: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  const all = shown.length > 0 && shown.every((id) => selected.has(id));
  const next = new Set(selected);
  for (const id of shown) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** The selection restricted to what is still shown and selectable (filters changed, rows promoted). */
export function keepShown(selected: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  const visible = new Set(shown);
  return new Set([...selected].filter((id) => visible.has(id)));
}
