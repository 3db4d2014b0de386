/** One run's picker on an assign screen (its table cell): it saves through the outbox and says how that went. */
import { Badge, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResourceMutation, StoredRecord, WithPending } from '../../../offline';
import type { People, Person } from '../shared/people';
import { assignmentPatch, type AssignKind } from './assign-url';
import { whyNotReassignable } from './reassign-reasons';

export interface AssignPickerProps {
  kind: AssignKind;
  run: WithPending<StoredRecord>;
  options: Person[];
  people: People;
  timeZone: string | null;
  canEdit: boolean;
  mutation: ResourceMutation;
  onAssign: (runId: number) => void;
}

export function AssignPicker({ kind, run, options, people, timeZone, canEdit, mutation, onAssign }: AssignPickerProps) {
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
    <>
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
    </>
  );
}
