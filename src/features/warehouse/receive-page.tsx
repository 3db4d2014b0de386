/**
 * Receive Goods (/po/purchase-orders/{id}/receive, the purchase order's `receive` screen, offered
 * on its detail page): the warehouse tablet's page at the dock. The order's lines with ordered,
 * received so far and this receipt; a scanned product (wedge, camera or typed: ./scan-field.tsx,
 * looked up in the products the tablet holds, ./use-warehouse-stock.ts) adds one to its line, a
 * code not on the order is said and counts nothing, a count may be typed, and a line going over
 * what was ordered is flagged by the server's own rule (./receiving.ts). Receive posts one goods
 * receipt per counted line through the outbox: sent at once online, kept on the tablet and sent
 * once when the signal returns; the server appends the ledger movement and moves stock on hand
 * in each receipt's transaction (server/warehouse/purchasing.ts). The page's rules are pure
 * (./receiving.ts); `ReceivingView` draws them from what the route reads.
 */
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  resourceKeys,
  useOnline,
  useOutboxEntries,
  useReferenceList,
  useResourceItem,
  useResourceList,
  useResourceMutation,
} from '../../offline';
import { RECEIVABLE } from '../../resources/purchasing';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PageFrame, type DataState } from '../../ui/page-frame';
import { StatusBadge } from '../../ui/resource-pages';
import type { ProductIndex } from './product-index';
import {
  countError,
  countOf,
  overBy,
  receiptsOf,
  receivingLines,
  scanCode,
  waitingByLine,
  type Counts,
  type ReceiptDraft,
  type ReceivingLine,
  type ReceivingProduct,
} from './receiving';
import { ScanField } from './scan-field';
import { useTabletProducts } from './use-warehouse-stock';

export interface ReceivingOrder {
  number: string;
  supplier: string;
  status: string;
  /** the receiving warehouse, by code and name */
  warehouse: string;
}

export interface ReceiptResult {
  lineId: number;
  sku: string;
  quantity: number;
  outcome: 'sent' | 'queued' | 'refused';
  message: string;
}

export interface ReceivingViewProps {
  order: ReceivingOrder | null;
  lines: readonly ReceivingLine[];
  index: ProductIndex<ReceivingProduct>;
  /** the order's and its lines' load, for the frame and the table */
  state: DataState;
  /** the order's open ASNs (expected or arrived), the receipts may be made against one */
  asns: readonly { id: number; reference: string }[];
  online: boolean;
  /** the products the tablet holds are read (a scan before would find none) */
  productsReady: boolean;
  onReceive: (receipts: readonly ReceiptDraft[], asnId: number | null) => Promise<ReceiptResult[]>;
}

type Said = { tone: 'info' | 'error'; text: string };

function saidOfScan(outcome: ReturnType<typeof scanCode>): Said {
  if (outcome.kind === 'unknown')
    return { tone: 'error', text: `No product on this device has the barcode or SKU ${outcome.code}.` };
  if (outcome.kind === 'not-on-order')
    return {
      tone: 'error',
      text: `${outcome.product.sku} · ${outcome.product.name} is not on this purchase order: not counted.`,
    };
  return {
    tone: 'info',
    text: `${outcome.line.sku} · ${outcome.line.name}: ${outcome.counts[outcome.line.lineId] ?? ''} in this receipt.`,
  };
}

const counted = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

function summary(results: readonly ReceiptResult[]): Said {
  const refused = results.filter((r) => r.outcome === 'refused');
  const queued = results.filter((r) => r.outcome === 'queued');
  const sent = results.filter((r) => r.outcome === 'sent');
  const units = (rs: readonly ReceiptResult[]) =>
    `${counted(
      rs.reduce((n, r) => n + r.quantity, 0),
      'unit',
    )} on ${counted(rs.length, 'line')}`;
  const parts: string[] = [];
  if (sent.length) parts.push(`Received ${units(sent)}.`);
  if (queued.length) parts.push(`${units(queued)} saved on this tablet: sent once the signal returns.`);
  for (const r of refused) parts.push(`${r.sku}: not received. ${r.message}`);
  return { tone: refused.length ? 'error' : 'info', text: parts.join(' ') };
}

