/**
 * Locality Lookup (/carrier-routing/locality-lookup, docs/courier-routing.md): a postcode or
 * suburb of a country gives every carrier's zone and price for one parcel of a client, and the
 * cheapest: least-cost routing. Priced on the device from the rate tables kept there (reference
 * lists, src/resources/courier-routing.ts) by the one model the server's lookup uses
 * (src/resources/least-cost.ts), so a depot desk with no network answers as the server would;
 * the page says how old the stored tables are.
 */
import { Box, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { operatorToday } from '../../lib/calendar';
import { useReferenceList } from '../../offline';
import { useSharedLiveQuery } from '../../offline/hooks/use-live-query';
import { REFERENCES_SYNCED_KEY } from '../../offline/reference-lists';
import { formatCents, isPostcode, priceParcel, type Quote } from '../../resources/least-cost';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { DayInput } from '../../ui/day-input';
import { PageFrame } from '../../ui/page-frame';
import { AsOfStamp } from '../../ui/resource-pages';

const money = (cents: number) => formatCents(cents);

const COLUMNS: DataColumn<Quote>[] = [
  { key: 'carrier', header: 'Carrier' },
  { key: 'zoneCode', header: 'Zone', kind: 'reference' },
  { key: 'chargedKg', header: 'Charged kg', kind: 'number' },
  { key: 'freightCents', header: 'Freight', kind: 'number', value: (q) => money(q.freightCents) },
  {
    key: 'fuelCents',
    header: 'Fuel',
    kind: 'number',
    value: (q) => `${money(q.fuelCents)} (${q.fuelPercent}%)`,
  },
  { key: 'lineHaulCents', header: 'Line haul', kind: 'number', value: (q) => money(q.lineHaulCents) },
  {
    key: 'feesCents',
    header: 'Fees',
    kind: 'number',
    value: (q) => money(q.feesCents),
    hideBelow: 'md',
  },
  { key: 'totalCents', header: 'Total', kind: 'number', value: (q) => money(q.totalCents), testId: 'quote-total' },
];

function useTablesAge(): number | null {
  const row = useSharedLiveQuery(`meta:${REFERENCES_SYNCED_KEY}:value`, async (db) =>
    db.meta.get(REFERENCES_SYNCED_KEY),
  );
  return typeof row?.value === 'number' ? row.value : null;
}

export function LocalityLookupPage() {
  const clients = useReferenceList('clients');
  const countries = useReferenceList('countries');
  const carriers = useReferenceList('carriers');
  const zones = useReferenceList('clientZones');
  const rates = useReferenceList('courierClientRates');
  const fuel = useReferenceList('courierFuelSurcharges');
  const lineHaul = useReferenceList('courierLineHaulRates');
  const fees = useReferenceList('courierFees');
  const syncedAt = useTablesAge();
  const lcrClients = useMemo(
    () => clients.data.filter((c) => zones.data.some((z) => z.clientId === c.id)),
    [clients.data, zones.data],
  );
  const [clientId, setClientId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState(1);
  const [locality, setLocality] = useState('');
  const [weight, setWeight] = useState('1');
  const [day, setDay] = useState(() => operatorToday());
  const client = clientId ?? lcrClients[0]?.id ?? null;
  const weightKg = Number(weight);
  const weightOk = weight.trim() !== '' && Number.isFinite(weightKg) && weightKg > 0 && weightKg <= 1000;
  const loading = [carriers, zones, rates, fuel, lineHaul, fees].some((l) => l.isLoading);

  const answer = useMemo(() => {
    if (client === null || locality.trim() === '' || !weightOk) return null;
    return priceParcel(
      {
        carriers: carriers.data,
        zones: zones.data,
        rates: rates.data,
        fuel: fuel.data,
        lineHaul: lineHaul.data,
        fees: fees.data,
      },
      { clientId: client, countryId, locality, weightKg, day },
    );
  }, [
    client,
    countryId,
    locality,
    weightKg,
    weightOk,
    day,
    carriers.data,
    zones.data,
    rates.data,
    fuel.data,
    lineHaul.data,
    fees.data,
  ]);
  const cheapest = answer?.cheapest ?? null;
  const what = isPostcode(locality) ? `postcode ${locality.trim()}` : locality.trim();

  return (
    <PageFrame title="Locality Lookup" actions={<AsOfStamp source="cache" asOf={syncedAt} />}>
      <Text>
        The price of one parcel with each carrier that serves the locality, from the rate tables stored on this device,
        cheapest first.
      </Text>
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root width={{ base: '100%', md: '16rem' }}>
          <Field.Label>Client</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="clientId"
              value={client === null ? '' : String(client)}
              onChange={(e) => setClientId(Number(e.target.value))}
            >
              {lcrClients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: '100%', md: '12rem' }}>
          <Field.Label>Country</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="countryId"
              value={String(countryId)}
              onChange={(e) => setCountryId(Number(e.target.value))}
            >
              {countries.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: '100%', md: '14rem' }}>
          <Field.Label>Postcode or suburb</Field.Label>
          <Input size="sm" name="locality" value={locality} onChange={(e) => setLocality(e.target.value)} />
        </Field.Root>
        <Field.Root width={{ base: '100%', md: '8rem' }} invalid={!weightOk}>
          <Field.Label>Weight (kg)</Field.Label>
          <Input
            size="sm"
            name="weightKg"
            inputMode="decimal"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
          />
          {!weightOk ? <Field.ErrorText>More than 0, at most 1000.</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root width={{ base: '100%', md: '12rem' }}>
          <Field.Label>Rates of</Field.Label>
          <DayInput name="day" value={day} onChange={setDay} />
        </Field.Root>
      </HStack>
      {answer === null ? (
        <Text color="fg.muted">Enter a postcode or a suburb to see the carriers' prices.</Text>
      ) : (
        <Box>
          <Text mb="2" data-testid="cheapest" aria-live="polite">
            {cheapest
              ? `Cheapest to ${what}: ${cheapest.carrier} (${cheapest.zoneCode}) at ${money(cheapest.totalCents)}.`
              : `No carrier prices a ${weightKg} kg parcel to ${what} for this client.`}
          </Text>
          <DataTable
            label={`Carrier prices to ${what}`}
            columns={COLUMNS}
            rows={answer.quotes}
            rowKey={(q) => `${q.carrierId}:${q.zoneCode}`}
            rowProps={(q) => (q === cheapest ? { bg: 'green.subtle', 'data-cheapest': 'true' } : {})}
            status={{
              state: { isLoading: loading, error: null, refetch: () => undefined, source: 'cache' },
              what: 'Carrier prices',
              emptyHint: ' No carrier of this client covers the locality in that country.',
            }}
          />
          {answer.unpriced.length > 0 ? (
            <Text mt="2" fontSize="sm" color="fg.muted" data-testid="unpriced">
              Not priced: {answer.unpriced.map((u) => `${u.carrier}: ${u.reason}`).join(' ')}
            </Text>
          ) : null}
        </Box>
      )}
    </PageFrame>
  );
}
