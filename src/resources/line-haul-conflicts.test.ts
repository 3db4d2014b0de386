import { describe, expect, it } from 'vitest';
import { capacityOf, conflictsOf, overlaps, type Fleet, type MovementSlot, type Unit } from './line-haul-conflicts';

const unit = (id: number, title: string, status = 'available', palletCapacity: number | null = null): Unit => ({
  id,
  title,
  status,
  palletCapacity,
});
const fleet: Fleet = {
  truck: new Map([
    [1, unit(1, 'XQ31KA')],
    [2, unit(2, 'GH12TR', 'maintenance')],
    [3, unit(3, 'JK04RG', 'available', 12)],
  ]),
  trailer: new Map([
    [10, unit(10, 'T1040A', 'available', 22)],
    [11, unit(11, 'T1053B', 'available', 18)],
    [12, unit(12, 'T1066C', 'retired', 22)],
  ]),
  dolly: new Map([[20, unit(20, 'DOL-01')]]),
};
const move = (id: number, from: string, to: string, extra: Partial<MovementSlot> = {}): MovementSlot => ({
  id,
  reference: `LH-${id}`,
  status: 'allocated',
  plannedDeparture: `2026-11-21T${from}:00Z`,
  plannedArrival: `2026-11-21T${to}:00Z`,
  pallets: 10,
  ...extra,
});

describe('allocation conflicts', () => {
  it('overlap is strict: touching ends do not clash', () => {
    expect(overlaps(move(1, '08:00', '12:00'), move(2, '11:00', '14:00'))).toBe(true);
    expect(overlaps(move(1, '08:00', '12:00'), move(2, '12:00', '14:00'))).toBe(false);
  });

  it('flags a unit booked twice at overlapping times, naming the other movement', () => {
    const other = move(2, '10:00', '16:00', { truckId: 1 });
    const conflicts = conflictsOf(move(1, '08:00', '12:00', { truckId: 1, trailerId: 10 }), [other], fleet);
    expect(conflicts).toEqual([expect.objectContaining({ kind: 'double-booked', field: 'truckId', otherId: 2 })]);
    expect(conflicts[0]?.message).toContain('LH-2');
  });

  it('ignores cancelled and closed movements, itself, and later runs of the same unit', () => {
    const me = move(1, '08:00', '12:00', { truckId: 1 });
    expect(
      conflictsOf(
        me,
        [
          move(2, '09:00', '10:00', { truckId: 1, status: 'cancelled' }),
          { ...me },
          move(3, '12:00', '15:00', { truckId: 1 }),
        ],
        fleet,
      ),
    ).toEqual([]);
  });

  it('a trailer counts as either first or second trailer', () => {
    const other = move(2, '09:00', '10:00', { secondTrailerId: 10, dollyId: 20 });
    expect(conflictsOf(move(1, '08:00', '12:00', { trailerId: 10 }), [other], fleet).map((c) => c.field)).toEqual([
      'trailerId',
    ]);
  });

  it('flags units in maintenance or retired', () => {
    const conflicts = conflictsOf(move(1, '08:00', '12:00', { truckId: 2, trailerId: 12 }), [], fleet);
    expect(conflicts.map((c) => [c.kind, c.field])).toEqual([
      ['maintenance', 'truckId'],
      ['maintenance', 'trailerId'],
    ]);
    expect(conflicts[1]?.message).toContain('retired');
  });

  it('flags more pallets than the trailers (or a rigid) hold', () => {
    expect(capacityOf(move(1, '08:00', '12:00', { trailerId: 10, secondTrailerId: 11 }), fleet)).toBe(40);
    expect(capacityOf(move(1, '08:00', '12:00', { truckId: 3 }), fleet)).toBe(12);
    expect(capacityOf(move(1, '08:00', '12:00', {}), fleet)).toBeNull();
    expect(conflictsOf(move(1, '08:00', '12:00', { truckId: 3, pallets: 13 }), [], fleet).map((c) => c.kind)).toEqual([
      'capacity',
    ]);
    expect(conflictsOf(move(1, '08:00', '12:00', { truckId: 1, trailerId: 10, pallets: 22 }), [], fleet)).toEqual([]);
  });
});
