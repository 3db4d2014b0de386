/**
 * 'Make available offline': pick a date and a routing group (or a depot), download that day's
 * deliveries, runs, drops and boxes with a progress bar, see what is stored and remove it.
 */
import { Alert, Box, Button, Field, Heading, HStack, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOnline, useReferenceList } from '../../offline';
import { getDb } from '../../offline/page-db';
import { downloadDay, removeDay, storageEstimate, type DayProgress } from '../../offline/offline-day';
import { refreshResources } from '../../offline/replay-scheduler';
import { formatTime } from './format';
import { dayCounts, KeepTodayPanel, megabytes } from '../../offline/keep-today-status';
import { operatorToday, viewerZone } from '../../lib/calendar';
import { DayInput } from '..';
import { DataTable } from '../data-table';

const mb = megabytes;

function StoredDays() {
  const days = useLiveQuery(() => getDb().offlineDays.orderBy('date').reverse().toArray(), []) ?? [];
  const [removing, setRemoving] = useState<string | null>(null);
  if (days.length === 0) return <Text data-testid="no-stored-days">No days are stored on this device yet.</Text>;
  return (
    <DataTable
      label="Days stored on this device"
      columns={[
        { key: 'date', header: 'Day', kind: 'date' },
        { key: 'label', header: 'Scope' },
        { key: 'counts', header: 'Records', value: (d) => dayCounts(d.counts) },
        { key: 'bytes', header: 'Size', kind: 'number', value: (d) => mb(d.bytes) },
        { key: 'storedAt', header: 'Stored', kind: 'time', value: (d) => formatTime(d.storedAt, viewerZone()) },
        {
          key: 'actions',
          header: 'Actions',
          hideHeader: true,
          cell: (d) => (
            <Button
              size="xs"
              variant="outline"
              loading={removing === d.id}
              aria-label={`Remove ${d.date} ${d.label}`}
              onClick={() => {
                setRemoving(d.id);
                void removeDay(d).finally(() => {
                  setRemoving(null);
                  refreshResources();
                });
              }}
            >
              Remove
            </Button>
          ),
        },
      ]}
      rows={days}
      rowKey={(d) => d.id}
      rowTestId={() => 'stored-day'}
    />
  );
}

export function OfflineDaysPage() {
  const online = useOnline();
  const groups = useReferenceList('routingGroups').data;
  const depots = useReferenceList('depots').data;
  const [date, setDate] = useState(() => operatorToday());
  const [scope, setScope] = useState('');
  const [progress, setProgress] = useState<DayProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    void storageEstimate().then(setEstimate);
  }, [done]);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const [kind, rawId] = scope.split(':');
    const id = Number(rawId);
    const label =
      kind === 'rg'
        ? `Routing group ${String(groups.find((g) => g.id === id)?.name ?? id)}`
        : `Depot ${String(depots.find((d) => d.id === id)?.name ?? id)}`;
    setError(null);
    setDone(null);
    abort.current = new AbortController();
    try {
      const { day } = await downloadDay(
        { date, label, ...(kind === 'rg' ? { routingGroupId: id } : { depotId: id }) },
        setProgress,
        { signal: abort.current.signal },
      );
      setDone(`${day.date}, ${day.label}: ${dayCounts(day.counts)} (about ${mb(day.bytes)}) stored.`);
      refreshResources();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="5" p="4">
      <Heading as="h1" size="lg">
        Available offline
      </Heading>
      <Text>
        Store a whole day on this device before going where the network is poor. Lists and details then open without a
        connection. A supervisor's device keeps today whole by itself.
      </Text>
      <KeepTodayPanel />
      <form
        aria-label="Make a day available offline"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root width="auto" required>
            <Field.Label>Date</Field.Label>
            <DayInput name="date" value={date} onChange={setDate} />
          </Field.Root>
          <Field.Root width="16rem" required>
            <Field.Label>Routing group or depot</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={scope} onChange={(e) => setScope(e.target.value)} name="scope">
                <option value="">Choose…</option>
                <optgroup label="Routing groups">
                  {groups.map((g) => (
                    <option key={`rg${g.id}`} value={`rg:${g.id}`}>
                      {g.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Depots">
                  {depots.map((d) => (
                    <option key={`d${d.id}`} value={`depot:${d.id}`}>
                      {d.name}
                    </option>
                  ))}
                </optgroup>
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Button
            type="submit"
            size="sm"
            disabled={!online || !scope || !date || progress !== null}
            loading={progress !== null}
          >
            Make available offline
          </Button>
        </HStack>
      </form>
      {!online && (
        <Text color="orange.fg">You are offline: downloading needs a connection. Stored days stay available.</Text>
      )}
      {progress && (
        <Box>
          <Progress.Root value={Math.round(progress.overall * 100)} max={100} size="sm" aria-label="Download progress">
            <HStack justify="space-between">
              <Progress.Label>
                {progress.resource}: {progress.loaded} of {progress.total}
              </Progress.Label>
              <Progress.ValueText />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm">About {mb(progress.bytes)} so far.</Text>
        </Box>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>The day could not be stored completely: {error}</Alert.Description>
        </Alert.Root>
      )}
      {done && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{done}</Alert.Description>
        </Alert.Root>
      )}
      {estimate && estimate.quota > 0 && (
        <Text fontSize="sm" data-testid="storage-estimate">
          This site uses {mb(estimate.usage)} of about {mb(estimate.quota)} available on this device.
        </Text>
      )}
      <Heading as="h2" size="md">
        Stored days
      </Heading>
      <StoredDays />
    </Stack>
  );
}

export default OfflineDaysPage;
