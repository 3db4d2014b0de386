/**
 * Movement Allocator (/line-haul-movement/allocator): a day's movements against the trucks,
 * trailers and dollies. Every allocation is a PATCH through the outbox, so a yard tablet
 * allocates with no network and the edit reaches the server once when it returns; a unit booked
 * by someone else meanwhile comes back as a conflict (409 UNIT_BOOKED) in Unsent changes.
 * Movements of the day before and after are loaded too: overnight legs overlap the day's.
 */
import { Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResourceList, useResourceMutation } from '../../offline';
import { isCalendarDate } from '../../resources/common';
import { operatorToday, shiftDay } from '../../lib/calendar';
import { DayInput } from '../../ui';
import { dataStatus } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { allocatable } from './allocation';
import { AllocatorRow } from './allocator-row';
import { useLineHaulLists } from './use-line-haul-lists';

export function AllocatorPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('date') ?? '';
  const day = isCalendarDate(raw) ? raw : operatorToday();
  const params = useMemo(
    () => ({
      limit: -1,
      sort: 'plannedDeparture',
      filters: { date: { from: shiftDay(day, -1), to: shiftDay(day, 1) } },
    }),
    [day],
  );
  const movements = useResourceList('lineHaulMovements', params);
  const lists = useLineHaulLists();
  const mutation = useResourceMutation('lineHaulMovements');
  const shown = allocatable(movements.data, day);
  const unallocated = shown.filter((m) => m.status === 'planned').length;
  const status = dataStatus(
    movements,
    'Movements',
    shown.length === 0,
    ` There are no open movements on ${day}: build them from the leg schedules in Movement Builder.`,
  );

  return (
    <PageFrame title="Movement Allocator" state={movements}>
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={day} onChange={(d) => setSearch({ date: d })} />
        </Field.Root>
        <Text fontSize="sm" data-testid="unallocated-count">
          {unallocated} of {shown.length} movement{shown.length === 1 ? '' : 's'} still to allocate
        </Text>
      </HStack>
      {status ?? (
        <Stack as="ul" gap="2" aria-label={`Movements of ${day}`} p="0" m="0">
          {shown.map((m) => (
            <AllocatorRow key={m.id} movement={m} all={movements.data} lists={lists} mutation={mutation} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
