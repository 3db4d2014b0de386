/**
 * Return to Depot: what should come back to the depot on a day (deliveries that failed or were
 * returned) against what has been scanned back, box or delivery label, with the one scanner. The
 * server marks the delivery returned and its boxes back for redelivery (scan-effects.ts).
 */
import { Badge, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { resourceKeys, useResourceList, type MutationResult } from '../../offline';
import { DayInput } from '../../ui';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { dataStatus } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { Scanner, type LocalAnswer } from '../../ui/scanning';

export function ReturnToDepotPage() {
  const day = useDayParams();
  const expected = useResourceList('deliveries', {
    limit: -1,
    sort: 'reference',
    filters: { date: { from: day.date, to: day.date }, status: 'failed,returned' },
  });
  const boxes = useResourceList('boxes', {
    limit: -1,
    sort: 'barcode',
    filters: { date: { from: day.date, to: day.date }, status: 'redelivery,damaged,loaded' },
  });
  const scans = useResourceList('scans', {
    limit: -1,
    sort: '-scannedAt',
    filters: { date: { from: day.date, to: day.date }, kind: 'return-to-depot' },
  });
  const queryClient = useQueryClient();
  const byRef = useMemo(() => new Map(expected.data.map((d) => [d.reference.toUpperCase(), d])), [expected.data]);
  const expectedIds = useMemo(() => new Set(expected.data.map((d) => d.id)), [expected.data]);
  const byBarcode = useMemo(
    () =>
      new Map(boxes.data.filter((b) => expectedIds.has(Number(b.deliveryId))).map((b) => [b.barcode.toUpperCase(), b])),
    [boxes.data, expectedIds],
  );
  // back: scanned on this device or on the server (a delivery label, or any of its boxes)
  const back = useMemo(() => {
    const ids = new Set<number>();
    for (const s of scans.data) {
      if (typeof s.deliveryId === 'number' && s.result !== 'unknown' && s.result !== 'refused') ids.add(s.deliveryId);
      const code = s.code.toUpperCase();
      const hit = byRef.get(code) ?? expected.data.find((d) => d.id === Number(byBarcode.get(code)?.deliveryId));
      if (hit) ids.add(hit.id);
    }
    return ids;
  }, [byBarcode, byRef, expected.data, scans.data]);

  const lookUp = useCallback(
    (code: string): LocalAnswer => {
      const delivery = byRef.get(code) ?? expected.data.find((d) => d.id === Number(byBarcode.get(code)?.deliveryId));
      if (!delivery) return { tone: 'error', message: `${code} is not expected back today.` };
      const box = byBarcode.get(code);
      const target = {
        deliveryId: delivery.id,
        boxId: box?.id ?? null,
        clientId: typeof delivery.clientId === 'number' ? delivery.clientId : null,
        depotId: typeof delivery.depotId === 'number' ? delivery.depotId : null,
      };
      if (back.has(delivery.id) && !box)
        return { tone: 'repeat', message: `${delivery.reference} is already back.`, target };
      return {
        tone: 'ok',
        message: `${box ? `${code} (${delivery.reference})` : code} back at the depot.`,
        target,
      };
    },
    [back, byBarcode, byRef, expected.data],
  );
  const onRecorded = useCallback(
    (_code: string, result: MutationResult) => {
      if (result.outcome !== 'sent') return;
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('deliveries') });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('boxes') });
    },
    [queryClient],
  );

  const columns: DataColumn<(typeof expected.data)[number]>[] = [
    { key: 'reference', header: 'Reference', kind: 'reference' },
    { key: 'recipientName', header: 'Recipient', minW: '10rem' },
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'failureReason', header: 'Failure reason', minW: '12rem' },
    { key: 'boxCount', header: 'Boxes', kind: 'number', value: (d) => d.boxCount ?? 0 },
    {
      key: 'back',
      header: 'Back',
      value: (d) => (back.has(d.id) ? 'Back' : 'Expected'),
      cell: (d) =>
        back.has(d.id) ? <Badge colorPalette="green">Back</Badge> : <Badge colorPalette="orange">Expected</Badge>,
    },
  ];
  const status = dataStatus(expected, 'Deliveries expected back', expected.data.length === 0);
  return (
    <PageFrame title="Return to Depot" state={expected}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Day</Field.Label>
          <DayInput name="date" value={day.date} onChange={(d) => day.set({ date: d })} />
        </Field.Root>
        <Text data-testid="return-count">
          {back.size} of {expected.data.length} expected deliveries scanned back
        </Text>
      </HStack>
      <Scanner
        kind="return-to-depot"
        date={day.date}
        lookUp={lookUp}
        onRecorded={onRecorded}
        disabled={expected.isLoading}
      />
      {status ?? (
        <Stack gap="2">
          <DataTable
            label="Deliveries expected back"
            columns={columns}
            rows={expected.data}
            rowKey={(d) => d.id}
            maxH="60vh"
          />
        </Stack>
      )}
    </PageFrame>
  );
}
