/**
 * Movement Builder (/line-haul-movement/builder): the movements the leg schedules give for a
 * period, previewed first (which exist already, which would be created), then created in one
 * server transaction. Idempotent twice over: the server inserts only the missing schedule days,
 * and the confirmation carries one Idempotency-Key per preview, so a retried click replays the
 * first answer. Needs the server: offline it says so rather than pretend.
 */
import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { encodeListParams, useOnline } from '../../offline';
import { plainErrorMessage } from '../../lib/api';
import { operatorToday, shiftDay } from '../../lib/calendar';
import { screenPath } from '../../screens';
import { formatDateTime, LoadErrorAlert } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { build, previewBuild, type BuildResult, type PlannedMovement } from './line-haul-api';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PeriodInputs } from './period-inputs';
import { useLineHaulLists } from './use-line-haul-lists';

const day = (offset: number) => shiftDay(operatorToday(), offset);
const newKey = () => `build-${crypto.randomUUID()}`;

export function BuilderPage() {
  const [period, setPeriod] = useState({ from: day(1), to: day(7) });
  // the default period is previewed at once: the page opens on what the coming week holds
  const [asked, setAsked] = useState<{ from: string; to: string; key: string } | null>(() => ({
    ...period,
    key: newKey(),
  }));
  const [result, setResult] = useState<BuildResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const lists = useLineHaulLists();
  const columns: DataColumn<PlannedMovement>[] = [
    { key: 'reference', header: 'Movement', kind: 'reference' },
    { key: 'date', header: 'Date', kind: 'date' },
    { key: 'legId', header: 'Leg', value: (m) => lists.legName(m.legId) },
    { key: 'plannedDeparture', header: 'Departs', kind: 'datetime', value: (m) => formatDateTime(m.plannedDeparture) },
    { key: 'plannedArrival', header: 'Arrives', kind: 'datetime', value: (m) => formatDateTime(m.plannedArrival) },
    { key: 'subcontractorId', header: 'Carrier', value: (m) => lists.carrierName(m.subcontractorId) },
  ];
  const preview = useQuery({
    queryKey: ['line-haul', 'build-preview', asked?.from, asked?.to, asked?.key],
    queryFn: ({ signal }) => previewBuild(asked?.from ?? '', asked?.to ?? '', signal),
    enabled: asked !== null && online,
    gcTime: 0,
    retry: false,
  });
  const data = preview.data;
  const listLink = (from: string, to: string) =>
    `${screenPath('lineHaulMovements.list')}?${encodeListParams({ filters: { date: { from, to } } }, 'page').toString()}`;

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await build(asked.from, asked.to, asked.key));
      setAsked(null);
    } catch (e) {
      setError(plainErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Movement Builder">
      <Text>
        Creates the movements of a period from the leg schedules. Schedule days that already have their movement are
        left as they are, so building twice creates nothing twice.
      </Text>
      <HStack gap="4" wrap="wrap" align="end">
        <PeriodInputs
          from={period.from}
          to={period.to}
          onChange={(from, to) => {
            setPeriod({ from, to });
            setAsked(null);
          }}
        />
        <Button
          size="sm"
          onClick={() => {
            setResult(null);
            setError(null);
            setAsked({ ...period, key: newKey() });
          }}
          disabled={!online}
        >
          Preview
        </Button>
      </HStack>
      {!online ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            Building movements needs a connection to the server. The allocator works offline.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {preview.error ? (
        <LoadErrorAlert
          what="The preview"
          message={plainErrorMessage(preview.error)}
          onRetry={() => void preview.refetch()}
        />
      ) : null}
      {preview.isFetching ? <Text>Working out the movements…</Text> : null}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
      {result ? (
        <Alert.Root status="success" role="status" data-testid="build-result">
          <Alert.Indicator />
          <Alert.Description>
            Created {result.created} movement{result.created === 1 ? '' : 's'} for {result.from} to {result.to}
            {result.existing > 0 ? `; ${result.existing} existed already` : ''}.{' '}
            <RouterLink to={listLink(result.from, result.to)}>Show the movements</RouterLink>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {data && asked ? (
        <Box>
          <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
            <Text data-testid="build-preview-summary">
              {data.missing.length} to create, {data.existing} already there ({data.total} scheduled from {data.from} to{' '}
              {data.to}).
            </Text>
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => void confirm()}
              disabled={busy || data.missing.length === 0}
            >
              Create {data.missing.length} movement{data.missing.length === 1 ? '' : 's'}
            </Button>
          </HStack>
          {data.missing.length === 0 ? (
            <Text data-testid="empty-state">Every scheduled movement of this period exists already.</Text>
          ) : (
            <DataTable
              label="Movements to create"
              maxH="60vh"
              columns={columns}
              rows={data.missing}
              rowKey={(m) => m.reference}
            />
          )}
        </Box>
      ) : null}
    </PageFrame>
  );
}
