import { describe, expect, it } from 'vitest';
import { attentionRows } from './next-dashboard-rows';

const job = (outcome: 'ok' | 'failed' | null, failuresLastDay: number) => ({
  name: 'j',
  description: '',
  everyMinutes: 60,
  lastRun: outcome ? { startedAt: '2026-11-27T00:00:00Z', durationMs: 5, outcome, error: null } : null,
  nextRunAt: null,
  runsLastDay: 24,
  failuresLastDay,
});

describe('Next App Dashboard figures', () => {
  it('counts what needs attention in each area', () => {
    const rows = attentionRows({
      jobs: [job('failed', 3), job('ok', 1), job(null, 0)],
      openSyncIssues: 7,
      webhooks: [
        { active: true, failedAttempts: 2 },
        { active: false, failedAttempts: 5 },
        { active: true, failedAttempts: 0 },
      ],
      appVersions: [
        { app: 'dashboard', version: '4.2.0', users: 3 },
        { app: 'driver', version: '4.2.0', users: 9 },
        { app: 'driver', version: '4.1.0', users: 0 },
      ],
    });
    expect(rows.map((r) => [r.area, r.figure])).toEqual([
      ['Recurring jobs', 1],
      ['Sync issues', 7],
      ['Webhooks', 1],
      ['App versions', 2],
    ]);
    expect(rows[0]?.counts).toContain('4 failed runs in 24 h');
  });

  it('shows no figure for a list not known yet, never a 0', () => {
    const rows = attentionRows({ jobs: undefined, openSyncIssues: null, webhooks: null, appVersions: null });
    expect(rows.every((r) => r.figure === null)).toBe(true);
  });
});
