/**
 * The van's movement along its run (van-route.ts): positions between stops on the way from one
 * to the next, arrivals in sequence at the time the van gets there, the time at the door, and
 * done and skipped stops.
 */
import { describe, expect, it } from 'vitest';
import { DWELL_MS, distanceKm, travelMs, vanStep, type Point, type Stop } from './van-route';

const DEPOT: Point = { lat: -33.9, lng: 151.1 };
/** about 1.1 km apart, north of the depot */
const STOPS: Point[] = [
  { lat: -33.89, lng: 151.1 },
  { lat: -33.88, lng: 151.1 },
  { lat: -33.87, lng: 151.11 },
];
const START = Date.UTC(2026, 10, 27, 21, 0);

const pending = (id: number, at: Point | null): Stop => ({ id, at, state: 'pending', arrivedAt: null, doneAt: null });

describe('a van along its route', () => {
  it('is between the depot and the first stop on the way, and reaches it at the time the distance takes at its speed', () => {
    const stops = STOPS.map((p, i) => pending(i + 1, p));
    const first = STOPS[0] as Point;
    const leg = travelMs(DEPOT, first);
    // 1.1 km at 30 km/h: a little over two minutes
    expect(leg).toBeGreaterThan(2 * 60_000);
    expect(leg).toBeLessThan(3 * 60_000);

    const halfway = vanStep({ at: DEPOT, leftAt: START }, stops, START + leg / 2);
    expect(halfway.kind).toBe('driving');
    if (halfway.kind !== 'driving') return;
    expect(halfway.id).toBe(1);
    expect(halfway.arrivesAt).toBeCloseTo(START + leg, 0);
    expect(distanceKm(DEPOT, halfway.position)).toBeCloseTo(distanceKm(DEPOT, first) / 2, 3);
    expect(distanceKm(halfway.position, first)).toBeCloseTo(distanceKm(DEPOT, first) / 2, 3);

    const later = vanStep({ at: DEPOT, leftAt: START }, stops, START + leg + 60_000);
    expect(later).toEqual({ kind: 'arrive', id: 1, position: first, at: START + leg });
  });

  it('drives the whole run stop by stop in sequence: arrivals in order, each after the last stop was done', () => {
    const stops = STOPS.map((p, i) => pending(i + 1, p));
    const arrivals: { id: number; at: number }[] = [];
    const positions: Point[] = [];
    // a simulator checking every 20 s, which applies each step as the server would record it
    for (let now = START; now < START + 3 * 3_600_000; now += 20_000) {
      const step = vanStep({ at: DEPOT, leftAt: START }, stops, now);
      positions.push(step.position);
      if (step.kind === 'done') break;
      const at = stops.findIndex((s) => s.id === step.id);
      const stop = stops[at] as Stop;
      if (step.kind === 'arrive') {
        arrivals.push({ id: step.id, at: step.at });
        stops[at] = { ...stop, state: 'arrived', arrivedAt: step.at };
      } else if (step.kind === 'finish') stops[at] = { ...stop, state: 'done', doneAt: step.at };
    }
    expect(arrivals.map((a) => a.id)).toEqual([1, 2, 3]);
    // the time between arrivals is the time at the door and the drive between the stops
    const [a1, a2, a3] = arrivals.map((a) => a.at) as [number, number, number];
    expect(a2 - a1).toBeCloseTo(DWELL_MS + travelMs(STOPS[0] as Point, STOPS[1] as Point), 0);
    expect(a3 - a2).toBeCloseTo(DWELL_MS + travelMs(STOPS[1] as Point, STOPS[2] as Point), 0);
    // it moved: many distinct positions, never further from the depot than the furthest stop
    expect(new Set(positions.map((p) => `${p.lat},${p.lng}`)).size).toBeGreaterThan(10);
    const furthest = Math.max(...STOPS.map((p) => distanceKm(DEPOT, p)));
    for (const p of positions) expect(distanceKm(DEPOT, p)).toBeLessThanOrEqual(furthest + 1e-9);
    expect(vanStep({ at: DEPOT, leftAt: START }, stops, START + 4 * 3_600_000)).toEqual({
      kind: 'done',
      position: STOPS[2],
    });
  });

  it('waits at the door, then the outcome is due when its time there is over', () => {
    const stops: Stop[] = [
      { id: 1, at: STOPS[0] as Point, state: 'arrived', arrivedAt: START, doneAt: null },
      pending(2, STOPS[1] as Point),
    ];
    expect(vanStep({ at: DEPOT, leftAt: START }, stops, START + 60_000)).toEqual({
      kind: 'at-stop',
      id: 1,
      position: STOPS[0],
      leavesAt: START + DWELL_MS,
    });
    expect(vanStep({ at: DEPOT, leftAt: START }, stops, START + DWELL_MS + 1)).toEqual({
      kind: 'finish',
      id: 1,
      position: STOPS[0],
      at: START + DWELL_MS,
    });
  });

  it('leaves a done stop when it was done, drives past skipped ones, and reaches a stop without a position where it is', () => {
    const done = START + 3_600_000;
    const stops: Stop[] = [
      { id: 1, at: STOPS[0] as Point, state: 'done', arrivedAt: START, doneAt: done },
      { id: 2, at: STOPS[1] as Point, state: 'skipped', arrivedAt: null, doneAt: null },
      pending(3, STOPS[2] as Point),
    ];
    const leg = travelMs(STOPS[0] as Point, STOPS[2] as Point);
    const step = vanStep({ at: DEPOT, leftAt: START }, stops, done + leg / 4);
    expect(step.kind).toBe('driving');
    expect(step.kind === 'driving' && step.id).toBe(3);
    expect(distanceKm(STOPS[0] as Point, step.position)).toBeCloseTo(
      distanceKm(STOPS[0] as Point, STOPS[2] as Point) / 4,
      3,
    );

    const unplaced = [stops[0] as Stop, pending(4, null)];
    expect(vanStep({ at: DEPOT, leftAt: START }, unplaced, done)).toEqual({
      kind: 'arrive',
      id: 4,
      position: STOPS[0],
      at: done,
    });
  });

  it('takes a time the records put after now as now: a day seeded ahead of the clock moves on', () => {
    const later = START + 3_600_000;
    const stops: Stop[] = [
      { id: 1, at: STOPS[0] as Point, state: 'done', arrivedAt: later, doneAt: later },
      { id: 2, at: STOPS[1] as Point, state: 'arrived', arrivedAt: later, doneAt: null },
    ];
    // arrived 'an hour ahead': its time at the door is over now
    expect(vanStep({ at: DEPOT, leftAt: later }, stops, START)).toEqual({
      kind: 'finish',
      id: 2,
      position: STOPS[1],
      at: START,
    });
    // left the done stop now, so on the way to the next one
    const leg = travelMs(STOPS[0] as Point, STOPS[1] as Point);
    const driving = vanStep({ at: DEPOT, leftAt: later }, [stops[0] as Stop, pending(2, STOPS[1] as Point)], START);
    expect(driving).toMatchObject({ kind: 'driving', id: 2, position: STOPS[0], arrivesAt: START + leg });
  });
});
