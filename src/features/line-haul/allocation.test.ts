import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../offline';
import { allocatable, allocationPatch, draftConflicts, draftOf, isChanged } from './allocation';

const movement = (id: number, extra: Record<string, unknown> = {}): StoredRecord =>
  ({
    id,
    version: 1,
    _syncedAt: 0,
    reference: `LH-${id}`,
    date: '2026-11-28',
    status: 'planned',
    subcontractorId: null,
    pallets: 10,
    plannedDeparture: '2026-11-27T18:00:00Z',
    plannedArrival: '2026-11-27T19:00:00Z',
    truckId: null,
    trailerId: null,
    dollyId: null,
    secondTrailerId: null,
    ...extra,
  }) as StoredRecord;

const fleet = {
  truck: new Map([[1, { id: 1, title: 'FW88SP', status: 'available', palletCapacity: 0 }]]),
  trailer: new Map([[10, { id: 10, title: 'T1040A', status: 'available', palletCapacity: 22 }]]),
  dolly: new Map(),
};

describe('allocator drafts', () => {
  it('allocates a planned movement when a truck goes on, and plans it again when it comes off', () => {
    const m = movement(1);
    const draft = { ...draftOf(m), truckId: 1, trailerId: 10 };
    expect(isChanged(m, draft)).toBe(true);
    expect(allocationPatch(m, draft)).toEqual({
      truckId: 1,
      trailerId: 10,
      dollyId: null,
      secondTrailerId: null,
      status: 'allocated',
    });
    const allocated = movement(1, { status: 'allocated', truckId: 1, trailerId: 10 });
    expect(allocationPatch(allocated, { ...draftOf(allocated), truckId: null })).toMatchObject({
      truckId: null,
      status: 'planned',
    });
    expect(isChanged(allocated, draftOf(allocated))).toBe(false);
  });

  it('flags the conflicts of the draft against the other movements, not of the saved record', () => {
    const other = movement(2, { status: 'allocated', truckId: 1, trailerId: 10 });
    const m = movement(1);
    expect(draftConflicts(m, draftOf(m), [m, other], fleet)).toEqual([]);
    expect(draftConflicts(m, { ...draftOf(m), truckId: 1 }, [m, other], fleet).map((c) => c.kind)).toEqual([
      'double-booked',
      'capacity',
    ]);
  });

  it('lists the day’s open movements in departure order', () => {
    const rows = [
      movement(1, { plannedDeparture: '2026-11-27T20:00:00Z' }),
      movement(2),
      movement(3, { status: 'cancelled' }),
      movement(4, { date: '2026-11-27' }),
    ];
    expect(allocatable(rows, '2026-11-28').map((m) => m.id)).toEqual([2, 1]);
  });
});
