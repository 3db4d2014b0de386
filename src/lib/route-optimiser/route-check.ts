/**
 * Evaluates one run given as matrix indices (1..n, the depot implied at both ends): is it
 * feasible (capacity, stop count, every arrival inside its window, back by the end of the day),
 * and what it costs. The departure is as late as possible without waiting at the first stop.
 */
import type { Matrix } from './matrix';
import type { Fleet, Stop } from './model';

export interface RouteCost {
  feasible: boolean;
  distanceKm: number;
  durationMin: number;
  departAt: number;
  arrivals: number[];
  load: number;
}

export function evaluate(route: readonly number[], stops: readonly Stop[], m: Matrix, fleet: Fleet): RouteCost {
  const n = m.size;
  let load = 0;
  for (const i of route) load += (stops[i - 1] as Stop).demand;
  const first = route[0];
  const firstStop = first === undefined ? undefined : stops[first - 1];
  const departAt = firstStop
    ? Math.max(fleet.dayStart, firstStop.windowStart - (m.min[first as number] ?? 0))
    : fleet.dayStart;
  let feasible = load <= fleet.capacity && route.length <= fleet.maxStops;
  let clock = departAt;
  let prev = 0;
  let distanceKm = 0;
  const arrivals: number[] = [];
  for (const i of route) {
    const s = stops[i - 1] as Stop;
    distanceKm += m.km[prev * n + i] ?? 0;
    clock += m.min[prev * n + i] ?? 0;
    if (clock > s.windowEnd) feasible = false;
    clock = Math.max(clock, s.windowStart);
    arrivals.push(clock);
    clock += fleet.serviceMin;
    prev = i;
  }
  distanceKm += m.km[prev * n] ?? 0;
  clock += m.min[prev * n] ?? 0;
  if (clock > fleet.dayEnd) feasible = false;
  return { feasible, distanceKm, durationMin: clock - departAt, departAt, arrivals, load };
}

/** Distance only, for the hot loops of the improvement moves. */
export function routeKm(route: readonly number[], m: Matrix): number {
  const n = m.size;
  let prev = 0;
  let d = 0;
  for (const i of route) {
    d += m.km[prev * n + i] ?? 0;
    prev = i;
  }
  return d + (m.km[prev * n] ?? 0);
}
