import { describe, expect, it } from 'vitest';
import { DEFAULT_FLEET, type Fleet, type Stop } from './model';
import { buildMatrix, evaluate, optimise, routeKm, sequentialPlan, twoOpt } from './optimise';

const depot = { lat: -33.84, lng: 151.05 };

/** A deterministic scatter of stops around the depot (a small LCG, not Math.random). */
function scatter(n: number, seed = 7, windows = false): Stop[] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  return Array.from({ length: n }, (_, k) => {
    const start = windows ? ([420, 540, 720][k % 3] ?? 420) : 360;
    return {
      id: 1000 + k,
      lat: depot.lat + (next() - 0.5) * 0.2,
      lng: depot.lng + (next() - 0.5) * 0.25,
      demand: 1 + Math.floor(next() * 4),
      windowStart: start,
      windowEnd: windows ? start + 180 : 1200,
    };
  });
}

const fleet: Fleet = { ...DEFAULT_FLEET, capacity: 40, maxStops: 25 };

function byId(stops: Stop[]): Map<number, Stop> {
  return new Map(stops.map((s) => [s.id, s]));
}

describe('optimise', () => {
  it('places every stop exactly once and keeps every run within capacity and stop count', () => {
    const stops = scatter(80);
    const plan = optimise(depot, stops, fleet);
    const placed = plan.runs.flatMap((r) => r.stops).sort((a, b) => a - b);
    expect(placed).toEqual(stops.map((s) => s.id).sort((a, b) => a - b));
    expect(plan.unplaced).toEqual([]);
    const stopById = byId(stops);
    for (const run of plan.runs) {
      expect(run.stops.length).toBeLessThanOrEqual(fleet.maxStops);
      const load = run.stops.reduce((s, id) => s + (stopById.get(id)?.demand ?? 0), 0);
      expect(load).toBe(run.load);
      expect(load).toBeLessThanOrEqual(fleet.capacity);
    }
  });

  it('arrives at every stop inside its delivery window and is back by the end of the day', () => {
    const stops = scatter(60, 11, true);
    const plan = optimise(depot, stops, fleet);
    const stopById = byId(stops);
    expect(plan.runs.flatMap((r) => r.stops)).toHaveLength(60 - plan.unplaced.length);
    for (const run of plan.runs) {
      run.stops.forEach((id, k) => {
        const s = stopById.get(id) as Stop;
        const at = run.arrivals[k] as number;
        expect(at).toBeGreaterThanOrEqual(s.windowStart);
        expect(at).toBeLessThanOrEqual(s.windowEnd);
      });
      expect(run.departAt + run.durationMin).toBeLessThanOrEqual(fleet.dayEnd);
    }
  });

  it('is shorter than the sequential baseline', () => {
    const stops = scatter(80);
    expect(optimise(depot, stops, fleet).distanceKm).toBeLessThan(sequentialPlan(depot, stops, fleet).distanceKm);
  });

  it('is deterministic: the same input gives the same plan', () => {
    const stops = scatter(50, 3, true);
    expect(optimise(depot, stops, fleet)).toEqual(optimise(depot, stops, fleet));
  });

  it('reports a stop no van can reach in time as unplaced, with the reason', () => {
    const stops = [...scatter(5), { id: 1, lat: -31.95, lng: 115.86, demand: 1, windowStart: 360, windowEnd: 380 }];
    const plan = optimise(depot, stops, fleet);
    expect(plan.unplaced).toEqual([{ id: 1, reason: expect.stringContaining('window') as string }]);
    expect(plan.runs.flatMap((r) => r.stops)).not.toContain(1);
  });

  it('reports a stop bigger than a van as unplaced', () => {
    const stops = [{ ...(scatter(1)[0] as Stop), demand: 500 }];
    expect(optimise(depot, stops, fleet).unplaced[0]?.reason).toMatch(/more than one van carries/);
  });

  it('answers an empty day with no runs', () => {
    expect(optimise(depot, [], fleet)).toEqual({ runs: [], unplaced: [], distanceKm: 0, durationMin: 0 });
  });
});

describe('twoOpt', () => {
  it('never makes a run longer, and untangles a crossed run', () => {
    const stops: Stop[] = [
      { id: 1, lat: -33.8, lng: 151.0, demand: 1, windowStart: 0, windowEnd: 1400 },
      { id: 2, lat: -33.8, lng: 151.1, demand: 1, windowStart: 0, windowEnd: 1400 },
      { id: 3, lat: -33.9, lng: 151.0, demand: 1, windowStart: 0, windowEnd: 1400 },
      { id: 4, lat: -33.9, lng: 151.1, demand: 1, windowStart: 0, windowEnd: 1400 },
    ];
    const m = buildMatrix(depot, stops, fleet);
    const crossed = [1, 4, 2, 3];
    const better = twoOpt(crossed, stops, m, fleet);
    expect(routeKm(better, m)).toBeLessThan(routeKm(crossed, m));
    for (const route of [[1, 2, 3, 4], [2, 1, 4, 3], better]) {
      expect(routeKm(twoOpt(route, stops, m, fleet), m)).toBeLessThanOrEqual(routeKm(route, m));
    }
  });

  it('keeps a reversal out when it would break a time window', () => {
    const stops: Stop[] = [
      { id: 1, lat: -33.8, lng: 151.1, demand: 1, windowStart: 360, windowEnd: 420 },
      { id: 2, lat: -33.84, lng: 151.06, demand: 1, windowStart: 600, windowEnd: 660 },
    ];
    const m = buildMatrix(depot, stops, fleet);
    const route = [1, 2];
    expect(evaluate(route, stops, m, fleet).feasible).toBe(true);
    expect(twoOpt(route, stops, m, fleet)).toEqual([1, 2]);
  });
});
