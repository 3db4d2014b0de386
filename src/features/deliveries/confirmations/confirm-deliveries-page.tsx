/**
 * Wholesale / home deliveries confirmation (spec 2.4): the day's deliveries of one service type
 * that were loaded or are in transit, i.e. without a recorded outcome, confirmed delivered one by
 * one or in bulk. Each confirmation is an outbox patch with the row's version.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../../theme/busy-spinner';
import { useMemo, useState } from 'react';
import { useResourceList, useResourceMutation, type StoredRecord } from '../../../offline';
import { can } from '../../../resources/access';
import { deliveries } from '../../../resources/operations';
import { useAuth } from '../../../session/auth-context';
import { DeliveryFilters } from '..';
import { StatusBadge } from '../../../ui/resource-pages';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { useDeliveryQuery } from '..';
import { ListHeading } from '../../../ui/resource-pages';
import { LoadErrorAlert } from '../../../ui/resource-pages';
import { PendingBadge } from '../../../ui/resource-pages';
import { AWAITING_CONFIRMATION, CONFIRM_PATCH } from './confirm-delivery';
import { batchNotice, notify, recordLink, type BatchSave } from '../../../ui/notices';

const HIDDEN = ['serviceType', 'status', 'dateFrom', 'dateTo'] as const;

function ConfirmDeliveriesPage({ serviceType, title }: { serviceType: 'home' | 'wholesale'; title: string }) {
  const { state } = useAuth();
  const fixed = useMemo(() => ({ serviceType, status: AWAITING_CONFIRMATION.join(',') }), [serviceType]);
  const query = useDeliveryQuery({ fixed, defaultSort: 'windowStart,reference' });
  const params = useMemo(() => ({ ...query.params, limit: 1000, offset: 0 }), [query.params]);
  const list = useResourceList('deliveries', params);
  const mutation = useResourceMutation('deliveries');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const mayConfirm = state.user ? can(state.user, deliveries, 'patch') : false;
  const open = list.data.filter(
    (d) => !d.pendingStatus && AWAITING_CONFIRMATION.includes(d.status as (typeof AWAITING_CONFIRMATION)[number]),
  );

  const confirm = async (rows: StoredRecord[]) => {
    setBusy(true);
    const saves: BatchSave[] = [];
    for (const row of rows) {
      const result = await mutation.patch(row.id, { ...CONFIRM_PATCH }, row.version);
      const name = String(row.reference);
      saves.push({ name, result, link: recordLink('deliveries', row.id, `Delivery ${name}`) });
    }
    setSelected(new Set());
    setBusy(false);
    const notice = batchNotice({ one: 'delivery', many: 'deliveries' }, 'confirmed', saves);
    if (notice) notify(notice);
  };
  const toggle = (id: number) =>
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const columns: DataColumn<(typeof list.data)[number]>[] = [
    { key: 'reference', header: 'Reference', kind: 'reference' },
    { key: 'recipientName', header: 'Recipient' },
    { key: 'address', header: 'Address', value: (d) => `${d.address}, ${d.suburb}` },
    { key: 'window', header: 'Window', kind: 'time', value: (d) => `${d.windowStart}–${d.windowEnd}` },
    {
      key: 'status',
      header: 'Status',
      kind: 'status',
      cell: (d) => (
        <>
          <StatusBadge status={d.status} /> <PendingBadge marks={d} />
        </>
      ),
    },
    ...(mayConfirm
      ? [
          {
            key: 'confirm',
            header: 'Confirm',
            hideHeader: true,
            cell: (d: (typeof list.data)[number]) =>
              open.includes(d) ? (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void confirm([d])}
                  aria-label={`Confirm ${d.reference} delivered`}
                >
                  Confirm delivered
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <ListHeading list={list}>{title}</ListHeading>
      <Text fontSize="sm">
        {serviceType === 'home' ? 'Home' : 'Wholesale'} deliveries of the day that were loaded or are in transit and
        have no outcome yet. Confirm the ones you know were delivered.
      </Text>
      <DeliveryFilters key={query.search.toString()} value={query.draft} onApply={query.applyFilters} hidden={HIDDEN} />
      {list.error ? (
        <LoadErrorAlert what="Deliveries" message={list.error.displayMessage} />
      ) : list.isLoading ? (
        <BusySpinner label="Loading deliveries" />
      ) : list.data.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
          Nothing to confirm for these filters.
        </Box>
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" data-testid="confirm-count">
              {open.length} awaiting confirmation
              {list.count > list.data.length ? ` (first ${list.data.length} of ${list.count})` : ''}
            </Text>
            {mayConfirm && (
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy || open.length === 0}
                  onClick={() => setSelected(new Set(open.map((d) => d.id)))}
                >
                  Select all
                </Button>
                <Button
                  size="sm"
                  disabled={busy || selected.size === 0}
                  loading={busy}
                  onClick={() => void confirm(open.filter((d) => selected.has(d.id)))}
                >
                  Confirm {selected.size} delivered
                </Button>
              </HStack>
            )}
          </HStack>
          <DataTable
            label={title}
            columns={columns}
            rows={list.data}
            rowKey={(d) => d.id}
            maxH="max(20rem, calc(100vh - 24rem))"
            select={
              mayConfirm
                ? {
                    header: 'Pick',
                    isSelected: (d) => selected.has(d.id),
                    isDisabled: (d) => !open.includes(d),
                    onToggle: (d) => toggle(d.id),
                    label: (d) => `Select ${d.reference}`,
                  }
                : undefined
            }
          />
        </>
      )}
    </Stack>
  );
}

export function WholesaleConfirmRoute() {
  return <ConfirmDeliveriesPage serviceType="wholesale" title="Wholesale deliveries confirmation" />;
}

export function HomeConfirmRoute() {
  return <ConfirmDeliveriesPage serviceType="home" title="Home deliveries confirmation" />;
}
