/**
 * Undated Deliveries Manage (/d/pre-deliveries/promote): orders that came in before their delivery
 * day was known. The operator filters them (client, zone, suburb, received, service), selects many
 * (click, Shift+click for a range, Space on a focused box, 'Select all shown'), picks the delivery
 * date and optionally one window, and promotes them: one `preDeliveryPromotions` create through
 * the outbox, applied by the server in one transaction (docs/operations.md). Offline it waits in
 * the outbox and its orders show 'queued'; a refused promotion says why.
 */
import { Alert, Box, Button, Field, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  useOutboxEntries,
  useReferenceTitles,
  useResourceList,
  useResourceMutation,
  type FilterValue,
} from '../../offline';
import { can, crossFieldProblems, preDeliveryPromotions } from '../../resources';
import { SERVICE_TYPES } from '../../resources/operations';
import { recordPath } from '../../screens';
import { useCurrentUser } from '../../session/auth-context';
import { DayInput, useSearchState } from '../../ui';
import { dataStatus, StatusBadge } from '../../ui/resource-pages';
import { operatorToday, shiftDay } from '../../lib/calendar';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { keepShown, queuedPromotions, toggleAll, toggleSelection } from './pre-delivery-selection';
import { PreDeliveryFilters, type PromoteFilters } from './pre-delivery-filters';
import { notifySave } from '../../ui/notices';

const FILTER_KEYS = ['client', 'zone', 'suburb', 'from', 'to', 'service', 'status'] as const;

function useFilters(): [PromoteFilters, (next: Partial<PromoteFilters>) => void] {
  const { search, newest, replace } = useSearchState();
  const valueOf = (params: URLSearchParams) =>
    Object.fromEntries(
      FILTER_KEYS.map((k) => [k, params.get(k) ?? (k === 'status' ? 'undated' : '')]),
    ) as unknown as PromoteFilters;
  const value = valueOf(search);
  const set = (next: Partial<PromoteFilters>) => {
    const merged = { ...valueOf(newest()), ...next };
    const out = new URLSearchParams();
    for (const k of FILTER_KEYS) if (merged[k] && !(k === 'status' && merged[k] === 'undated')) out.set(k, merged[k]);
    replace(out);
  };
  return [value, set];
}

function listFilters(f: PromoteFilters): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  if (f.status !== 'all') out.status = f.status;
  if (f.client) out.clientId = Number(f.client);
  if (f.zone) out.zoneId = Number(f.zone);
  if (f.suburb.trim()) out.suburb = f.suburb.trim();
  if (f.service) out.serviceType = f.service;
  if (f.from || f.to) out.receivedOn = { ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}) };
  return out;
}

