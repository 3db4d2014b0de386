/** The runs of the summary: progress, driver, contractor, status, start and finish. */
import { createContext, memo, useContext, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGrowingCount } from '../../../lib/use-growing-count';
import type { StoredRecord, WithPending } from '../../../offline';
import { PendingBadge } from '../../../ui/resource-pages';
import { clockTime } from '../../../ui/run-format';
import type { People } from '../shared/people';
import { ProgressBar } from '../shared/progress-bar';
import { StatusBadge } from '../../../ui/resource-pages';

export interface RunsTableProps {
  runs: WithPending<StoredRecord>[];
  people: People;
  groupName: (id: unknown) => string;
  groupZone: (id: unknown) => string | null;
  selectedId: number | null;
  linkTo: (runId: number) => string;
}

interface RunRowProps {
  run: WithPending<StoredRecord>;
  selected: boolean;
  linkTo: (runId: number) => string;
}

/**
 * The names a row shows (people, routing groups and their time zones), read by the cells that
 * show them: when the names come in (the drivers after the runs, the stored groups after the
 * network's), those cells render again, not every row (about 3,500 React fibers for a country's
 * day, one task of about 190 ms on this machine under Lighthouse's trace).
 */
type Names = Pick<RunsTableProps, 'people' | 'groupName' | 'groupZone'>;
const NamesContext = createContext<Names | null>(null);

function useNames(): Names {
  const names = useContext(NamesContext);
  if (!names) throw new Error('run cells need the RunsTable around them');
  return names;
}

function PersonCell({ id, kind }: { id: unknown; kind: 'Driver' | 'Contractor' }) {
  return <TextCell text={useNames().people.nameOf(id, kind)} />;
}

function GroupCell({ id }: { id: unknown }) {
  return <TextCell text={useNames().groupName(id)} />;
}

/** A clock time in the run's routing group's zone. */
function TimeCell({ iso, groupId }: { iso: unknown; groupId: unknown }) {
  return <TextCell text={clockTime(iso, useNames().groupZone(groupId))} />;
}

/** Column widths, shared by the header and every row (each row is a grid of its own). */
const COLUMNS = [
  'Run',
  'Status',
  'Drops done',
  'Driver',
  'Contractor',
  'Routing group',
  'Planned',
  'Started',
  'Finished',
] as const;
const TEMPLATE =
  '7.5rem 6.5rem 10rem minmax(8.5rem, 1fr) minmax(8.5rem, 1fr) minmax(8.5rem, 1fr) 4.75rem 4.75rem 4.75rem';

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
 * country's day, was the page's start-up cost), memoised on the run and the selection; the
 * cells that show names read them from NamesContext. A row off screen is skipped by the browser's style and layout (`content-visibility: auto` on
 * `.dc-grid-row`), yet stays in the document for find-in-page, assistive technology and tests.
 */
const RunRow = memo(
  function RunRow({ run, selected, linkTo }: RunRowProps) {
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
        <PersonCell id={run.driverId} kind="Driver" />
        <PersonCell id={run.contractorId} kind="Contractor" />
        <GroupCell id={run.routingGroupId} />
        <TextCell text={String(run.plannedStart ?? '—')} />
        <TimeCell iso={run.startedAt} groupId={run.routingGroupId} />
        <TimeCell iso={run.finishedAt} groupId={run.routingGroupId} />
      </div>
    );
  },
  (a, b) => a.run === b.run && a.selected === b.selected && a.linkTo === b.linkTo,
);

/** Runs drawn per commit while a long day is first drawn (useGrowingCount): more than a tablet's first screen. */
const RUNS_PER_SLICE = 20;

/**
 * ARIA table roles on a grid of divs: rows can then be skipped off screen, which table rows cannot.
 * A long day's runs are drawn 20 at a time, a task each, then all of them on every later render.
 */
export function RunsTable({ runs, people, groupName, groupZone, selectedId, linkTo }: RunsTableProps) {
  const drawn = useGrowingCount(runs.length, RUNS_PER_SLICE);
  const names = useMemo(() => ({ people, groupName, groupZone }), [people, groupName, groupZone]);
  return (
    <NamesContext.Provider value={names}>
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
            {runs.slice(0, drawn).map((run) => (
              <RunRow key={run.id} run={run} selected={run.id === selectedId} linkTo={linkTo} />
            ))}
          </div>
        </div>
      </div>
    </NamesContext.Provider>
  );
}
