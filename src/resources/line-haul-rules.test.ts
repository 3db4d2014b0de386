import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLifecycle, nextStatuses, statusChoices, transitionRefusal } from './lifecycle';
import { lineHaulJobs, lineHaulMovements } from './line-haul-movements';
import { MOVEMENT_STATUSES, answersOffered, isOverdue, jobProblems, movementProblems } from './line-haul-rules';
import { permissionsOf } from './roles';

const ADMIN = {
  id: 1,
  role: 'admin' as const,
  clientId: null,
  clientIds: [],
  features: {},
  permissions: permissionsOf('admin'),
};
const NOW = '2026-11-21T09:00:00.000Z';
type Rec = Record<string, unknown>;
/** What the server checks of a write: the lifecycle's move, then the cross-field rules. */
const movement = (before: Rec | null, next: Rec) => [
  ...applyLifecycle(lineHaulMovements, ADMIN, before, { ...next }, NOW),
  ...movementProblems(next),
];
const job = (before: Rec | null, next: Rec) => [
  ...applyLifecycle(lineHaulJobs, ADMIN, before, { ...next }, NOW),
  ...jobProblems(next),
];

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
    expect(movement(base, { ...base, status: 'allocated', truckId: 3 })).toEqual([]);
    const allocated = { ...base, status: 'allocated', truckId: 3 };
    expect(movement(allocated, { ...allocated, status: 'departed', actualDeparture: '2026-11-21T08:05:00Z' })).toEqual(
      [],
    );
    const departed = { ...allocated, status: 'departed', actualDeparture: '2026-11-21T08:05:00Z' };
    expect(movement(departed, { ...departed, status: 'arrived', actualArrival: '2026-11-21T20:10:00Z' })).toEqual([]);
    const arrived = { ...departed, status: 'arrived', actualArrival: '2026-11-21T20:10:00Z' };
    expect(movement(arrived, { ...arrived, status: 'closed' })).toEqual([]);
  });

  it('refuses skipping, going back and leaving an end state', () => {
    expect(fields(movement(base, { ...base, status: 'departed', actualDeparture: '2026-11-21T08:05:00Z' }))).toEqual([
      'status',
    ]);
    for (const end of ['closed', 'cancelled'] as const) {
      for (const to of MOVEMENT_STATUSES.filter((s) => s !== end)) {
        expect(
          fields(
            movement(
              { ...base, status: end },
              { ...base, status: to, truckId: 1, actualDeparture: 'x', actualArrival: 'y' },
            ),
          ),
        ).toContain('status');
      }
    }
    expect(nextStatuses(lineHaulMovements, ADMIN, 'departed')).toEqual(['arrived']);
  });

  it('says what each status needs', () => {
    expect(fields(movement(base, { ...base, status: 'allocated' }))).toEqual(['truckId']);
    expect(movement(base, { ...base, status: 'allocated', subcontractorId: 2 })).toEqual([]);
    expect(fields(movement(base, { ...base, status: 'cancelled' }))).toEqual(['cancelReason']);
    expect(fields(movement(null, { ...base, status: 'arrived' }))).toContain('status');
    expect(fields(movement(null, { ...base, secondTrailerId: 4, trailerId: 3 }))).toEqual(['dollyId']);
    expect(fields(movement(null, { ...base, plannedArrival: base.plannedDeparture }))).toEqual(['plannedArrival']);
    expect(fields(movement(null, { ...base, destinationDepotId: 1 }))).toEqual(['destinationDepotId']);
  });
});

describe('job transitions', () => {
  const offer = {
    status: 'offered',
    offeredAt: '2026-11-18T09:00:00Z',
    respondBy: '2026-11-19T17:00:00Z',
    declineReason: null,
  };
  /** Before the offer's deadline (the acceptance rule reads the clock: the server's, or the device's). */
  const BEFORE = '2026-11-19T00:00:00Z';
  const AFTER = '2026-11-20T00:00:00Z';
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(BEFORE));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offered jobs are accepted, declined with a reason, or withdrawn; answers are final', () => {
    expect(job(offer, { ...offer, status: 'accepted' })).toEqual([]);
    expect(fields(job(offer, { ...offer, status: 'declined' }))).toEqual(['declineReason']);
    expect(fields(job(offer, { ...offer, status: 'declined', declineReason: ' ' }))).toEqual(['declineReason']);
    expect(job(offer, { ...offer, status: 'declined', declineReason: 'No driver' })).toEqual([]);
    expect(fields(job({ ...offer, status: 'declined' }, { ...offer, status: 'accepted' }))).toEqual(['status']);
    expect(fields(job(offer, { ...offer, status: 'completed' }))).toEqual(['status']);
    expect(fields(job(null, { ...offer, status: 'accepted' }))).toEqual(['status']);
  });

  it('marks offers past their deadline', () => {
    expect(isOverdue(offer, Date.parse('2026-11-20T00:00:00Z'))).toBe(true);
    expect(isOverdue(offer, Date.parse('2026-11-19T00:00:00Z'))).toBe(false);
    expect(isOverdue({ ...offer, status: 'accepted' }, Date.parse('2026-11-20T00:00:00Z'))).toBe(false);
  });

  it('offers Accept only until the deadline; Decline while the offer waits', () => {
    expect(answersOffered(offer, Date.parse('2026-11-19T00:00:00Z'))).toEqual(['accept', 'decline']);
    expect(answersOffered(offer, Date.parse('2026-11-20T00:00:00Z'))).toEqual(['decline']);
    expect(answersOffered({ ...offer, status: 'accepted' }, Date.parse('2026-11-19T00:00:00Z'))).toEqual([]);
  });

  it('past the deadline the write is refused with the closing time, as answersOffered says; decline still goes', () => {
    vi.setSystemTime(new Date(AFTER));
    expect(answersOffered(offer, Date.now())).toEqual(['decline']);
    const [problem, ...rest] = job(offer, { ...offer, status: 'accepted' });
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      field: 'status',
      message: 'The offer closed at 2026-11-19 17:00 UTC; it may only be declined.',
    });
    expect(job(offer, { ...offer, status: 'declined', declineReason: 'Too late' })).toEqual([]);
    // the status picker and the outbox's overlay ask the same question of the record
    expect(statusChoices(lineHaulJobs, ADMIN, 'offered', undefined, offer)).toEqual([
      'offered',
      'declined',
      'withdrawn',
    ]);
    // with no record (a button over the list) the rule answers for some offer: yes
    expect(transitionRefusal(lineHaulJobs, ADMIN, 'offered', 'accepted')).toBeNull();
    vi.setSystemTime(new Date(BEFORE));
    expect(transitionRefusal(lineHaulJobs, ADMIN, 'offered', 'accepted', undefined, offer)).toBeNull();
  });
});
