/**
 * `/d/retail-exceptions`: the coordinator's view of the retail exceptions still to deal with
 * (docs/rds.md). Every open and in-progress exception the user may see, oldest first, with its
 * store, category, what happened and how many days it has been open; the reference opens the
 * exception's page, where it is moved on or resolved (the status picker offers only the user's
 * moves). The counts say how much is waiting. Read from the records kept on the device, so it
 * opens with no network.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { operatorToday } from '../../lib/calendar';
import { useResourceList, type StoredOf } from '../../offline';
import { retailExceptions } from '../../resources/rds';
import { recordPath } from '../../screens';
import { InlineLink } from '../../ui';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { ListHeading } from '../../ui/resource-pages';

type Exception = StoredOf<'retailExceptions'>;
interface Waiting {
  x: Exception;
  store: string;
  days: number;
}

/** Still to deal with: the statuses an exception can be resolved from (its lifecycle says which). */
const STILL_OPEN: ReadonlySet<string> = new Set(
  retailExceptions.lifecycle?.transitions.filter((t) => t.to === 'resolved').flatMap((t) => t.from) ?? [],
);
const ALL = { limit: -1, sort: 'raisedOn,reference' } as const;

/** Whole days from one yyyy-MM-dd to another. */
export function daysOpen(raisedOn: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${raisedOn}T00:00:00Z`)) / 86_400_000));
}

/** The exceptions still to deal with, oldest first (pure; tested alone). */
export function waitingExceptions(
  exceptions: readonly Exception[],
  storeNames: ReadonlyMap<number, string>,
  today: string,
): Waiting[] {
  return exceptions
    .filter((x) => STILL_OPEN.has(x.status))
    .map((x) => ({ x, store: storeNames.get(x.storeId) ?? `Store ${x.storeId}`, days: daysOpen(x.raisedOn, today) }))
    .sort((a, b) => b.days - a.days || a.x.reference.localeCompare(b.x.reference));
}

const COLUMNS: readonly DataColumn<Waiting>[] = [
  {
    key: 'reference',
    header: 'Reference',
    kind: 'reference',
    cell: (r) => <InlineLink to={recordPath('retailExceptions.detail', r.x.id)}>{r.x.reference}</InlineLink>,
  },
  { key: 'raisedOn', header: 'Raised on', kind: 'date', value: (r) => r.x.raisedOn },
  { key: 'days', header: 'Days open', kind: 'number', value: (r) => String(r.days) },
  { key: 'store', header: 'Store', value: (r) => r.store },
  { key: 'category', header: 'Category', value: (r) => r.x.category },
  { key: 'description', header: 'What happened', value: (r) => r.x.description },
  { key: 'status', header: 'Status', kind: 'status', value: (r) => r.x.status },
];

export function OpenExceptionsPage() {
  const exceptions = useResourceList('retailExceptions', ALL);
  const stores = useResourceList('rdsStores', { limit: -1 });
  const today = operatorToday();
  const rows = useMemo(
    () =>
      waitingExceptions(exceptions.data, new Map(stores.data.map((s) => [s.id, `${s.storeNumber} ${s.name}`])), today),
    [exceptions.data, stores.data, today],
  );
  const inProgress = rows.filter((r) => r.x.status === 'in-progress').length;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <ListHeading list={exceptions}>Retail Exceptions</ListHeading>
      <Text>Exceptions raised at stores and not yet resolved, oldest first. Open one to move it on or resolve it.</Text>
      <HStack gap="6" wrap="wrap" data-testid="waiting-counts">
        <Text>
          <b>{rows.length - inProgress}</b> open
        </Text>
        <Text>
          <b>{inProgress}</b> in progress
        </Text>
        <Text>
          Oldest: <b>{rows[0] ? `${rows[0].days} days` : 'none'}</b>
        </Text>
      </HStack>
      <Box>
        <DataTable
          label="Retail exceptions still open"
          testId="open-exceptions"
          maxH="max(20rem, calc(100vh - 22rem))"
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.x.id}
          status={{ state: exceptions, what: 'Open retail exceptions', emptyHint: ' Every exception is resolved.' }}
        />
      </Box>
    </Stack>
  );
}
