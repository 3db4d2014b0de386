/** The runs of the summary: progress, driver, contractor, status, start and finish. */
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StoredRecord, WithPending } from '../../../offline';
import { PendingBadge } from '../../resource-pages';
import { clockTime } from '../shared/format';
import type { People } from '../shared/people';
import { ProgressBar } from '../shared/progress-bar';
import { StatusBadge } from '../../resource-pages';

export interface RunsTableProps {
  runs: WithPending<StoredRecord>[];
  people: People;
  groupName: (id: unknown) => string;
  groupZone: (id: unknown) => string | null;
  selectedId: number | null;
  linkTo: (runId: number) => string;
}

interface RunRowProps extends Omit<RunsTableProps, 'runs' | 'selectedId'> {
  run: WithPending<StoredRecord>;
  selected: boolean;
}

/** Column widths, shared by the header and every row (each row is a grid of its own). */
const COLUMNS = ['Run', 'Status', 'Drops done', 'Driver', 'Contractor', 'Routing group', 'Planned', 'Started', 'Finished'] as const;
const TEMPLATE = '7.5rem 6.5rem 10rem minmax(8.5rem, 1fr) minmax(8.5rem, 1fr) minmax(8.5rem, 1fr) 4.75rem 4.75rem 4.75rem';

/** A cell that keeps to one line; the whole text is its title when it is cut. */
function TextCell({ text }: { text: string }) {
  return (
    <div role="cell" className="dc-grid-cell dc-ellipsis" title={text}>
      {text}
    </div>
  );
}

/**
 * One run: plain elements with static classes (a styled cell per column, times every run of a
 * country's day, was the page's start-up cost), memoised on the run and the selection. A row
 * off screen is skipped by the browser's style and layout (`content-visibility: auto` on
 * `.dc-grid-row`), yet stays in the document for find-in-page, assistive technology and tests.
 */
const RunRow = memo(
  function RunRow({ run, selected, people, groupName, groupZone, linkTo }: RunRowProps) {
    const zone = groupZone(run.routingGroupId);
    return (
      <div role="row" className="dc-grid-row" data-testid={`run-row-${run.id}`} aria-selected={selected}>
        <div role="cell" className="dc-grid-cell dc-grid-title">
          <RouterLink to={linkTo(run.id)} className="dc-link" aria-current={selected ? 'true' : undefined}>
            {String(run.code)}
          </RouterLink>
          <PendingBadge marks={run} />
        </div>
        <div role="cell" className="dc-grid-cell">
          <StatusBadge status={run.status} />
        </div>
        <div role="cell" className="dc-grid-cell">
          <ProgressBar run={run} />
        </div>
        <TextCell text={people.nameOf(run.driverId, 'Driver')} />
        <TextCell text={people.nameOf(run.contractorId, 'Contractor')} />
        <TextCell text={groupName(run.routingGroupId)} />
        <TextCell text={String(run.plannedStart ?? '—')} />
        <TextCell text={clockTime(run.startedAt, zone)} />
        <TextCell text={clockTime(run.finishedAt, zone)} />
      </div>
    );
  },
  (a, b) => a.run === b.run && a.selected === b.selected && a.people === b.people && a.groupName === b.groupName && a.groupZone === b.groupZone && a.linkTo === b.linkTo,
);

/** ARIA table roles on a grid of divs: rows can then be skipped off screen, which table rows cannot. */
export function RunsTable({ runs, people, groupName, groupZone, selectedId, linkTo }: RunsTableProps) {
  return (
    <div className="dc-grid-scroll" style={{ maxHeight: '65vh' }}>
      <div role="table" aria-label="Runs" className="dc-grid" style={{ ['--dc-grid-template' as string]: TEMPLATE }}>
        <div role="rowgroup" className="dc-grid-head">
          <div role="row" className="dc-grid-row">
            {COLUMNS.map((label) => (
              <div role="columnheader" key={label} className="dc-grid-cell dc-ellipsis" title={label}>
                {label}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {runs.map((run) => (
            <RunRow key={run.id} run={run} selected={run.id === selectedId} people={people} groupName={groupName} groupZone={groupZone} linkTo={linkTo} />
          ))}
        </div>
      </div>
    </div>
  );
}
