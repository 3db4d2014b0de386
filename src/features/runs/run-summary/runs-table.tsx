/** The runs of the summary: progress, driver, contractor, status, start and finish. */
import { chakra, Table } from '@chakra-ui/react';
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
        <Table.Body>
          {runs.map((run) => {
            const selected = run.id === selectedId;
            return (
              <Table.Row key={run.id} data-testid={`run-row-${run.id}`} aria-selected={selected} bg={selected ? 'blue.subtle' : undefined}>
                <Table.Cell whiteSpace="nowrap">
                  <chakra.span color="blue.fg" textDecoration="underline" fontWeight="medium">
                    <RouterLink to={linkTo(run.id)} aria-current={selected ? 'true' : undefined}>
                      {String(run.code)}
                    </RouterLink>
                  </chakra.span>{' '}
                  <PendingBadge marks={run} />
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={run.status} />
                </Table.Cell>
                <Table.Cell>
                  <ProgressBar run={run} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{people.nameOf(run.driverId, 'Driver')}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{people.nameOf(run.contractorId, 'Contractor')}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{groupName(run.routingGroupId)}</Table.Cell>
                <Table.Cell>{String(run.plannedStart ?? '—')}</Table.Cell>
                <Table.Cell>{clockTime(run.startedAt, groupZone(run.routingGroupId))}</Table.Cell>
                <Table.Cell>{clockTime(run.finishedAt, groupZone(run.routingGroupId))}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
