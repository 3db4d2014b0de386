import { describe, expect, it } from 'vitest';
import { dayNotice, whyNotReassignable } from './reassign-reasons';

describe('why a run cannot be reassigned', () => {
  it('says nothing for runs that can be', () => {
    for (const status of ['planned', 'assigned', 'loaded']) expect(whyNotReassignable({ status })).toBeNull();
  });

  it('names the start time of a run in progress in its routing group time zone (the viewer is in UTC)', () => {
    const run = { status: 'in-progress', startedAt: '2026-11-21T20:42:00.000Z' };
    expect(whyNotReassignable(run, 'Australia/Sydney')).toBe(
      'Already in progress since 07:42 AEDT: reassign from the driver app',
    );
    expect(whyNotReassignable({ status: 'in-progress' })).toBe('Already in progress: reassign from the driver app');
  });

  it('says finished (with the time when known) and cancelled', () => {
    expect(whyNotReassignable({ status: 'finished' })).toBe('Finished');
    expect(whyNotReassignable({ status: 'finished', finishedAt: '2026-11-22T03:05:00.000Z' }, 'UTC')).toBe(
      'Finished at 03:05',
    );
    expect(whyNotReassignable({ status: 'cancelled' })).toBe('Cancelled');
  });

  it('holds back a run created on this device and not yet sent', () => {
    expect(whyNotReassignable({ status: 'planned', pendingCreate: true })).toMatch(/Not on the server yet/);
  });
});

describe("the day's notice", () => {
  it('says when every run of the day is in progress', () => {
    const runs = [{ status: 'in-progress' }, { status: 'in-progress' }];
    expect(dayNotice(runs, '2026-11-22')).toBe(
      'All 2 runs of 2026-11-22 are in progress: reassign them from the driver app.',
    );
    expect(dayNotice(runs.slice(0, 1), '2026-11-22')).toBe(
      'The only run of 2026-11-22 is in progress: reassign it from the driver app.',
    );
  });

  it('counts the reasons when none can be reassigned for mixed reasons', () => {
    const runs = [{ status: 'in-progress' }, { status: 'finished' }, { status: 'finished' }, { status: 'cancelled' }];
    expect(dayNotice(runs, '2026-11-22')).toBe(
      'None of the 4 runs of 2026-11-22 can be reassigned here: 1 in progress, 2 finished, 1 cancelled.',
    );
  });

  it('is silent when one run can still be reassigned, or there are no runs', () => {
    expect(dayNotice([{ status: 'in-progress' }, { status: 'planned' }], '2026-11-22')).toBeNull();
    expect(dayNotice([], '2026-11-22')).toBeNull();
  });
});
