/**
 * Stock Adjustment V2 (/wh/stock-adjustment-v2/all, InventoryAdjustment and InventoryV2): the
 * warehouse tablet's scan-to-adjust. Scan a product (wedge, camera or typed: ./scan-field.tsx),
 * see its stock on hand in the tablet's warehouse, enter a signed quantity and a reason code, and
 * the adjustment is created through the outbox: sent at once online, kept on the device and sent
 * once when the signal comes back. The server appends the ledger movement and moves stock on hand
 * in the adjustment's transaction, and refuses stock below zero (server/warehouse/hooks.ts); the
 * page refuses it first from the stock it holds.
 */
import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resourceKeys, useResourceMutation } from '../../offline';
import { ADJUSTMENT_REASONS } from '../../resources/warehouse';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PageFrame } from '../../ui/page-frame';
import { findProduct } from './product-index';
import { ScanField } from './scan-field';
import { useWarehouseStock } from './use-warehouse-stock';
import { WarehouseSelect } from './warehouse-select';

type Reason = (typeof ADJUSTMENT_REASONS)[number];

interface Done {
  at: number;
  sku: string;
  name: string;
  quantity: number;
  reason: Reason;
  state: 'sent' | 'on this device' | 'refused';
  message: string;
}

const DONE_COLUMNS: DataColumn<Done>[] = [
  { key: 'sku', header: 'SKU', kind: 'reference', value: (d) => d.sku },
  { key: 'name', header: 'Product', kind: 'text', value: (d) => d.name },
  { key: 'quantity', header: 'Quantity', kind: 'number', value: (d) => d.quantity },
  { key: 'reason', header: 'Reason', kind: 'text', value: (d) => d.reason },
  { key: 'state', header: 'Saved', kind: 'text', value: (d) => d.state },
  { key: 'message', header: 'Result', kind: 'text', value: (d) => d.message },
];

export function ScanAdjustPage() {
  const { warehouses, warehouseId, setWarehouse, products, stock, index, onHand } = useWarehouseStock();
  const mutation = useResourceMutation('stockAdjustments');
  const queryClient = useQueryClient();
  const [productId, setProductId] = useState<number | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<Reason>('stock-count');
  const [done, setDone] = useState<Done[]>([]);
  const [busy, setBusy] = useState(false);

  const product = products.data.find((p) => p.id === productId) ?? null;
  const current = productId === null ? null : (onHand.get(productId) ?? 0);
  const amount = Number(quantity);
  const validAmount = quantity.trim() !== '' && Number.isInteger(amount) && amount !== 0;
  const belowZero = validAmount && current !== null && current + amount < 0;

  const onCode = (code: string) => {
    const found = findProduct(index, code);
    setProductId(found?.id ?? null);
    setNotFound(found ? null : code.trim());
    setQuantity('');
  };

  const submit = async () => {
    if (!product || warehouseId === null || !validAmount || belowZero) return;
    setBusy(true);
    const result = await mutation.create({
      productId: product.id,
      warehouseId,
      quantity: amount,
      reasonCode: reason,
      status: 'applied',
    });
    setBusy(false);
    const state: Done['state'] =
      result.outcome === 'sent' ? 'sent' : result.outcome === 'queued' ? 'on this device' : 'refused';
    const message =
      result.outcome === 'sent'
        ? `Adjusted: ${(current ?? 0) + amount} on hand now.`
        : result.outcome === 'queued'
          ? 'Saved on this device; sent when online.'
          : (result.error ?? 'The adjustment was refused.');
    const line: Done = {
      at: Date.now(),
      sku: product.sku,
      name: product.name,
      quantity: amount,
      reason,
      state,
      message,
    };
    setDone((d) => [line, ...d].slice(0, 20));
    if (result.outcome === 'sent') {
      setQuantity('');
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('stockLevels') });
    }
  };

  return (
    <PageFrame title="Stock Adjustment V2" state={stock}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <WarehouseSelect warehouses={warehouses} warehouseId={warehouseId} setWarehouse={setWarehouse} />
        <ScanField label="Scan a product" onCode={onCode} disabled={warehouseId === null} />
      </HStack>
      {notFound ? (
        <Alert.Root status="error" data-testid="scan-result">
          <Alert.Indicator />
          <Alert.Title>No product on this device has the barcode or SKU {notFound}.</Alert.Title>
        </Alert.Root>
      ) : null}
      {product ? (
        <Stack
          as="section"
          aria-label="Adjust stock"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          data-testid="scan-result"
        >
          <Text fontWeight="semibold">
            {product.sku} · {product.name}
          </Text>
          <Text data-testid="on-hand">On hand in this warehouse: {current ?? 0}</Text>
          <form
            aria-label="Adjustment"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <HStack gap="3" align="flex-end" wrap="wrap">
              <Field.Root width="9rem" invalid={belowZero}>
                <Field.Label>Quantity</Field.Label>
                <Input
                  size="sm"
                  name="quantity"
                  inputMode="numeric"
                  value={quantity}
                  onChange={(e) => setQuantity(e.target.value)}
                />
              </Field.Root>
              <Field.Root width="11rem">
                <Field.Label>Reason</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    name="reasonCode"
                    value={reason}
                    onChange={(e) => setReason(ADJUSTMENT_REASONS.find((r) => r === e.target.value) ?? 'stock-count')}
                  >
                    {ADJUSTMENT_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button size="sm" type="submit" disabled={busy || !validAmount || belowZero}>
                Adjust stock
              </Button>
            </HStack>
            <Text fontSize="sm" color={belowZero ? 'fg.error' : 'fg.muted'} mt="1">
              {belowZero
                ? `Stock may not go below zero: ${current ?? 0} on hand.`
                : 'Positive adds stock, negative takes it away.'}
            </Text>
          </form>
        </Stack>
      ) : null}
      {done.length === 0 ? (
        <Text color="fg.muted">No adjustments made on this tablet since the page opened.</Text>
      ) : (
        <DataTable
          label="Adjustments made on this tablet"
          columns={DONE_COLUMNS}
          rows={done}
          rowKey={(d) => String(d.at)}
        />
      )}
    </PageFrame>
  );
}