export function PreDeliveriesPage() {
  const user = useCurrentUser();
  const [filters, setFilters] = useFilters();
  const list = useResourceList('preDeliveries', {
    limit: -1,
    sort: 'receivedOn,reference',
    filters: listFilters(filters),
  });
  const clientNames = useReferenceTitles('clients');
  const zoneNames = useReferenceTitles('zones');
  const queued = queuedPromotions(useOutboxEntries('preDeliveryPromotions'));
  const mutation = useResourceMutation('preDeliveryPromotions');
  const mayPromote = can(user, preDeliveryPromotions, 'create');

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const anchor = useRef<number | null>(null);
  const [date, setDate] = useState(() => shiftDay(operatorToday(), 1));
  const [ownWindow, setOwnWindow] = useState(true);
  const [windowStart, setWindowStart] = useState('08:00');
  const [windowEnd, setWindowEnd] = useState('17:00');
  const [busy, setBusy] = useState(false);

  const rows = list.data;
  const selectable = useMemo(
    () => rows.filter((r) => r.status === 'undated' && !queued.ids.has(r.id)).map((r) => r.id),
    [rows, queued.ids],
  );
  const chosen = keepShown(selected, selectable);
  const allChosen = selectable.length > 0 && selectable.every((id) => chosen.has(id));
  const windowProblem = ownWindow
    ? null
    : windowStart === '' || windowEnd === ''
      ? 'Give both ends of the window.'
      : (crossFieldProblems(preDeliveryPromotions, { windowStart, windowEnd })[0]?.message ?? null);
  const columns: DataColumn<(typeof rows)[number]>[] = [
    {
      key: 'reference',
      header: 'Reference · received',
      kind: 'reference',
      cell: (r) => (
        <>
          <Text fontWeight="medium">{String(r.reference)}</Text>
          <Text fontSize="xs" color="fg.muted">
            received {String(r.receivedOn)}
          </Text>
        </>
      ),
    },
    {
      key: 'clientId',
      header: 'Client',
      minW: '8rem',
      value: (r) => (typeof r.clientId === 'number' ? (clientNames.get(r.clientId) ?? 'Unknown client') : null),
    },
    {
      key: 'recipientName',
      header: 'Recipient · suburb, zone',
      minW: '10rem',
      cell: (r) => (
        <>
          <Text>{String(r.recipientName)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {String(r.suburb ?? '')}
            {typeof r.zoneId === 'number' ? `, ${zoneNames.get(r.zoneId) ?? ''}` : ''}
          </Text>
        </>
      ),
    },
    { key: 'serviceType', header: 'Service', hideBelow: 'lg' },
    { key: 'boxCount', header: 'Boxes', kind: 'number', hideBelow: 'lg' },
    {
      key: 'status',
      header: 'Status',
      kind: 'status',
      cell: (r) => {
        const deliveryId = typeof r.deliveryId === 'number' ? r.deliveryId : null;
        return queued.ids.has(r.id) ? (
          <Text as="span" color="orange.fg" data-testid="row-queued">
            queued for {queued.dateOf.get(r.id)}
          </Text>
        ) : r.status === 'promoted' && deliveryId !== null ? (
          <Link asChild colorPalette="blue">
            <RouterLink to={recordPath('deliveries.detail', deliveryId)}>
              delivery on {String(r.deliveryDate)}
            </RouterLink>
          </Link>
        ) : (
          <StatusBadge status={r.status} />
        );
      },
    },
  ];
  const status = dataStatus(
    list,
    'Undated deliveries',
    rows.length === 0,
    filters.status === 'undated'
      ? 'No undated orders match: every order has a delivery day, or change the filters.'
      : undefined,
  );

  const promote = async () => {
    const ids = selectable.filter((id) => chosen.has(id));
    if (ids.length === 0 || windowProblem) return;
    setBusy(true);
    const result = await mutation.create({
      date,
      windowStart: ownWindow ? null : windowStart,
      windowEnd: ownWindow ? null : windowEnd,
      preDeliveryIds: ids,
      deliveryIds: [],
      promotedBy: user.id,
    });
    setBusy(false);
    setSelected(new Set());
    notifySave(`${ids.length} ${ids.length === 1 ? 'order' : 'orders'}`, result, {
      done: `promoted to deliveries on ${date}`,
    });
  };

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} minWidth="0">
      <PreDeliveryFilters
        title="Undated Deliveries Manage"
        count={rows.length}
        list={list}
        value={filters}
        onChange={setFilters}
        clients={clientNames}
        zones={zoneNames}
        services={SERVICE_TYPES}
      />
      {queued.ids.size > 0 ? (
        <Alert.Root status="info" data-testid="promote-queued">
          <Alert.Indicator />
          <Alert.Description>
            {queued.ids.size} {queued.ids.size === 1 ? 'order waits' : 'orders wait'} on this device to be promoted;
            they go when the connection returns.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {queued.refused.map((reason) => (
        <Alert.Root key={reason} status="error">
          <Alert.Indicator />
          <Alert.Description>A promotion was refused: {reason}. Review it in Unsent Changes.</Alert.Description>
        </Alert.Root>
      ))}
      {mayPromote ? (
        <Box as="section" aria-label="Promote to deliveries" borderWidth="1px" borderRadius="md" p="3">
          <HStack gap="3" align="flex-end" wrap="wrap">
            <Field.Root width="auto">
              <Field.Label>Delivery date</Field.Label>
              <DayInput name="deliveryDate" value={date} onChange={setDate} />
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label>Window</Field.Label>
              <NativeSelect.Root size="sm" width="14.5rem">
                <NativeSelect.Field
                  name="windowChoice"
                  value={ownWindow ? 'own' : 'one'}
                  onChange={(e) => setOwnWindow(e.target.value === 'own')}
                >
                  <option value="own">Each order’s own window</option>
                  <option value="one">One window for all</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {!ownWindow ? (
              <>
                <Field.Root width="auto" invalid={windowProblem !== null}>
                  <Field.Label>From</Field.Label>
                  <Input
                    size="sm"
                    type="time"
                    width="8rem"
                    value={windowStart}
                    onChange={(e) => setWindowStart(e.target.value)}
                  />
                </Field.Root>
                <Field.Root width="auto" invalid={windowProblem !== null}>
                  <Field.Label>To</Field.Label>
                  <Input
                    size="sm"
                    type="time"
                    width="8rem"
                    value={windowEnd}
                    onChange={(e) => setWindowEnd(e.target.value)}
                  />
                </Field.Root>
              </>
            ) : null}
            <Button
              size="sm"
              colorPalette="blue"
              disabled={chosen.size === 0 || busy || windowProblem !== null}
              onClick={() => void promote()}
            >
              {chosen.size === 0 ? 'Select orders to promote' : `Promote ${chosen.size} to deliveries on ${date}`}
            </Button>
          </HStack>
          {windowProblem ? (
            <Text color="red.fg" fontSize="sm" mt="1">
              {windowProblem}
            </Text>
          ) : null}
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Read only: promoting needs the pre-delivery permission.
        </Text>
      )}
      {status ?? (
        <DataTable
          label="Undated orders"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          rowTestId={() => 'pre-delivery-row'}
          maxH="65vh"
          select={
            mayPromote
              ? {
                  header: 'Select',
                  isSelected: (r) => chosen.has(r.id),
                  isDisabled: (r) => !selectable.includes(r.id),
                  onToggle: (r, range) => {
                    setSelected(toggleSelection(chosen, selectable, r.id, anchor.current, range));
                    anchor.current = r.id;
                  },
                  label: (r) => `Select ${String(r.reference)}`,
                  all: {
                    checked: allChosen,
                    disabled: selectable.length === 0,
                    onToggle: () => setSelected(toggleAll(chosen, selectable)),
                    label: `Select all ${selectable.length} shown`,
                  },
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
