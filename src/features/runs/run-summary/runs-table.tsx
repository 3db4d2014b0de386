/** The runs of the summary: progress, driver, contractor, status, start and finish. */
import { Table } from '@chakra-ui/react';
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

/**
 * One run: plain cells styled by the `dc-tbody` classes (a Chakra cell per column, times every
 * run of a country's day, was the page's start-up cost), memoised on the run and the selection.
 */
const RunRow = memo(
  function RunRow({ run, selected, people, groupName, groupZone, linkTo }: RunRowProps) {
    const zone = groupZone(run.routingGroupId);
    return (
      <tr data-testid={`run-row-${run.id}`} aria-selected={selected}>
        <td className="dc-nowrap">
          <span className="dc-link">
            <RouterLink to={linkTo(run.id)} aria-current={selected ? 'true' : undefined}>
              {String(run.code)}
            </RouterLink>
          </span>{' '}
          <PendingBadge marks={run} />
        </td>
        <td>
          <StatusBadge status={run.status} />
        </td>
        <td>
          <ProgressBar run={run} />
        </td>
        <td className="dc-nowrap">{people.nameOf(run.driverId, 'Driver')}</td>
        <td className="dc-nowrap">{people.nameOf(run.contractorId, 'Contractor')}</td>
        <td className="dc-nowrap">{groupName(run.routingGroupId)}</td>
        <td>{String(run.plannedStart ?? '—')}</td>
        <td>{clockTime(run.startedAt, zone)}</td>
        <td>{clockTime(run.finishedAt, zone)}</td>
      </tr>
    );
  },
  (a, b) => a.run === b.run && a.selected === b.selected && a.people === b.people && a.groupName === b.groupName && a.groupZone === b.groupZone && a.linkTo === b.linkTo,
);

export function RunsTable({ runs, people, groupName, groupZone, selectedId, linkTo }: RunsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="65vh">
      <Table.Root size="sm" stickyHeader aria-label="Runs">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Run</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader minW="10rem">Drops done</Table.ColumnHeader>
            <Table.ColumnHeader>Driver</Table.ColumnHeader>
            <Table.ColumnHeader>Contractor</Table.ColumnHeader>
            <Table.ColumnHeader>Routing group</Table.ColumnHeader>
            <Table.ColumnHeader>Planned</Table.ColumnHeader>
            <Table.ColumnHeader>Started</Table.ColumnHeader>
            <Table.ColumnHeader>Finished</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <tbody className="dc-tbody">
          {runs.map((run) => (
            <RunRow key={run.id} run={run} selected={run.id === selectedId} people={people} groupName={groupName} groupZone={groupZone} linkTo={linkTo} />
          ))}
        </tbody>
      </Table.Root>
    </Table.ScrollArea>
  );
}
