/**
 * Where a van is on its run, for the driver simulator (./driver-simulator.ts): the run's drops in
 * sequence, driven from the depot (or the last stop done) to the next stop in a straight line at
 * a town speed, a few minutes at each door, then on. Pure and stateless: the step follows from
 * the run's records alone (when it started, which drops are done and when), so the simulator
 * keeps nothing between ticks and a restart picks up where the records say the van is.
 *
 * Each call gives the one thing the van does next, in sequence order: it is driving (a position
 * between two stops), it reaches a stop (the arrival at the moment it got there), it waits at a
 * stop, or its time at the stop is over (the outcome is due). A stop is never reached before the
 * ones before it are done.
 */

export interface Point {
  lat: number;
  lng: number;
}

/** Average speed between stops in town, lights and turns included. */
export const VAN_SPEED_KMH = 30;
/** At the door: parking, the parcel, the photo or the calling card. */
export const DWELL_MS = 3 * 60_000;

export type StopState = 'pending' | 'arrived' | 'done' | 'skipped';

/** One drop of the run, in sequence order; `at` is null when its delivery has no position. */
export interface Stop {
  id: number;
  at: Point | null;
  state: StopState;
  /** epoch ms, when arrived or done */
  arrivedAt: number | null;
  doneAt: number | null;
}

export type VanStep =
  /** between stops: where the van is now, and when it will reach stop `id` */
  | { kind: 'driving'; id: number; position: Point; arrivesAt: number }
  /** it has reached stop `id` (at `at`, which may be before now): the drop is arrived */
  | { kind: 'arrive'; id: number; position: Point; at: number }
  /** at stop `id` until `leavesAt` */
  | { kind: 'at-stop'; id: number; position: Point; leavesAt: number }
  /** its time at stop `id` ended at `at`: the delivery's outcome is due */
  | { kind: 'finish'; id: number; position: Point; at: number }
  /** every stop is done */
  | { kind: 'done'; position: Point };

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function travelMs(a: Point, b: Point, speedKmh = VAN_SPEED_KMH): number {
  return (distanceKm(a, b) / speedKmh) * 3_600_000;
}

/** The point `fraction` (0..1) of the way from a to b (straight: stops in town are close). */
export function between(a: Point, b: Point, fraction: number): Point {
  const f = Math.min(1, Math.max(0, fraction));
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
}

/**
 * What the van of a run does next at `now`: it left `origin.at` (the depot) at `origin.leftAt`
 * (the run's start) and drives `stops` in order. A done stop is left when it was done; a skipped
 * stop is not driven to; a stop without a position is reached where the van is. A time after
 * `now` in the records (the demo's seed plays its day ahead of the clock) does not hold the van:
 * a start or a stop done then counts as now, and an arrival then (or none) as a time at the door
 * already over.
 */
export function vanStep(
  origin: { at: Point; leftAt: number },
  stops: readonly Stop[],
  now: number,
  options: { speedKmh?: number; dwellMs?: number } = {},
): VanStep {
  const speed = options.speedKmh ?? VAN_SPEED_KMH;
  const dwell = options.dwellMs ?? DWELL_MS;
  // a start or departure the records put after now (a demo day seeded ahead of the clock) counts as now
  const past = (t: number | null, otherwise: number) => Math.min(t ?? otherwise, now);
  let from = origin.at;
  let leftAt = past(origin.leftAt, now);
  for (const stop of stops) {
    if (stop.state === 'skipped') continue;
    const at = stop.at ?? from;
    if (stop.state === 'done') {
      from = at;
      leftAt = past(stop.doneAt, leftAt);
      continue;
    }
    if (stop.state === 'arrived') {
      // an arrival the records do not place before now has had its time at the door
      const arrivedAt = stop.arrivedAt !== null && stop.arrivedAt <= now ? stop.arrivedAt : now - dwell;
      const leavesAt = arrivedAt + dwell;
      return leavesAt <= now
        ? { kind: 'finish', id: stop.id, position: at, at: leavesAt }
        : { kind: 'at-stop', id: stop.id, position: at, leavesAt };
    }
    const arrivesAt = leftAt + travelMs(from, at, speed);
    if (arrivesAt <= now) return { kind: 'arrive', id: stop.id, position: at, at: arrivesAt };
    const fraction = arrivesAt === leftAt ? 1 : (now - leftAt) / (arrivesAt - leftAt);
    return { kind: 'driving', id: stop.id, position: between(from, at, fraction), arrivesAt };
  }
  return { kind: 'done', position: from };
}
