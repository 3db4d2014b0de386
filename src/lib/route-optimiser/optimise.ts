/**
 * Routes a day's unrouted deliveries into runs (docs/maps-routing.md, 'Optimiser'):
 * 1. construction: Clarke-Wright savings (parallel version): every stop starts on its own run;
 *    run ends are joined in order of the saving d(0,i) + d(0,j) - d(i,j) whenever the joined run
 *    stays feasible (capacity, stop count, time windows, end of day);
 * 2. improvement, repeated until nothing improves: 2-opt inside each run (reverse a segment when
 *    that shortens the run and keeps it feasible), then relocate (move one stop to the cheapest
 *    feasible place in another run when that shortens the total).
 * Deterministic: no randomness, ties broken by stop order. A stop no run can serve even alone
 * (its window closes before a van can reach it) is returned as unplaced, with the reason.
 * `sequentialPlan` is the baseline shown as 'before': stops in the order given, a new run
 * whenever the next stop does not fit.
 */
import { buildMatrix, type Matrix } from './matrix';
import type { Fleet, Plan, PlannedRun, Point, Stop, Unplaced } from './model';
import { evaluate, routeKm } from './route-check';

const EPS = 1e-9;

function toPlan(routes: number[][], stops: readonly Stop[], m: Matrix, fleet: Fleet, unplaced: Unplaced[]): Plan {
  const runs: PlannedRun[] = routes
    .filter((r) => r.length > 0)
    .map((r) => {
      const c = evaluate(r, stops, m, fleet);
      return {
        stops: r.map((i) => (stops[i - 1] as Stop).id),
        load: c.load,
        distanceKm: c.distanceKm,
        durationMin: c.durationMin,
        departAt: c.departAt,
        arrivals: c.arrivals,
      };
    });
  return {
    runs,
    unplaced,
    distanceKm: runs.reduce((s, r) => s + r.distanceKm, 0),
    durationMin: runs.reduce((s, r) => s + r.durationMin, 0),
  };
}

function alone(stops: readonly Stop[], m: Matrix, fleet: Fleet): { singles: number[][]; unplaced: Unplaced[] } {
  const singles: number[][] = [];
  const unplaced: Unplaced[] = [];
  stops.forEach((s, k) => {
    if (s.demand > fleet.capacity)
      unplaced.push({ id: s.id, reason: `${s.demand} boxes are more than one van carries (${fleet.capacity})` });
    else if (!evaluate([k + 1], stops, m, fleet).feasible)
      unplaced.push({ id: s.id, reason: 'Its delivery window closes before a van from the depot can reach it' });
    else singles.push([k + 1]);
  });
  return { singles, unplaced };
}

function savingsConstruction(singles: number[][], stops: readonly Stop[], m: Matrix, fleet: Fleet): number[][] {
  const n = m.size;
  const routeOf = new Map<number, number[]>();
  for (const r of singles) routeOf.set(r[0] as number, r);
  const ids = singles.map((r) => r[0] as number);
  const savings: { i: number; j: number; s: number }[] = [];
  for (let a = 0; a < ids.length; a++) {
    for (let b = a + 1; b < ids.length; b++) {
      const i = ids[a] as number;
      const j = ids[b] as number;
      const s = (m.km[i] ?? 0) + (m.km[j] ?? 0) - (m.km[i * n + j] ?? 0);
      if (s > EPS) savings.push({ i, j, s });
    }
  }
  savings.sort((x, y) => y.s - x.s || x.i - y.i || x.j - y.j);
  for (const { i, j } of savings) {
    const ri = routeOf.get(i);
    const rj = routeOf.get(j);
    if (!ri || !rj || ri === rj) continue;
    // join only at run ends; try the four orientations, keep the first feasible
    const candidates: number[][] = [];
    const iEnd = ri[ri.length - 1] === i;
    const iStart = ri[0] === i;
    const jStart = rj[0] === j;
    const jEnd = rj[rj.length - 1] === j;
    if (iEnd && jStart) candidates.push([...ri, ...rj]);
    if (jEnd && iStart) candidates.push([...rj, ...ri]);
    if (iEnd && jEnd) candidates.push([...ri, ...[...rj].reverse()]);
    if (iStart && jStart) candidates.push([...[...ri].reverse(), ...rj]);
    const joined = candidates.find((c) => evaluate(c, stops, m, fleet).feasible);
    if (!joined) continue;
    for (const k of joined) routeOf.set(k, joined);
  }
  const seen = new Set<number[]>();
  const routes: number[][] = [];
  for (const id of ids) {
    const r = routeOf.get(id);
    if (r && !seen.has(r)) {
      seen.add(r);
      routes.push(r);
    }
  }
  return routes;
}

