/**
 * Box Load Check (client 888 only, spec section 6; admins too, as the menu shows it to them):
 * the day's boxes of client 888, scanned (handheld, camera or typed) or ticked as loaded. Each
 * check is a load-check scan record in the outbox (ui/scanning); the server marks the box
 * load-checked in the scan's own transaction, so a depot tablet with no signal keeps working.
 */
import { Badge, Button, Field, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../../theme/busy-spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { operatorToday } from '../../../lib/calendar';
import { resourceKeys, useResourceList, type StoredRecord, type WithPending } from '../../../offline';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { BOX_COLUMNS } from './box-columns';
import { can, runs as runsDef } from '../../../resources';
import { BOX_LOAD_CHECK_CLIENT_ID, isAdmin } from '../../../resources/roles';
import { useAuth, useCurrentUser } from '../../../session/auth-context';
import { useSelectedClient } from '../../../session/selected-client';
import { AsOfStamp, LoadErrorAlert } from '../../../ui/resource-pages';
import { DayInput } from '../../../ui';
import { Scanner, type LocalAnswer, type ScannerHandle, type ScanTarget } from '../../../ui/scanning';

export function BoxLoadCheckRoute() {
  const { state } = useAuth();
  const { clientId } = useSelectedClient();
  if (!state.user) return null;
  if (!isAdmin(state.user) && clientId !== BOX_LOAD_CHECK_CLIENT_ID) return <Navigate to="/no-access" replace />;
  return <BoxLoadCheckPage />;
}

function BoxLoadCheckPage() {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? operatorToday();
  const params = useMemo(
    () => ({
      limit: -1,
      sort: 'barcode',
      filters: { clientId: String(BOX_LOAD_CHECK_CLIENT_ID), date: { from: date, to: date } },
    }),
    [date],
  );
  const list = useResourceList('boxes', params);
  // boxes name their run by its code; roles without run access see that a run is set
  const mayListRuns = can(useCurrentUser(), runsDef, 'list');
  const runs = useResourceList('runs', { limit: -1, sort: 'code', filters: { date } }, { enabled: mayListRuns });
  const runCode = useMemo(() => new Map(runs.data.map((r) => [r.id, r.code])), [runs.data]);
  // codes checked on this device since the page opened: shown as checked before the list refreshes
  const [scanned, setScanned] = useState<ReadonlyMap<string, 'sent' | 'queued'>>(new Map());
  const byCode = useMemo(() => new Map(list.data.map((b) => [b.barcode.toUpperCase(), b])), [list.data]);
  const isChecked = (b: StoredRecord) => b.loadChecked === true || scanned.has(String(b.barcode).toUpperCase());
  const checked = list.data.filter(isChecked).length;
  const queryClient = useQueryClient();
  const scanner = useRef<ScannerHandle>(null);

  const lookUp = useCallback(
    (code: string): LocalAnswer => {
      const box = byCode.get(code);
      if (!box) return { tone: 'error', message: `${code} is not one of this day's boxes.` };
      if (box.loadChecked === true || scanned.has(code))
        return { tone: 'repeat', message: `${code} was already checked.` };
      return { tone: 'ok', message: `${code} checked.`, target: targetOf(box) };
    },
    [byCode, scanned],
  );
  const onRecorded = useCallback(
    (code: string, result: { outcome: string }) => {
      if (!byCode.has(code) || (result.outcome !== 'sent' && result.outcome !== 'queued')) return;
      setScanned((m) => new Map(m).set(code, result.outcome === 'sent' ? 'sent' : 'queued'));
      if (result.outcome === 'sent') void queryClient.invalidateQueries({ queryKey: resourceKeys.all('boxes') });
    },
    [byCode, queryClient],
  );
  const check = (box: StoredRecord) => scanner.current?.scan(String(box.barcode));
  const columns: DataColumn<WithPending<StoredRecord>>[] = [
    ...BOX_COLUMNS,
    {
      key: 'runId',
      header: 'Run',
      kind: 'reference',
      value: (b) => (typeof b.runId === 'number' ? (runCode.get(b.runId) ?? 'Assigned') : null),
    },
    {
      key: 'loadChecked',
      header: 'Load checked',
      cell: (b) =>
        isChecked(b) ? (
          <Badge colorPalette="green">
            {b.loadChecked !== true && scanned.get(String(b.barcode).toUpperCase()) === 'queued'
              ? 'Checked (not yet sent)'
              : 'Checked'}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="outline"
            onClick={() => check(b)}
            aria-label={`Mark ${String(b.barcode)} load-checked`}
          >
            Mark checked
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Box load check
        </Heading>
        <AsOfStamp source={list.source} asOf={list.asOf} />
      </HStack>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={date} onChange={(day) => setSearch({ date: day }, { replace: true })} />
        </Field.Root>
      </HStack>
      <Scanner
        kind="load-check"
        date={date}
        lookUp={lookUp}
        onRecorded={onRecorded}
        disabled={list.isLoading}
        handle={scanner}
      />
      {list.error ? (
        <LoadErrorAlert what="Boxes" message={list.error.displayMessage} />
      ) : list.isLoading ? (
        <BusySpinner label="Loading boxes" />
      ) : list.data.length === 0 ? (
        <Text data-testid="empty-state">No boxes for this date.</Text>
      ) : (
        <>
          <Stack gap="1">
            <Text fontSize="sm" data-testid="load-check-progress">
              {checked} of {list.data.length} boxes checked
            </Text>
            <Progress.Root value={(checked / list.data.length) * 100} size="sm" aria-label="Boxes checked">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          <DataTable label="Boxes of the day" maxH="60vh" columns={columns} rows={list.data} rowKey={(b) => b.id} />
        </>
      )}
    </Stack>
  );
}

function targetOf(box: StoredRecord): ScanTarget {
  return {
    boxId: box.id,
    deliveryId: Number(box.deliveryId),
    runId: typeof box.runId === 'number' ? box.runId : null,
    clientId: typeof box.clientId === 'number' ? box.clientId : null,
  };
}
