/**
 * Rate Master Bulk Update (/b/client-rate-bulk-update): a percentage change to the client rate
 * cards in force on a day, previewed first (each card's old and new amounts), then applied by the
 * server in one transaction. The confirmation carries one Idempotency-Key per preview, so a
 * retried click replays the first answer rather than raising the rates twice. Cards that started
 * earlier end the day before and new cards carry the new prices (docs/finance.md). Needs the
 * server: offline it says so.
 */
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plainErrorMessage } from '../../lib/api';
import { operatorToday, shiftDay } from '../../lib/calendar';
import { useOnline, useReferenceList } from '../../offline';
import { screenPath } from '../../screens';
import { DayInput } from '../../ui';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { notify } from '../../ui/notices';
import { PageFrame } from '../../ui/page-frame';
import { LoadErrorAlert } from '../../ui/resource-pages';
import { formatCents } from '../../ui/money';
import { applyBulk, percentToBp, previewBulk, type BulkRequest, type BulkRow } from './finance-api';

const newKey = () => `rate-bulk-${crypto.randomUUID()}`;
const SERVICES = [
  { value: 'all', label: 'Both services' },
  { value: 'home', label: 'Home' },
  { value: 'wholesale', label: 'Wholesale' },
] as const;

const COLUMNS: DataColumn<BulkRow>[] = [
  { key: 'client', header: 'Client', kind: 'text' },
  { key: 'zone', header: 'Zone', kind: 'text' },
  { key: 'serviceType', header: 'Service', kind: 'text' },
  { key: 'band', header: 'Weight band', kind: 'reference' },
  { key: 'effectiveFrom', header: 'Card from', kind: 'date' },
  { key: 'oldBaseCents', header: 'Per delivery now', kind: 'number', value: (r) => formatCents(r.oldBaseCents) },
  { key: 'newBaseCents', header: 'Per delivery new', kind: 'number', value: (r) => formatCents(r.newBaseCents) },
  { key: 'oldPerKgCents', header: 'Per kg now', kind: 'number', value: (r) => formatCents(r.oldPerKgCents) },
  { key: 'newPerKgCents', header: 'Per kg new', kind: 'number', value: (r) => formatCents(r.newPerKgCents) },
];

export function RateBulkPage() {
  const online = useOnline();
  const clients = useReferenceList('clients').data;
  const [clientId, setClientId] = useState<number | null>(null);
  const [service, setService] = useState<(typeof SERVICES)[number]['value']>('all');
  const [percent, setPercent] = useState('');
  const [from, setFrom] = useState(() => shiftDay(operatorToday(), 1));
  const [asked, setAsked] = useState<(BulkRequest & { key: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changeBp = percentToBp(percent);

  const preview = useQuery({
    queryKey: ['finance', 'rate-bulk-preview', asked],
    queryFn: ({ signal }) => (asked ? previewBulk(asked, signal) : Promise.reject(new Error('No change asked'))),
    enabled: asked !== null && online,
    gcTime: 0,
    retry: false,
  });
  const rows = preview.data?.rows ?? [];

  const ask = () => {
    setError(null);
    if (changeBp === null || changeBp === 0) {
      setError('Enter the change as a percentage other than 0, such as 3.5 or -2.');
      return;
    }
    setAsked({ clientId, serviceType: service === 'all' ? null : service, changeBp, from, key: newKey() });
  };

  const apply = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      const done = await applyBulk(asked, asked.key);
      notify({
        status: 'success',
        text: `${done.rows.length} rate card${done.rows.length === 1 ? '' : 's'} changed by ${percent.trim()}% from ${done.from}.`,
        link: { to: screenPath('clientRates.list'), label: 'Show the rate cards' },
      });
      setAsked(null);
    } catch (e) {
      setError(plainErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => setAsked(null);

  return (
    <PageFrame title="Rate Master Bulk Update">
      <Text>
        Raises or lowers the client rate cards in force on a day by a percentage. Past days keep their prices: a card
        that started earlier ends the day before and a new card carries the new prices.
      </Text>
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root width="14rem">
          <Field.Label>Client</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="client"
              value={clientId === null ? 'all' : String(clientId)}
              onChange={(e) => {
                setClientId(e.target.value === 'all' ? null : Number(e.target.value));
                reset();
              }}
            >
              <option value="all">Every client</option>
              {clients.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="10rem">
          <Field.Label>Service</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="service"
              value={service}
              onChange={(e) => {
                const chosen = SERVICES.find((s) => s.value === e.target.value);
                if (chosen) setService(chosen.value);
                reset();
              }}
            >
              {SERVICES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="9rem" invalid={percent.trim() !== '' && changeBp === null}>
          <Field.Label>Change (%)</Field.Label>
          <Input
            size="sm"
            name="percent"
            inputMode="decimal"
            placeholder="3.5 or -2"
            value={percent}
            onChange={(e) => {
              setPercent(e.target.value);
              reset();
            }}
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>New prices from</Field.Label>
          <DayInput
            name="from"
            value={from}
            onChange={(d) => {
              setFrom(d);
              reset();
            }}
          />
        </Field.Root>
        <Button size="sm" onClick={ask} disabled={!online}>
          Preview
        </Button>
      </HStack>
      {!online ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>Changing rates needs a connection to the server.</Alert.Description>
        </Alert.Root>
      ) : null}
      {preview.error ? (
        <LoadErrorAlert
          what="The preview"
          message={plainErrorMessage(preview.error)}
          onRetry={() => void preview.refetch()}
        />
      ) : null}
      {preview.isFetching ? <Text>Working out the new prices…</Text> : null}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
      {preview.data && asked && !preview.isFetching ? (
        <Box>
          <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
            <Text data-testid="bulk-preview-summary">
              {rows.length} rate card{rows.length === 1 ? '' : 's'} in force on {preview.data.from} would change by{' '}
              {percent.trim()}%.
            </Text>
            <Button size="sm" colorPalette="blue" onClick={() => void apply()} disabled={busy || rows.length === 0}>
              Apply to {rows.length} card{rows.length === 1 ? '' : 's'}
            </Button>
          </HStack>
          {rows.length === 0 ? (
            <Text data-testid="empty-state">No rate card of this choice is in force on that day.</Text>
          ) : (
            <DataTable label="Rate cards: now and new" maxH="60vh" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />
          )}
        </Box>
      ) : null}
    </PageFrame>
  );
}
