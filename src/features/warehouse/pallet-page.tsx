/**
 * A pallet's page (/pallet/pallets/{id}): the record as every resource shows it, and below it,
 * while the pallet is open, the builder: scan a box (wedge, camera or typed: ./scan-field.tsx) and
 * it is added to the pallet's boxes through the outbox. Boxes are looked up among the operator's
 * day's boxes the device holds; a box already on the pallet or unknown is said, not sent. Closed
 * or dispatched pallets take no box (the declaration's write rule on boxIds, kept by the server).
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { operatorToday } from '../../lib/calendar';
import { useResourceList, useResourceMutation } from '../../offline';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { ResourceDetailPage } from '../../ui/resource-pages';
import { normaliseCode } from '../../ui/scanning';
import { ScanField } from './scan-field';

type PalletRecord = Record<string, unknown> & { id: number };

interface Added {
  /** the scan's place in this page's order */
  n: number;
  code: string;
  state: 'sent' | 'on this device' | 'refused';
  message: string;
}

const ADDED_COLUMNS: DataColumn<Added>[] = [
  { key: 'code', header: 'Box', kind: 'reference', value: (a) => a.code },
  { key: 'state', header: 'Saved', kind: 'text', value: (a) => a.state },
  { key: 'message', header: 'Result', kind: 'text', value: (a) => a.message },
];

export function PalletPage() {
  return <ResourceDetailPage resource="pallets" after={(record) => <PalletBuilder pallet={record} />} />;
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

function PalletBuilder({ pallet }: { pallet: PalletRecord }) {
  const today = operatorToday();
  const params = useMemo(
    () => ({ limit: -1, sort: 'barcode', filters: { date: { from: today, to: today } } }),
    [today],
  );
  const boxes = useResourceList('boxes', params, { enabled: pallet.status === 'open' });
  const byCode = useMemo(() => new Map(boxes.data.map((b) => [normaliseCode(b.barcode), b])), [boxes.data]);
  const mutation = useResourceMutation('pallets');
  const [added, setAdded] = useState<Added[]>([]);
  const scans = useRef(0);
  // what this page has written: the boxes, and the version the server answered, until the record catches up
  const [written, setWritten] = useState<{ boxIds: number[]; version: number } | null>(null);
  const fresh = written === null || Number(pallet.version) > written.version;
  const boxIds = fresh ? idsOf(pallet.boxIds) : written.boxIds;
  const version = fresh ? Number(pallet.version) : written.version;

  if (pallet.status !== 'open')
    return (
      <Text color="fg.muted">This pallet is {String(pallet.status)}: boxes are added while a pallet is open.</Text>
    );

  const onCode = async (raw: string) => {
    const code = normaliseCode(raw);
    const box = byCode.get(code);
    const say = (line: Omit<Added, 'n'>) => setAdded((a) => [{ ...line, n: ++scans.current }, ...a].slice(0, 30));
    if (!box) return say({ code, state: 'refused', message: 'Not one of today’s boxes on this device.' });
    if (boxIds.includes(box.id)) return say({ code, state: 'refused', message: 'Already on this pallet.' });
    const next = [...boxIds, box.id];
    const result = await mutation.patch(pallet.id, { boxIds: next }, version);
    if (result.outcome === 'rejected' || result.outcome === 'conflict')
      return say({ code, state: 'refused', message: result.error ?? 'The pallet was not changed.' });
    const answered = Number(result.record?.version);
    setWritten({ boxIds: next, version: result.outcome === 'sent' && answered > 0 ? answered : version });
    say({
      code,
      state: result.outcome === 'sent' ? 'sent' : 'on this device',
      message: `Added: ${next.length} boxes on the pallet.`,
    });
  };

  return (
    <Stack as="section" aria-label="Build the pallet" gap="3" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold" data-testid="pallet-boxes">
        {boxIds.length} boxes on this pallet
      </Text>
      <ScanField label="Scan a box" onCode={(code) => void onCode(code)} disabled={boxes.isLoading} />
      {boxes.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Today’s boxes could not be read: {boxes.error.displayMessage}</Alert.Title>
        </Alert.Root>
      ) : null}
      {added.length > 0 ? (
        <DataTable label="Boxes scanned" columns={ADDED_COLUMNS} rows={added} rowKey={(a) => a.n} />
      ) : null}
    </Stack>
  );
}
