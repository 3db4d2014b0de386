/**
 * /client-tools/print-orders (Print Orders, Tools): a client's orders of one day as a sheet to
 * print and hand out: each delivery's reference, order number, recipient, address, window (the
 * depot's clock), boxes and instructions, by routing group and suburb, with the count and boxes
 * in the header. The day, client and routing group are in the path (print-orders-path.ts). Only
 * the clients the user may act for are offered; the server scopes the list the same way.
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { operatorToday } from '../../lib/calendar';
import { formatDayWithYear } from '../../lib/day-names';
import { useReferenceList, useResourceList } from '../../offline';
import { useSelectedClient } from '../../session/selected-client';
import { DataTable, sumOf, type DataColumn } from '../../ui/data-table';
import { DayInput } from '../../ui/day-input';
import { FilterSelect } from '../../ui/filter-select';
import { PageFrame } from '../../ui/page-frame';
import { PrintButton, PrintPageStyles } from '../../ui/print-layout';
import { PRINT_ORDERS_PATH, type PrintOrdersFilters } from './print-orders-path';
import { sheetOrder, type Order } from './print-orders-sheet';

const windowText = (o: Order) =>
  o.windowStart || o.windowEnd ? `${o.windowStart?.slice(0, 5) ?? '…'}–${o.windowEnd?.slice(0, 5) ?? '…'}` : '';

export function PrintOrdersPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const today = operatorToday();
  const selected = useSelectedClient();
  const parsed = PRINT_ORDERS_PATH.parse(pathname, today);
  const filters: PrintOrdersFilters = {
    ...parsed,
    clientId: parsed.clientId ?? (selected.clientId > 0 ? selected.clientId : null),
  };
  const go = (next: Partial<PrintOrdersFilters>) =>
    navigate(PRINT_ORDERS_PATH.format({ ...filters, ...next }, today), { replace: true });

  const clients = useReferenceList('clients').data;
  const groups = useReferenceList('routingGroups').data;
  const params = useMemo(
    () => ({
      limit: -1,
      sort: 'reference',
      filters: {
        date: filters.date,
        ...(filters.clientId ? { clientId: String(filters.clientId) } : {}),
        ...(filters.routingGroupId ? { routingGroupId: String(filters.routingGroupId) } : {}),
      },
    }),
    [filters.date, filters.clientId, filters.routingGroupId],
  );
  const list = useResourceList('deliveries', params, { enabled: filters.clientId !== null });
  const client = clients.find((c) => c.id === filters.clientId);
  const groupName = useMemo(() => new Map(groups.map((g) => [g.id, g.name])), [groups]);
  const rows: Order[] = useMemo(() => sheetOrder(list.data, groupName), [list.data, groupName]);

  const columns: DataColumn<Order>[] = [
    { key: 'reference', header: 'Reference', kind: 'reference', value: (o) => o.reference },
    { key: 'orderNumber', header: 'Order', kind: 'reference', value: (o) => o.orderNumber ?? '' },
    { key: 'recipientName', header: 'Recipient', value: (o) => o.recipientName ?? '' },
    {
      key: 'address',
      header: 'Address',
      value: (o) => [o.address, o.suburb, o.postcode].filter(Boolean).join(', '),
      minW: '14rem',
    },
    {
      key: 'group',
      header: 'Routing group',
      value: (o) => (o.routingGroupId ? (groupName.get(o.routingGroupId) ?? '') : ''),
    },
    { key: 'window', header: 'Window', kind: 'reference', value: windowText },
    { key: 'boxes', header: 'Boxes', kind: 'number', value: (o) => o.boxCount ?? 0 },
    { key: 'instructions', header: 'Instructions', value: (o) => o.instructions ?? '', minW: '12rem' },
  ];

  return (
    <PageFrame title="Print Orders" state={filters.clientId === null ? undefined : list} actions={<PrintButton />}>
      <PrintPageStyles />
      <HStack gap="3" wrap="wrap" align="end">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Day
          </Text>
          <DayInput name="day" value={filters.date} onChange={(date) => go({ date })} />
        </Stack>
        <FilterSelect
          label="Client"
          name="client"
          value={filters.clientId ? String(filters.clientId) : ''}
          options={clients.map((c) => ({ value: String(c.id), label: c.name }))}
          allLabel="Choose a client"
          onChange={(v) => go({ clientId: v ? Number(v) : null })}
        />
        <FilterSelect
          label="Routing group"
          name="routingGroup"
          value={filters.routingGroupId ? String(filters.routingGroupId) : ''}
          options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          allLabel="All routing groups"
          onChange={(v) => go({ routingGroupId: v ? Number(v) : null })}
        />
      </HStack>
      {filters.clientId === null ? (
        <Text p="6" borderWidth="1px" borderRadius="md" textAlign="center">
          Choose a client to print its orders.
        </Text>
      ) : (
        <Stack gap="2" data-print-doc>
          <Heading as="h2" size="md" data-testid="print-orders-heading">
            {client?.name ?? 'Client'} · orders of {formatDayWithYear(filters.date)}
            {filters.routingGroupId ? ` · ${groupName.get(filters.routingGroupId) ?? ''}` : ''}
          </Heading>
          {!list.isLoading && !list.error && (
            <Text fontSize="sm" data-testid="print-orders-count">
              {rows.length.toLocaleString()} orders · {sumOf(rows, (o) => o.boxCount ?? 0).toLocaleString()} boxes
            </Text>
          )}
          <DataTable
            label={`Orders of ${client?.name ?? 'the client'}`}
            columns={columns}
            rows={rows}
            rowKey={(o) => o.id}
            status={{ state: list, what: 'Orders', emptyHint: 'Try another day or routing group.' }}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
