import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { renderWithChakra, rerenderWithChakra } from '../../../theme/render-in-tests';
import type { People } from '../shared/people';
import { RunsTable } from './runs-table';

const people = {
  nameOf: (id: unknown, kind: string) => (id === 7 ? 'Ruby Hayes' : `${kind} #${String(id)}`),
} as unknown as People;
const runs = [
  {
    id: 1,
    code: 'ADL-1124-02',
    status: 'finished',
    driverId: 7,
    contractorId: 3,
    routingGroupId: 2,
    plannedStart: '05:30',
    startedAt: null,
    finishedAt: null,
    dropsTotal: 4,
    dropsCompleted: 4,
    dropsFailed: 0,
    version: 1,
    _syncedAt: 0,
  },
  {
    id: 2,
    code: 'BNE-1124-10',
    status: 'in-progress',
    driverId: 8,
    contractorId: 3,
    routingGroupId: 2,
    plannedStart: '05:30',
    startedAt: null,
    finishedAt: null,
    dropsTotal: 4,
    dropsCompleted: 1,
    dropsFailed: 0,
    version: 1,
    _syncedAt: 0,
  },
];

describe('the runs table of the run summary (a grid of divs with table roles)', () => {
  it('has a header row and one row per run, with the same columns, the selected run marked', () => {
    const host = renderWithChakra(
      <MemoryRouter>
        <RunsTable
          runs={runs}
          people={people}
          groupName={() => 'Adelaide'}
          groupZone={() => null}
          selectedId={2}
          linkTo={(id) => `/run/${id}`}
        />
      </MemoryRouter>,
    );
    const table = host.querySelector('[role="table"][aria-label="Runs"]');
    const headers = [...(table?.querySelectorAll('[role="columnheader"]') ?? [])].map((h) => h.textContent);
    expect(headers).toEqual([
      'Run',
      'Status',
      'Drops done',
      'Driver',
      'Contractor',
      'Routing group',
      'Planned',
      'Started',
      'Finished',
    ]);
    const rows = [...host.querySelectorAll('[data-testid^="run-row-"]')];
    expect(rows.map((r) => r.querySelectorAll('[role="cell"]').length)).toEqual([9, 9]);
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/run/1');
    // the run's cell lets an 'Unsent' badge wrap under the code (the column has a fixed width)
    expect(rows[0]?.querySelector('[role="cell"]')?.classList.contains('dc-grid-title')).toBe(true);
    expect(rows[0]?.textContent).toContain('Ruby Hayes');
    expect(rows.map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(rows[1]?.querySelector('[data-testid="status"]')?.textContent).toBe('in-progress');
  });

  it('shows names that come in after the runs (drivers, routing groups and their zones) in rows that are memoised', () => {
    const linkTo = (id: number) => `/run/${id}`;
    const started = runs.slice(0, 1).map((run) => ({ ...run, startedAt: '2026-11-24T19:30:00Z' }));
    const table = (names: { people: People; group: string; zone: string | null }) => (
      <MemoryRouter>
        <RunsTable
          runs={started}
          people={names.people}
          groupName={() => names.group}
          groupZone={() => names.zone}
          selectedId={null}
          linkTo={linkTo}
        />
      </MemoryRouter>
    );
    const unnamed = { nameOf: (id: unknown, kind: string) => `${kind} #${String(id)}` } as unknown as People;
    const host = renderWithChakra(table({ people: unnamed, group: '2', zone: 'UTC' }));
    const row = () => host.querySelector('[data-testid="run-row-1"]')?.textContent ?? '';
    expect(row()).toContain('Driver #7');
    expect(row()).toContain('19:30');
    rerenderWithChakra(table({ people, group: 'Adelaide', zone: 'Australia/Adelaide' }));
    expect(row()).toContain('Ruby Hayes');
    expect(row()).toContain('Adelaide');
    expect(row()).toContain('06:00');
  });
});
