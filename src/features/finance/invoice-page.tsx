/**
 * An invoice's page (/b/invoices/{id}): the generic record view (its status moves: issue, paid,
 * void with a reason) and below it the invoice as it prints: client, number, period, every stored
 * line and the total, which is the sum of the lines. A draft has no lines yet (issuing writes
 * them, server/finance/invoices.ts) and says so with its preview figures. Printing shows the
 * invoice alone (src/ui/print-layout.tsx). docs/finance.md 'Invoices'.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatDateTime } from '../../lib/calendar';
import { useReferenceList, useResourceList } from '../../offline';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { centsCell, formatCents } from '../../ui/money';
import { PrintButton, PrintPageStyles } from '../../ui/print-layout';
import { ResourceDetailPage, StatusBadge } from '../../ui/resource-pages';
import { invoiceLineRows, type InvoiceLineRow } from './invoice-lines';

type InvoiceRecord = Record<string, unknown> & { id: number };

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function InvoiceDocument({ invoice }: { invoice: InvoiceRecord }) {
  const params = useMemo(() => ({ limit: -1, sort: 'id', filters: { invoiceId: String(invoice.id) } }), [invoice.id]);
  const lines = useResourceList('invoiceLines', params);
  const clients = useReferenceList('clients').data;
  const zones = useReferenceList('zones').data;
  const rows = useMemo(() => invoiceLineRows(lines.data, zones), [lines.data, zones]);
  const client = clients.find((c) => c.id === invoice.clientId);
  const status = str(invoice.status);
  const total = num(invoice.totalCents);
  const sum = rows.reduce((n, r) => n + r.totalCents, 0);

  const columns: DataColumn<InvoiceLineRow>[] = [
    { key: 'date', header: 'Day', kind: 'date', value: (r) => r.date },
    { key: 'item', header: 'Item', kind: 'reference', value: (r) => r.item },
    { key: 'zone', header: 'Zone', value: (r) => r.zone, hideBelow: 'md' },
    { key: 'service', header: 'Service', value: (r) => r.serviceType, hideBelow: 'md' },
    { key: 'weight', header: 'Weight (kg)', kind: 'number', value: (r) => r.weightKg },
    {
      key: 'amount',
      header: 'Amount',
      kind: 'number',
      value: (r) => centsCell(r.baseCents),
      cell: (r) => formatCents(r.baseCents),
    },
    {
      key: 'fuel',
      header: 'Fuel',
      kind: 'number',
      value: (r) => centsCell(r.fuelCents),
      cell: (r) => formatCents(r.fuelCents),
    },
    {
      key: 'total',
      header: 'Line total',
      kind: 'number',
      value: (r) => centsCell(r.totalCents),
      cell: (r) => formatCents(r.totalCents),
    },
  ];

  return (
    <Stack gap="3" as="section" aria-labelledby="invoice-document">
      <PrintPageStyles />
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          The invoice
        </Heading>
        <PrintButton label="Print invoice" />
      </HStack>
      <Stack gap="3" data-print-doc borderWidth="1px" borderRadius="md" p="4">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Box>
            <Heading as="h3" size="lg" id="invoice-document">
              {status === 'draft' ? 'Draft invoice' : `Tax invoice ${str(invoice.number)}`}
            </Heading>
            <Text>{client?.name ?? 'Client'}</Text>
            <Text>
              Period {str(invoice.periodFrom)} to {str(invoice.periodTo)}
            </Text>
            {invoice.issuedAt ? <Text>Issued {formatDateTime(invoice.issuedAt)}</Text> : null}
          </Box>
          <Stack align="end" gap="1">
            <StatusBadge status={status} />
            <Text fontSize="2xl" fontWeight="semibold" data-testid="invoice-total">
              {formatCents(total)}
            </Text>
          </Stack>
        </HStack>
        {status === 'draft' ? (
          <Text>
            A draft keeps no lines: issuing writes them from the records of the period. As computed when it was made:{' '}
            {num(invoice.lineCount).toLocaleString()} lines, {formatCents(total)}.
          </Text>
        ) : (
          <>
            <DataTable
              label={`Lines of invoice ${str(invoice.number)}`}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.id}
              maxH="32rem"
              status={{ state: lines, what: 'Invoice lines' }}
              totals={{
                label: 'Total',
                values: { total: formatCents(sum) },
                testId: 'invoice-lines-total',
              }}
            />
            {!lines.isLoading && !lines.error && sum !== total && (
              <Text role="alert" color="red.fg">
                The lines shown add up to {formatCents(sum)}, not the invoice's {formatCents(total)}: refresh to read
                every line.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

export function InvoicePage() {
  return <ResourceDetailPage resource="invoices" after={(record) => <InvoiceDocument invoice={record} />} />;
}
