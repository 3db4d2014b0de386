/** One run's picker on an assign screen (its table cell): it saves through the outbox and says how that went. */
import { Badge, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResourceMutation, StoredRecord, WithPending } from '../../../offline';
import { forGroup } from '../shared/crew-names';
import type { People, Person } from '../shared/people';
import { chooseAndAnnounce } from './assign-choice';
import type { AssignKind } from './assign-url';
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
    </>
  );
}

function unknownPerson(id: number, name: string, role: AssignKind): Person {
  return { id, name, role, routingGroupId: null, label: name };
}
