/**
 * Scan Report: the scans of a day (optionally one kind, one depot) with counts per kind and
 * result, the table and a CSV export; its entry is the one scanner in look-up mode, so a box can
 * be checked from here too. Scans recorded on this device and not yet sent are listed, marked.
 */
import { Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useReferenceList, useResourceList, type StoredRecord, type WithPending } from '../../offline';
import { DataTable, tableCsv, type DataColumn } from '../../ui/data-table';
import { SCAN_KINDS, can, scans as scansDef } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { DayInput } from '../../ui';
import { PendingBadge, StatusBadge, dataStatus, formatDateTime } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { useDayParams } from '../../ui/day-params';
import { Scanner, type LocalAnswer } from '../../ui/scanning';
import { BarList, CsvButton } from '../../ui/board/board-parts';

const RESULT_COLOUR: Record<string, string> = {
  ok: 'green.solid',
  repeat: 'blue.solid',
  unknown: 'red.solid',
  refused: 'orange.solid',
};

function Select({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root width="12rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function ScanReportPage() {
  const day = useDayParams();
  const kind = day.get('kind') ?? '';
  const depot = day.get('depot') ?? '';
  const params = useMemo(
    () => ({
      limit: -1,
      sort: '-scannedAt',
      filters: {
        date: { from: day.date, to: day.date },
        ...(kind ? { kind } : {}),
        ...(depot ? { depotId: depot } : {}),
      },
    }),
    [day.date, kind, depot],
  );
  const list = useResourceList('scans', params);
  const depots = useReferenceList('depots');
  const depotName = useMemo(() => new Map(depots.data.map((d) => [d.id, d.name])), [depots.data]);
  const mayScan = can(useCurrentUser(), scansDef, 'create');
  const lookUp = useCallback(
    (code: string): LocalAnswer => ({ tone: 'ok', message: `${code} recorded; the server looks it up.` }),
    [],
  );
  const count = (key: string) => {
    const m = new Map<string, number>();
    for (const s of list.data) m.set(String(s[key] ?? 'pending'), (m.get(String(s[key] ?? 'pending')) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1]);
  };
  const status = dataStatus(list, 'Scans', list.data.length === 0);
  const columns: DataColumn<WithPending<StoredRecord>>[] = [
    {
      key: 'code',
      header: 'Barcode',
      kind: 'reference',
      cell: (s) => (
        <>
          {String(s.code)} <PendingBadge marks={s} />
        </>
      ),
    },
    { key: 'kind', header: 'Kind', value: (s) => String(s.kind).replace(/-/g, ' ') },
    {
      key: 'result',
      header: 'Result',
      kind: 'status',
      value: (s) => (s.result == null ? 'not yet sent' : String(s.result)),
      cell: (s) => (s.result == null ? '—' : <StatusBadge status={String(s.result)} />),
    },
    { key: 'message', header: 'Message', minW: '12rem' },
    { key: 'scannedAt', header: 'Scanned at', kind: 'datetime', value: (s) => formatDateTime(String(s.scannedAt)) },
    { key: 'scannedBy', header: 'Scanned by' },
    {
      key: 'depotId',
      header: 'Depot',
      value: (s) => (typeof s.depotId === 'number' ? (depotName.get(s.depotId) ?? null) : null),
    },
  ];
  return (
    <PageFrame
      title="Scan Report"
      state={list}
      actions={<CsvButton fileName={`scans-${day.date}.csv`} {...tableCsv(columns, list.data)} />}
    >
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Day</Field.Label>
          <DayInput name="date" value={day.date} onChange={(d) => day.set({ date: d })} />
        </Field.Root>
        <Select
          name="kind"
          label="Kind"
          value={kind}
          onChange={(v) => day.set({ kind: v })}
          options={[['', 'All kinds'], ...SCAN_KINDS.map((k): [string, string] => [k, k.replace(/-/g, ' ')])]}
        />
        <Select
          name="depot"
          label="Depot"
          value={depot}
          onChange={(v) => day.set({ depot: v })}
          options={[['', 'All depots'], ...depots.data.map((d): [string, string] => [String(d.id), d.name])]}
        />
      </HStack>
      {mayScan ? <Scanner kind="look-up" date={day.date} lookUp={lookUp} /> : null}
      {status ?? (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Stack gap="2">
              <Text fontWeight="semibold">By kind</Text>
              <BarList
                label="Scans by kind"
                bars={count('kind').map(([label, value]) => ({ label: label.replace(/-/g, ' '), value }))}
              />
            </Stack>
            <Stack gap="2">
              <Text fontWeight="semibold">By result</Text>
              <BarList
                label="Scans by result"
                bars={count('result').map(([label, value]) => ({
                  label: label === 'pending' ? 'not yet sent' : label,
                  value,
                  colour: RESULT_COLOUR[label] ?? 'gray.solid',
                }))}
              />
            </Stack>
          </SimpleGrid>
          <Text fontSize="sm" data-testid="scan-count">
            {list.data.length} scans
          </Text>
          <DataTable label="Scans" maxH="60vh" columns={columns} rows={list.data} rowKey={(s) => s.id} />
        </Stack>
      )}
    </PageFrame>
  );
}
