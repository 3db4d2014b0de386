import { describe, expect, it } from 'vitest';
import { MOVEMENT_STATUSES, MOVEMENT_TRANSITIONS, isOverdue, jobProblems, movementProblems } from './line-haul-rules';

const base = {
  status: 'planned',
  originDepotId: 1,
  destinationDepotId: 4,
  truckId: null,
  subcontractorId: null,
  trailerId: null,
  secondTrailerId: null,
  dollyId: null,
  plannedDeparture: '2026-11-21T08:00:00Z',
  plannedArrival: '2026-11-21T20:00:00Z',
  actualDeparture: null,
  actualArrival: null,
  cancelReason: null,
};
const fields = (p: { field: string }[]) => p.map((x) => x.field);

describe('movement transitions', () => {
  it('follows planned -> allocated -> departed -> arrived -> closed', () => {
    expect(movementProblems(base, { ...base, status: 'allocated', truckId: 3 })).toEqual([]);
    const allocated = { ...base, status: 'allocated', truckId: 3 };
    expect(
      movementProblems(allocated, { ...allocated, status: 'departed', actualDeparture: '2026-11-21T08:05:00Z' }),
    ).toEqual([]);
    const departed = { ...allocated, status: 'departed', actualDeparture: '2026-11-21T08:05:00Z' };
    expect(
      movementProblems(departed, { ...departed, status: 'arrived', actualArrival: '2026-11-21T20:10:00Z' }),
    ).toEqual([]);
    const arrived = { ...departed, status: 'arrived', actualArrival: '2026-11-21T20:10:00Z' };
    expect(movementProblems(arrived, { ...arrived, status: 'closed' })).toEqual([]);
  });

  it('refuses skipping, going back and leaving an end state', () => {
    expect(
      fields(movementProblems(base, { ...base, status: 'departed', actualDeparture: '2026-11-21T08:05:00Z' })),
    ).toEqual(['status']);
    for (const end of ['closed', 'cancelled'] as const) {
      for (const to of MOVEMENT_STATUSES.filter((s) => s !== end)) {
        expect(
          fields(
            movementProblems(
              { ...base, status: end },
              { ...base, status: to, truckId: 1, actualDeparture: 'x', actualArrival: 'y' },
            ),
          ),
        ).toContain('status');
      }
    }
    expect(MOVEMENT_TRANSITIONS.departed).toEqual(['arrived']);
  });

  it('says what each status needs', () => {
    expect(fields(movementProblems(base, { ...base, status: 'allocated' }))).toEqual(['truckId']);
    expect(movementProblems(base, { ...base, status: 'allocated', subcontractorId: 2 })).toEqual([]);
    expect(fields(movementProblems(base, { ...base, status: 'cancelled' }))).toEqual(['cancelReason']);
    expect(fields(movementProblems(null, { ...base, status: 'arrived' }))).toContain('status');
    expect(fields(movementProblems(null, { ...base, secondTrailerId: 4, trailerId: 3 }))).toEqual(['dollyId']);
    expect(fields(movementProblems(null, { ...base, plannedArrival: base.plannedDeparture }))).toEqual([
      'plannedArrival',
    ]);
    expect(fields(movementProblems(null, { ...base, destinationDepotId: 1 }))).toEqual(['destinationDepotId']);
  });
});

describe('job transitions', () => {
  const offer = {
    status: 'offered',
    offeredAt: '2026-11-18T09:00:00Z',
    respondBy: '2026-11-19T17:00:00Z',
    declineReason: null,
  };
  it('offered jobs are accepted, declined with a reason, or withdrawn; answers are final', () => {
    expect(jobProblems(offer, { ...offer, status: 'accepted' })).toEqual([]);
    expect(fields(jobProblems(offer, { ...offer, status: 'declined' }))).toEqual(['declineReason']);
    expect(fields(jobProblems(offer, { ...offer, status: 'declined', declineReason: ' ' }))).toEqual(['declineReason']);
    expect(jobProblems(offer, { ...offer, status: 'declined', declineReason: 'No driver' })).toEqual([]);
    expect(fields(jobProblems({ ...offer, status: 'declined' }, { ...offer, status: 'accepted' }))).toEqual(['status']);
    expect(fields(jobProblems(offer, { ...offer, status: 'completed' }))).toEqual(['status']);
    expect(fields(jobProblems(null, { ...offer, status: 'accepted' }))).toEqual(['status']);
  });

  it('marks offers past their deadline', () => {
    expect(isOverdue(offer, Date.parse('2026-11-20T00:00:00Z'))).toBe(true);
    expect(isOverdue(offer, Date.parse('2026-11-19T00:00:00Z'))).toBe(false);
    expect(isOverdue({ ...offer, status: 'accepted' }, Date.parse('2026-11-20T00:00:00Z'))).toBe(false);
  });
});
