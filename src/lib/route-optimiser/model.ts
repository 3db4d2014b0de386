/**
 * The routing problem and its plan, shared by the optimiser, the Optimize Routes page and its
 * tests. Times are minutes after local midnight; distances are road kilometres estimated from the
 * great-circle distance (see `travel`).
 */

export interface Point {
  lat: number;
  lng: number;
}

export interface Stop extends Point {
  id: number;
  /** boxes, checked against the vehicle capacity */
  demand: number;
  /** the delivery window: arrive no earlier than (the driver waits) and no later than */
  windowStart: number;
  windowEnd: number;
}

export interface Fleet {
  /** boxes one van carries */
  capacity: number;
  /** most stops on one run (a driver's shift) */
  maxStops: number;
  /** when runs leave the depot at the earliest, and must be back by */
  dayStart: number;
  dayEnd: number;
  /** minutes spent at each stop */
  serviceMin: number;
  /** average urban driving speed */
  speedKmh: number;
}

export const DEFAULT_FLEET: Fleet = {
  capacity: 120,
  maxStops: 60,
  dayStart: 6 * 60,
  dayEnd: 20 * 60,
  serviceMin: 4,
  speedKmh: 32,
};

export interface PlannedRun {
  /** stop ids in driving order */
  stops: number[];
  load: number;
  distanceKm: number;
  /** from leaving the depot to returning, waiting included */
  durationMin: number;
  departAt: number;
  /** arrival at each stop, same order as `stops` */
  arrivals: number[];
}

export interface Unplaced {
  id: number;
  reason: string;
}

export interface Plan {
  runs: PlannedRun[];
  unplaced: Unplaced[];
  distanceKm: number;
  durationMin: number;
}

/** Road distance: great-circle kilometres times a detour factor for a street grid. */
export const ROAD_FACTOR = 1.3;

export function greatCircleKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
