/**
 * One movement on the allocator: lane and times, the truck, trailer, dolly and second trailer
 * pickers, the conflicts of the chosen units (shown before saving, which they block), and the
 * answer of the save (sent, kept on this device, conflict, refused). Saves through the outbox.
 */
import { Badge, Box, Button, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResourceMutation, StoredRecord, WithPending } from '../../offline';
import type { Unit } from '../../resources/line-haul-conflicts';
import { PendingBadge, StatusBadge, formatTime } from '../../ui/resource-pages';
import { allocationPatch, draftConflicts, draftOf, isChanged, type Draft, type DraftField } from './allocation';
import type { LineHaulLists } from './use-line-haul-lists';
import { notifySave, recordLink } from '../../ui/notices';

interface Props {
  movement: WithPending<StoredRecord>;
  all: readonly StoredRecord[];
  lists: LineHaulLists;
  mutation: ResourceMutation;
}

const PICKERS: readonly [DraftField, string, 'truck' | 'trailer' | 'dolly'][] = [
  ['truckId', 'Truck', 'truck'],
  ['trailerId', 'Trailer', 'trailer'],
  ['dollyId', 'Dolly', 'dolly'],
  ['secondTrailerId', 'Second trailer', 'trailer'],
];

function unitLabel(u: Unit): string {
  const capacity = u.palletCapacity ? `, ${u.palletCapacity} pallets` : '';
  return `${u.title}${u.status === 'available' ? '' : ` (${u.status})`}${capacity}`;
}

export function AllocatorRow({ movement, all, lists, mutation }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(movement));
  const [base, setBase] = useState(movement.version);
  const [saving, setSaving] = useState(false);
  if (base !== movement.version) {
    setBase(movement.version);
    setDraft(draftOf(movement));
  }
  const reference = String(movement.reference);
  const carried = typeof movement.subcontractorId === 'number';
  const conflicts = draftConflicts(movement, draft, all, lists.fleet);
  const changed = isChanged(movement, draft);
  const editable = movement.status === 'planned' || movement.status === 'allocated';

  const save = async () => {
    setSaving(true);
    const result = await mutation.patch(movement.id, allocationPatch(movement, draft), movement.version);
    setSaving(false);
    const name = `Movement ${reference}`;
    notifySave(name, result, { done: 'allocated', link: recordLink('lineHaulMovements', movement.id, name) });
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid={`allocate-${reference}`} listStyleType="none">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">{reference}</Text>
          <Text fontSize="sm" truncate>
            {lists.legName(movement.legId)} · {formatTime(String(movement.plannedDeparture))}–
            {formatTime(String(movement.plannedArrival))} · {String(movement.pallets ?? 0)} pallets
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {lists.carrierName(movement.subcontractorId)}
            {movement.driverName ? ` · ${String(movement.driverName)}` : ''}
          </Text>
        </Stack>
        <HStack gap="1">
          <StatusBadge status={movement.status} />
          <PendingBadge marks={movement} />
        </HStack>
      </HStack>
      {carried ? (
        <Text fontSize="sm" mt="2">
          The carrier brings its own units.
        </Text>
      ) : !editable ? (
        <Text fontSize="sm" mt="2" data-testid="units">
          {PICKERS.filter(([field]) => draft[field] !== null)
            .map(
              ([field, label, kind]) =>
                `${label} ${lists.fleet[kind].get(draft[field] ?? 0)?.title ?? 'not on this device'}`,
            )
            .join(' · ') || 'No units'}
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr) auto' }} gap="2" mt="2" alignItems="end">
          {PICKERS.map(([field, label, kind]) => (
            <NativeSelect.Root key={field} size="sm">
              <NativeSelect.Field
                aria-label={`${label} for ${reference}`}
                value={draft[field] === null ? '' : String(draft[field])}
                onChange={(e) =>
                  setDraft((d) => ({ ...d, [field]: e.target.value === '' ? null : Number(e.target.value) }))
                }
              >
                <option value="">{label}: none</option>
                {[...lists.fleet[kind].values()]
                  .filter((u) => u.status !== 'retired' || u.id === draft[field])
                  .map((u) => (
                    <option key={u.id} value={u.id}>
                      {unitLabel(u)}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ))}
          <Button
            size="sm"
            onClick={() => void save()}
            disabled={!changed || conflicts.length > 0 || saving}
            gridColumn={{ base: 'span 2', lg: 'auto' }}
          >
            Allocate
          </Button>
        </Grid>
      )}
      {conflicts.length > 0 ? (
        <Stack as="ul" gap="1" mt="2" role="alert" aria-label={`Conflicts of ${reference}`}>
          {conflicts.map((c) => (
            <HStack as="li" key={`${c.kind}-${c.field}`} gap="2" align="start">
              <Badge colorPalette={c.kind === 'capacity' ? 'orange' : 'red'}>
                {c.kind === 'double-booked' ? 'Double booked' : c.kind === 'capacity' ? 'Over capacity' : 'Unavailable'}
              </Badge>
              <Text fontSize="sm">{c.message}</Text>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
