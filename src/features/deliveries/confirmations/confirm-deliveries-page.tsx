/**
 * Wholesale / home deliveries confirmation (spec 2.4): the day's deliveries of one service type
 * that were loaded or are in transit, i.e. without a recorded outcome, confirmed delivered one by
 * one or in bulk. Each confirmation is an outbox patch with the row's version.
 */
import { Alert, Box, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../../theme/busy-spinner';
import { useMemo, useState } from 'react';
import { useResourceList, useResourceMutation, type StoredRecord } from '../../../offline';
import { can } from '../../../resources/access';
import { deliveries } from '../../../resources/operations';
import { useAuth } from '../../../session/auth-context';
import { DeliveryFilters } from '..';
import { StatusBadge } from '../../../ui/resource-pages';
import { useDeliveryQuery } from '..';
import { ListHeading } from '../../../ui/resource-pages';
import { LoadErrorAlert } from '../../../ui/resource-pages';
import { PendingBadge } from '../../../ui/resource-pages';
import { AWAITING_CONFIRMATION, confirmPatch } from './confirm-delivery';

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
  const [message, setMessage] = useState<string | null>(null);
  const mayConfirm = state.user ? can(state.user, deliveries, 'patch') : false;
  const open = list.data.filter(
    (d) => !d.pendingStatus && AWAITING_CONFIRMATION.includes(d.status as (typeof AWAITING_CONFIRMATION)[number]),
  );

  const confirm = async (rows: StoredRecord[]) => {
    setBusy(true);
    const counts = { sent: 0, queued: 0, refused: 0 };
    for (const row of rows) {
      const r = await mutation.patch(row.id, confirmPatch(row, state.user?.name ?? 'office', new Date()), row.version);
      if (r.outcome === 'sent') counts.sent++;
      else if (r.outcome === 'rejected') counts.refused++;
      else counts.queued++;
    }
    setSelected(new Set());
    setBusy(false);
    setMessage(
      [
        counts.sent && `${counts.sent} confirmed`,
        counts.queued && `${counts.queued} confirmed on this device (sent when online)`,
        counts.refused && `${counts.refused} refused by the server`,
      ]
        .filter(Boolean)
        .join(', ') + '.',
    );
  };
  const toggle = (id: number) =>
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <ListHeading list={list}>{title}</ListHeading>
      <Text fontSize="sm">
        {serviceType === 'home' ? 'Home' : 'Wholesale'} deliveries of the day that were loaded or are in transit and
        have no outcome yet. Confirm the ones you know were delivered.
      </Text>
      <DeliveryFilters key={query.search.toString()} value={query.draft} onApply={query.applyFilters} hidden={HIDDEN} />
      {message && (
        <Alert.Root status="info" role="status" data-testid="confirm-result">
          <Alert.Indicator />
          <Alert.Description>{message}</Alert.Description>
        </Alert.Root>
      )}
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
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="max(20rem, calc(100vh - 24rem))">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  {mayConfirm && <Table.ColumnHeader width="3rem">Pick</Table.ColumnHeader>}
                  <Table.ColumnHeader>Reference</Table.ColumnHeader>
                  <Table.ColumnHeader>Recipient</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Window</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  {mayConfirm && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.map((d) => {
                  const waiting = open.includes(d);
                  return (
                    <Table.Row key={d.id}>
                      {mayConfirm && (
                        <Table.Cell>
                          <Checkbox.Root
                            size="sm"
                            checked={selected.has(d.id)}
                            disabled={!waiting}
                            onCheckedChange={() => toggle(d.id)}
                          >
                            <Checkbox.HiddenInput aria-label={`Select ${d.reference}`} />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Table.Cell>
                      )}
                      <Table.Cell>{d.reference}</Table.Cell>
                      <Table.Cell>{d.recipientName}</Table.Cell>
                      <Table.Cell>{`${d.address}, ${d.suburb}`}</Table.Cell>
                      <Table.Cell>{`${d.windowStart}–${d.windowEnd}`}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={d.status} /> <PendingBadge marks={d} />
                      </Table.Cell>
                      {mayConfirm && (
                        <Table.Cell>
                          {waiting && (
                            <Button
                              size="xs"
                              variant="outline"
                              disabled={busy}
                              onClick={() => void confirm([d])}
                              aria-label={`Confirm ${d.reference} delivered`}
                            >
                              Confirm delivered
                            </Button>
                          )}
                        </Table.Cell>
                      )}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
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