export function ReceivingView({
  order,
  lines,
  index,
  state,
  asns,
  online,
  productsReady,
  onReceive,
}: ReceivingViewProps) {
  const [counts, setCounts] = useState<Counts>({});
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const [asnChoice, setAsnChoice] = useState<string | null>(null);
  const asnId = asnChoice ?? (asns[0] ? String(asns[0].id) : '');
  const receivable = order !== null && RECEIVABLE.some((s) => s === order.status);
  const receipts = receiptsOf(lines, counts);
  const units = receipts?.reduce((n, r) => n + r.quantity, 0) ?? 0;

  const receive = async () => {
    if (!receipts || receipts.length === 0 || busy) return;
    setBusy(true);
    const results = await onReceive(receipts, asnId === '' ? null : Number(asnId));
    setBusy(false);
    // a refused line keeps its count as typed; the others are done
    const kept: Record<number, string> = {};
    for (const r of results) if (r.outcome === 'refused') kept[r.lineId] = counts[r.lineId] ?? '';
    setCounts(kept);
    setSaid(summary(results));
  };

  const columns: DataColumn<ReceivingLine>[] = [
    { key: 'sku', header: 'SKU', kind: 'reference', value: (l) => l.sku },
    { key: 'name', header: 'Product', kind: 'text', value: (l) => l.name || 'Not on this device' },
    { key: 'barcode', header: 'Barcode', kind: 'reference', value: (l) => l.barcode, hideBelow: 'lg' },
    { key: 'ordered', header: 'Ordered', kind: 'number', value: (l) => l.ordered },
    { key: 'received', header: 'Received', kind: 'number', value: (l) => l.received },
    {
      key: 'waiting',
      header: 'Not sent yet',
      kind: 'number',
      value: (l) => l.waiting,
      testId: 'line-waiting',
    },
    {
      key: 'count',
      header: 'This receipt',
      kind: 'number',
      value: (l) => counts[l.lineId] ?? '',
      cell: (l) => {
        const error = countError(counts[l.lineId]);
        const over = overBy(l, countOf(counts[l.lineId]) ?? 0);
        return (
          <Field.Root invalid={error !== null} width="7rem" ml="auto" whiteSpace="normal">
            <Input
              size="sm"
              textAlign="end"
              inputMode="numeric"
              autoComplete="off"
              aria-label={`This receipt of ${l.sku}`}
              disabled={!receivable}
              value={counts[l.lineId] ?? ''}
              onChange={(e) => setCounts((c) => ({ ...c, [l.lineId]: e.target.value }))}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            {!error && over > 0 ? (
              <Text fontSize="xs" color="fg.warning" data-testid="over-receipt">
                Over-receipt: {over} more than ordered
              </Text>
            ) : null}
          </Field.Root>
        );
      },
    },
  ];

  const title = order ? `Receive ${order.number}` : 'Receive Goods';
  return (
    <PageFrame title={title} state={state}>
      {order ? (
        <HStack gap="3" wrap="wrap" data-testid="receiving-order">
          <StatusBadge status={order.status} />
          <Text>
            {order.supplier} · into {order.warehouse}
          </Text>
        </HStack>
      ) : null}
      {!online ? (
        <Text color="fg.muted" data-testid="receiving-offline">
          Offline: receipts are kept on this tablet and sent once when the signal returns.
        </Text>
      ) : null}
      {order && !receivable ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {order.number} is {order.status}: only an ordered or receiving order takes goods.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="3" align="flex-end" wrap="wrap">
        <ScanField
          label="Scan a product"
          disabled={!receivable || lines.length === 0 || !productsReady}
          onCode={(code) => {
            const outcome = scanCode(code, index, lines, counts);
            if (outcome.kind === 'added') setCounts(outcome.counts);
            setSaid(saidOfScan(outcome));
          }}
        />
        {asns.length > 0 ? (
          <Field.Root width="14rem">
            <Field.Label>Against ASN</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field name="asnId" value={asnId} onChange={(e) => setAsnChoice(e.target.value)}>
                {asns.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.reference}
                  </option>
                ))}
                <option value="">No ASN</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </HStack>
      <Box aria-live="polite" data-testid="receiving-said">
        {said ? (
          <Alert.Root status={said.tone === 'error' ? 'error' : 'info'}>
            <Alert.Indicator />
            <Alert.Title>{said.text}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Box>
      {!state.isLoading && !state.error && lines.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
          <Text>
            This purchase order has no lines{state.source === 'cache' ? ' in the copy stored on this device' : ''}.
          </Text>
        </Box>
      ) : (
        <DataTable
          label="Lines of this purchase order"
          columns={columns}
          rows={lines}
          rowKey={(l) => l.lineId}
          status={{ state, what: 'Purchase order lines' }}
        />
      )}
      <Stack gap="1" align="flex-start">
        <Button size="sm" onClick={() => void receive()} disabled={!receivable || busy || !receipts || units === 0}>
          {units > 0 ? `Receive ${counted(units, 'unit')}` : 'Receive'}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          One goods receipt per counted line; stock on hand follows when the server takes it.
        </Text>
      </Stack>
    </PageFrame>
  );
}

const OPEN_ASN = ['expected', 'arrived'];

export function ReceivePage() {
  const id = Number(useParams().id);
  const order = useResourceItem('purchaseOrders', id);
  const params = useMemo(() => ({ limit: -1, sort: 'sku', filters: { purchaseOrderId: String(id) } }), [id]);
  const lineList = useResourceList('purchaseOrderLines', params);
  const asnParams = useMemo(
    () => ({ limit: -1, sort: 'expectedDate', filters: { purchaseOrderId: String(id) } }),
    [id],
  );
  const asnList = useResourceList('advanceShippingNotices', asnParams);
  const warehouses = useReferenceList('warehouses');
  const { products, index } = useTabletProducts();
  const outbox = useOutboxEntries('goodsReceipts');
  const mutation = useResourceMutation('goodsReceipts');
  const queryClient = useQueryClient();
  const online = useOnline();

  const waiting = useMemo(() => waitingByLine(outbox), [outbox]);
  const byId = useMemo(() => new Map(products.data.map((p) => [p.id, p])), [products.data]);
  const lines = useMemo(() => receivingLines(lineList.data, byId, waiting), [lineList.data, byId, waiting]);
  // receipts sent by the outbox (here or on reconnecting): the lines, the order and stock on hand are read again
  const sentSoFar = useRef(outbox.length);
  useEffect(() => {
    if (outbox.length < sentSoFar.current)
      for (const name of ['purchaseOrderLines', 'purchaseOrders', 'stockLevels'] as const)
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    sentSoFar.current = outbox.length;
  }, [outbox.length, queryClient]);

  const po = order.data;
  const warehouse = warehouses.data.find((w) => w.id === po?.warehouseId);
  const view: ReceivingOrder | null = po
    ? {
        number: po.number,
        supplier: po.supplier,
        status: po.status,
        warehouse: warehouse ? `${warehouse.code} · ${warehouse.name}` : 'its warehouse',
      }
    : null;
  const state: DataState = {
    source: lineList.source,
    asOf: lineList.asOf,
    isLoading: order.isLoading || lineList.isLoading,
    isFetching: lineList.isFetching,
    error: order.error ?? lineList.error,
    refetch: () => {
      order.refetch();
      lineList.refetch();
    },
  };
  const asns = asnList.data.filter((a) => OPEN_ASN.includes(a.status));

  const onReceive = async (receipts: readonly ReceiptDraft[], asnId: number | null): Promise<ReceiptResult[]> => {
    const results: ReceiptResult[] = [];
    for (const r of receipts) {
      const result = await mutation.create({ purchaseOrderLineId: r.purchaseOrderLineId, quantity: r.quantity, asnId });
      const outcome = result.outcome === 'sent' ? 'sent' : result.outcome === 'queued' ? 'queued' : 'refused';
      results.push({
        lineId: r.purchaseOrderLineId,
        sku: r.sku,
        quantity: r.quantity,
        outcome,
        message: result.error ?? '',
      });
    }
    if (results.some((r) => r.outcome === 'sent'))
      for (const name of ['purchaseOrderLines', 'purchaseOrders', 'stockLevels'] as const)
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    return results;
  };

  return (
    <ReceivingView
      order={view}
      lines={lines}
      index={index}
      state={state}
      asns={asns}
      online={online}
      productsReady={!products.isLoading}
      onReceive={onReceive}
    />
  );
}
