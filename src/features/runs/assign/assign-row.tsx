/** One run on an assign screen: its crew and a picker that saves through the outbox. */
import { Badge, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResourceMutation, StoredRecord, WithPending } from '../../../offline';
import { PendingBadge } from '../../../ui/resource-pages';
import { forGroup } from '../shared/crew-names';
import type { People, Person } from '../shared/people';
import { StatusBadge } from '../../../ui/resource-pages';
import { chooseAndAnnounce } from './assign-choice';
import type { AssignKind } from './assign-url';
import { whyNotReassignable } from './reassign-reasons';

export interface AssignRowProps {
  kind: AssignKind;
  run: WithPending<StoredRecord>;
  options: Person[];
  people: People;
  groupName: string;
  timeZone: string | null;
  canEdit: boolean;
  mutation: ResourceMutation;
  onAssign: (runId: number) => void;
}

export function AssignRow({
  kind,
  run,
  options,
  people,
  groupName,
  timeZone,
  canEdit,
  mutation,
  onAssign,
}: AssignRowProps) {
  const [message, setMessage] = useState<string | null>(null);
  const field = kind === 'driver' ? 'driverId' : 'contractorId';
  const current = typeof run[field] === 'number' ? (run[field] as number) : null;
  const label = kind === 'driver' ? 'Driver' : 'Contractor';
  // the run's routing group's people (namesakes told apart by depot), and whoever is on it now
  const inGroup = forGroup(options, run.routingGroupId);
  const list: Person[] =
    current !== null && !inGroup.some((p) => p.id === current)
      ? [
          options.find((p) => p.id === current) ?? unknownPerson(current, people.nameOf(current, label), kind),
          ...inGroup,
        ]
      : inGroup;
  const why = whyNotReassignable(run, timeZone);
  const editable = canEdit && why === null;

  const choose = async (value: string) => {
    const personId = value === '' ? null : Number(value);
    if (personId === current) return;
    setMessage(null);
    onAssign(run.id);
    const person = people.nameOf(personId ?? current, label);
    const result = await chooseAndAnnounce({ kind, run, personId, person, mutation });
    // said in place too, beside the picker the person used (the notice names and links the run)
    if (result.outcome === 'conflict') setMessage('Someone else changed this run. Check Unsent Changes.');
    else if (result.outcome === 'rejected') setMessage(result.error ?? 'The server refused this change.');
  };

  return (
    <Table.Row data-testid={`assign-row-${run.id}`}>
      <Table.Cell whiteSpace="nowrap" fontWeight="medium">
        {String(run.code)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{groupName}</Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <StatusBadge status={run.status} />
          <PendingBadge marks={run} />
        </HStack>
      </Table.Cell>
      <Table.Cell>{String(run.dropsTotal ?? 0)}</Table.Cell>
      {kind === 'driver' ? (
        <Table.Cell whiteSpace="nowrap">{people.nameOf(run.contractorId, 'Contractor')}</Table.Cell>
      ) : null}
      <Table.Cell minW="12rem">
        {editable ? (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={`${label} for run ${String(run.code)}`}
              value={current === null ? '' : String(current)}
              onChange={(e) => void choose(e.target.value)}
            >
              <option value="">Unassigned</option>
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <>
            <Text>{current === null ? <Badge>Unassigned</Badge> : people.nameOf(current, label)}</Text>
            {canEdit && why ? (
              <Text fontSize="xs" color="fg.muted" data-testid="not-reassignable">
                {why}
              </Text>
            ) : null}
          </>
        )}
        {message ? (
          <Text fontSize="xs" mt="1" role="status">
            {message}
          </Text>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

function unknownPerson(id: number, name: string, role: AssignKind): Person {
  return { id, name, role, routingGroupId: null, label: name };
}
