import { describe, expect, it } from 'vitest';
import { deriveEvents } from './run-events';

describe('deriveEvents', () => {
  it('turns run and drop times into events, newest first', () => {
    const runs = [{ id: 1, startedAt: '2026-11-21T06:00:00Z', finishedAt: null, dropsTotal: 2 }];
    const drops = [
      {
        id: 10,
        runId: 1,
        sequence: 1,
        address: 'A St',
        status: 'completed',
        arrivedAt: '2026-11-21T06:30:00Z',
        completedAt: '2026-11-21T06:33:00Z',
      },
      {
        id: 11,
        runId: 1,
        sequence: 2,
        address: 'B St',
        status: 'failed',
        failureReason: 'No access',
        arrivedAt: '2026-11-21T06:40:00Z',
        completedAt: '2026-11-21T06:41:00Z',
      },
      { id: 12, runId: 1, sequence: 3, address: 'C St', status: 'pending', arrivedAt: null, completedAt: null },
    ];
    const events = deriveEvents(runs, drops);
    expect(events.map((e) => e.kind)).toEqual([
      'drop-failed',
      'drop-arrived',
      'drop-completed',
      'drop-arrived',
      'run-started',
    ]);
    expect(events[0]?.detail).toBe('Stop 2: B St (No access)');
  });

  it('orders by instant, whatever the offset', () => {
    const runs = [
      { id: 1, startedAt: '2026-11-21T06:00:00+11:00' },
      { id: 2, startedAt: '2026-11-21T04:00:00+08:00' },
    ];
    expect(deriveEvents(runs, []).map((e) => e.runId)).toEqual([2, 1]);
  });

  it('gives nothing for runs and drops that have not started', () => {
    expect(deriveEvents([{ id: 1, startedAt: null }], [{ id: 2, arrivedAt: null }])).toEqual([]);
  });
});
