/** The line haul seed obeys the rules the server enforces on every later write of its records. */
import { describe, expect, it } from 'vitest';
import { conflictsOf, type Fleet, type MovementSlot, type Unit } from '../../src/resources/line-haul-conflicts';
import { jobProblems, movementProblems } from '../../src/resources/line-haul-rules';
import { buildLineHaul } from './line-haul';
import { Random } from './random';
import { buildReference } from './reference';

const TODAY = '2026-11-21';
const seed = buildLineHaul(buildReference(), TODAY, new Random(3).fork('line-haul'));
const unitMap = (rows: Record<string, unknown>[], title: string) =>
  new Map(
    rows.map((r) => [
      r.id as number,
      {
        id: r.id as number,
        title: String(r[title]),
        status: String(r.status),
        palletCapacity: (r.palletCapacity as number | undefined) ?? null,
      } satisfies Unit,
    ]),
  );

describe('line haul seed', () => {
  it('is the same for the same seed', () => {
    expect(buildLineHaul(buildReference(), TODAY, new Random(3).fork('line-haul'))).toEqual(seed);
  });

  it('holds four weeks of movements with some late, cancelled and declined', () => {
    const dates = new Set(seed.lineHaulMovements.map((m) => m.date));
    expect(dates.size).toBe(28);
    expect(seed.lineHaulMovements.some((m) => m.status === 'cancelled')).toBe(true);
    expect(
      seed.lineHaulMovements.some(
        (m) =>
          typeof m.actualArrival === 'string' &&
          Date.parse(m.actualArrival) > Date.parse(String(m.plannedArrival)) + 15 * 60_000,
      ),
    ).toBe(true);
    expect(seed.lineHaulJobs.some((j) => j.status === 'declined' && j.declineReason)).toBe(true);
  });

  it('every movement and job passes the write rules as it stands', () => {
    for (const m of seed.lineHaulMovements) expect(movementProblems(m, m), String(m.reference)).toEqual([]);
    for (const j of seed.lineHaulJobs) expect(jobProblems(j, j), String(j.reference)).toEqual([]);
  });

  it('no unit is double booked, over capacity or in maintenance on an open movement', () => {
    const fleet: Fleet = {
      truck: unitMap(seed.lineHaulTrucks, 'registration'),
      trailer: unitMap(seed.lineHaulTrailers, 'registration'),
      dolly: unitMap(seed.lineHaulDollies, 'code'),
    };
    const slots = seed.lineHaulMovements as unknown as MovementSlot[];
    for (const m of slots.filter((s) => ['planned', 'allocated', 'departed'].includes(s.status)))
      expect(conflictsOf(m, slots, fleet), m.reference).toEqual([]);
  });
});
