/** One run on an assign screen: its crew and a picker that saves through the outbox. */
import { Badge, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResourceMutation, StoredRecord, WithPending } from '../../../offline';
import { PendingBadge } from '../../../ui/resource-pages';
import type { People, Person } from '../shared/people';
import { StatusBadge } from '../../../ui/resource-pages';
import { assignmentPatch, type AssignKind } from './assign-url';
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
  const list =
    current !== null && !options.some((p) => p.id === current)
      ? [{ id: current, name: people.nameOf(current, label), role: kind }, ...options]
      : options;
  const why = whyNotReassignable(run, timeZone);
  const editable = canEdit && why === null;

  const choose = async (value: string) => {
    const personId = value === '' ? null : Number(value);
    if (personId === current) return;
    setMessage(null);
    onAssign(run.id);
    const result = await mutation.patch(run.id, assignmentPatch(kind, run, personId), run.version);
    if (result.outcome === 'queued') setMessage('Saved on this device; it will be sent when the connection returns.');
    else if (result.outcome === 'conflict') setMessage('Someone else changed this run. Check the outbox.');
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
                  {p.name}
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
