/**
 * The order of a service provider's store visits for a day (the RDS Routing Tool, docs/rds.md):
 * the saved order, a move up or down, the suggested order (nearest store next, from the stores'
 * coordinates where they have them), each visit's booked time against its store's opening hours,
 * which visits a new order renumbers, and the plan of the day still on this device. Pure, so the
 * page and its tests share one answer.
 */

/** A visit as ordering needs it: the event's id, booked times, saved place and its store's position. */
export interface Visit {
  id: number;
  reference: string;
  startTime: string;
  endTime: string;
  visitOrder: number | null;
  lat: number | null;
  lng: number | null;
}

/** The saved order (the server numbers a plan's visits by the same rule). */
export { visitsInOrder as savedOrder } from '../../resources/rds';

/** The list with the item at `index` moved one place up (-1) or down (+1); the same list at an end. */
export function moveVisit<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  const [moved] = out.splice(index, 1);
  if (moved !== undefined) out.splice(to, 0, moved);
  return out;
}

type Located<V> = V & { lat: number; lng: number };
const located = <V extends Visit>(v: V): v is Located<V> => v.lat !== null && v.lng !== null;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The suggested order: start at the visit booked earliest, then always the nearest store not yet
 * visited (ties: earlier start, then reference). Visits whose store has no coordinates follow,
 * by booked start.
 */
export function suggestOrder<V extends Visit>(visits: readonly V[]): V[] {
  const byStart = [...visits].sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.reference.localeCompare(b.reference),
  );
  const left = byStart.filter((v): v is Located<V> => located(v));
  const out: V[] = [];
  let here = left.shift();
  while (here) {
    out.push(here);
    const from = here;
    let best = -1;
    left.forEach((v, i) => {
      if (best < 0 || distanceKm(from, v) < distanceKm(from, left[best] ?? v)) best = i;
    });
    here = best < 0 ? undefined : left.splice(best, 1)[0];
  }
  return [...out, ...byStart.filter((v) => !located(v))];
}

/** The visits a new order renumbers: each one whose saved number is not its place (1-based). */
export function renumbered<V extends Visit>(ordered: readonly V[]): { visit: V; visitOrder: number }[] {
  return ordered.flatMap((visit, i) => (visit.visitOrder === i + 1 ? [] : [{ visit, visitOrder: i + 1 }]));
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * Whether a store is open on a day by its open days ('Mon-Sat', 'Mon-Fri', 'Mon,Wed,Fri',
 * 'Mon-Fri, Sun'); null when the text is empty or not of that form (nothing to check against).
 */
export function openOn(openDays: string, date: string): boolean | null {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const parts = openDays
    .toLowerCase()
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return null;
  const open = new Set<number>();
  for (const part of parts) {
    const [from, to] = part.split(/\s*[-–]\s*/).map((d) => DAYS.indexOf(d.slice(0, 3)));
    if (from === undefined || from < 0 || (to !== undefined && to < 0)) return null;
    const last = to ?? from;
    for (let d = from; ; d = (d + 1) % 7) {
      open.add(d);
      if (d === last) break;
    }
  }
  return open.has(day);
}

export type HoursCheck = 'within' | 'before-opening' | 'after-closing' | 'closed';

/** A visit's booked times against its store's hours on that day. */
export function hoursCheck(
  visit: { startTime: string; endTime: string },
  store: { opensAt: string; closesAt: string; openDays: string },
  date: string,
): HoursCheck {
  if (openOn(store.openDays, date) === false) return 'closed';
  if (visit.startTime < store.opensAt) return 'before-opening';
  if (visit.endTime > store.closesAt) return 'after-closing';
  return 'within';
}

/** Whether a visit is booked to start before the one planned ahead of it ends (the order goes back in time). */
export function startsBeforePrevious(ordered: readonly Visit[], index: number): boolean {
  const previous = ordered[index - 1];
  const visit = ordered[index];
  return previous !== undefined && visit !== undefined && visit.startTime < previous.endTime;
}

/** A visit plan in the outbox as the page reads it (an outbox entry's members). */
export interface PlanEntry {
  method: string;
  status: string;
  payload: Record<string, unknown> | null;
}

export interface QueuedPlan {
  visitIds: number[];
  /** 'waiting': not sent yet (offline, or being sent); 'conflict': a visit changed meanwhile */
  status: 'waiting' | 'conflict';
}

/** The latest plan of this day and provider still on the device (a refused one is not the day's order). */
export function queuedPlan(entries: readonly PlanEntry[], date: string, providerId: number): QueuedPlan | null {
  let found: QueuedPlan | null = null;
  for (const e of entries) {
    if (e.method !== 'POST' || e.status === 'rejected') continue;
    if (e.payload?.date !== date || e.payload.serviceProviderId !== providerId) continue;
    const ids = Array.isArray(e.payload.visitIds) ? e.payload.visitIds : [];
    found = {
      visitIds: ids.filter((id): id is number => typeof id === 'number'),
      status: e.status === 'conflict' ? 'conflict' : 'waiting',
    };
  }
  return found;
}