/** 2-opt on one run: first improving feasible reversal, repeated until none. */
export function twoOpt(route: number[], stops: readonly Stop[], m: Matrix, fleet: Fleet): number[] {
  let best = route;
  let bestKm = routeKm(best, m);
  let improved = true;
  while (improved) {
    improved = false;
    for (let a = 0; a < best.length - 1 && !improved; a++) {
      for (let b = a + 1; b < best.length && !improved; b++) {
        const next = [...best.slice(0, a), ...best.slice(a, b + 1).reverse(), ...best.slice(b + 1)];
        const km = routeKm(next, m);
        if (km < bestKm - EPS && evaluate(next, stops, m, fleet).feasible) {
          best = next;
          bestKm = km;
          improved = true;
        }
      }
    }
  }
  return best;
}

/** Moves single stops between runs while that shortens the total; true when anything moved. */
function relocate(routes: number[][], stops: readonly Stop[], m: Matrix, fleet: Fleet): boolean {
  let moved = false;
  for (let from = 0; from < routes.length; from++) {
    for (let p = 0; p < (routes[from] as number[]).length; p++) {
      const src = routes[from] as number[];
      const stop = src[p] as number;
      const without = [...src.slice(0, p), ...src.slice(p + 1)];
      const gain = routeKm(src, m) - routeKm(without, m);
      let bestDelta = -EPS;
      let target: { to: number; route: number[] } | null = null;
      for (let to = 0; to < routes.length; to++) {
        if (to === from) continue;
        const dst = routes[to] as number[];
        const base = routeKm(dst, m);
        for (let q = 0; q <= dst.length; q++) {
          const next = [...dst.slice(0, q), stop, ...dst.slice(q)];
          const delta = routeKm(next, m) - base - gain;
          if (delta < bestDelta && evaluate(next, stops, m, fleet).feasible) {
            bestDelta = delta;
            target = { to, route: next };
          }
        }
      }
      if (target) {
        routes[from] = without;
        routes[target.to] = target.route;
        moved = true;
        p--;
      }
    }
  }
  return moved;
}

export function optimise(depot: Point, stops: readonly Stop[], fleet: Fleet): Plan {
  const m = buildMatrix(depot, stops, fleet);
  const { singles, unplaced } = alone(stops, m, fleet);
  let routes = savingsConstruction(singles, stops, m, fleet);
  for (let round = 0; round < 20; round++) {
    routes = routes.map((r) => twoOpt(r, stops, m, fleet));
    if (!relocate(routes, stops, m, fleet)) break;
    routes = routes.filter((r) => r.length > 0);
  }
  routes = routes.filter((r) => r.length > 0).map((r) => twoOpt(r, stops, m, fleet));
  return toPlan(routes, stops, m, fleet, unplaced);
}

/** The baseline: stops in the given order, a new run whenever the next stop does not fit. */
export function sequentialPlan(depot: Point, stops: readonly Stop[], fleet: Fleet): Plan {
  const m = buildMatrix(depot, stops, fleet);
  const { singles, unplaced } = alone(stops, m, fleet);
  const routes: number[][] = [];
  let current: number[] = [];
  for (const [i] of singles) {
    const next = [...current, i as number];
    if (evaluate(next, stops, m, fleet).feasible) current = next;
    else {
      if (current.length > 0) routes.push(current);
      current = [i as number];
    }
  }
  if (current.length > 0) routes.push(current);
  return toPlan(routes, stops, m, fleet, unplaced);
}

export { buildMatrix, evaluate, routeKm };
