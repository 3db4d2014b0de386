/**
 * `/d/retail-delivery-bookings/{filter}` (Retail Delivery Bookings, feature RetailDeliveryBooking;
 * docs/rds.md): the retail-delivery coordinator's bookings, that is the RDS events of a period,
 * in day and start order, narrowed by store, service provider and status. The filter lives in the
 * path (bookings-path.ts, the one path-filter codec), so a link or a reload opens the same view;
 * each change of a filter writes the path. Rows name their store, provider and work, never ids;
 * the reference opens the booking's page. Read through the RDS events list, which the device also
 * stores, so the page opens with no network, saying how old its copy is.
 */
import { Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { operatorToday } from '../../lib/calendar';
import { formatPeriod } from '../../lib/day-names';
import { useReferenceListNow, useResourceList, type StoredOf } from '../../offline';
import { RDS_EVENT_STATUSES } from '../../resources/rds';
import { recordPath } from '../../screens';
import { InlineLink } from '../../ui';
import { DataTable, type DataColumn, type TableLoadState } from '../../ui/data-table';
import { DayInput } from '../../ui/day-input';
import { FilterSelect, type Option } from '../../ui/filter-select';
import { PageFrame, type DataState } from '../../ui/page-frame';
import { BOOKINGS_PATH, BOOKING_PERIODS, bookingsQuery, periodEnd, type BookingsFilters } from './bookings-path';

type RdsEvent = StoredOf<'rdsEvents'>;

/** A booking as the table shows it: the event with its references named. */
export interface Booking {
  event: RdsEvent;
  store: string;
  provider: string;
  work: string;
}

/** The names a booking's references are shown by, by id, and whether each list has answered yet. */
export interface BookingNames {
  stores: ReadonlyMap<number, string>;
  providers: ReadonlyMap<number, string>;
  skills: ReadonlyMap<number, string>;
  /** false while the stores or the providers are still loading */
  loaded: boolean;
}

/**
 * The events as bookings, each reference by its name: 'Loading…' while the names load, and a
 * plain 'Store not found' once they have answered without it (never the record's internal id).
 */
export function bookingRows(events: readonly RdsEvent[], names: BookingNames): Booking[] {
  const missing = (what: string) => (names.loaded ? `${what} not found` : 'Loading…');
  return events.map((event) => ({
    event,
    store: names.stores.get(event.storeId) ?? missing('Store'),
    provider: names.providers.get(event.serviceProviderId) ?? missing('Provider'),
    work: names.skills.get(event.skillId) ?? '',
  }));
}

const COLUMNS: readonly DataColumn<Booking>[] = [
  {
    key: 'reference',
    header: 'Reference',
    kind: 'reference',
    value: (b) => b.event.reference,
    cell: (b) => <InlineLink to={recordPath('rdsEvents.detail', b.event.id)}>{b.event.reference}</InlineLink>,
  },
  { key: 'date', header: 'Date', kind: 'date', value: (b) => b.event.date },
  {
    key: 'time',
    header: 'Time',
    // a window, kept on one line as Print Orders' (the 'time' kind would cut it to its start)
    kind: 'reference',
    value: (b) => `${b.event.startTime.slice(0, 5)}–${b.event.endTime.slice(0, 5)}`,
  },
  { key: 'store', header: 'Store', value: (b) => b.store, minW: '12rem' },
  { key: 'provider', header: 'Service provider', value: (b) => b.provider, minW: '10rem' },
  { key: 'work', header: 'Work', value: (b) => b.work, hideBelow: 'lg' },
  { key: 'status', header: 'Status', kind: 'status', value: (b) => b.event.status },
  { key: 'notes', header: 'Notes', value: (b) => b.event.notes ?? '', minW: '10rem', hideBelow: 'lg' },
];

const PERIOD_OPTIONS: readonly Option[] = BOOKING_PERIODS.map((p) => ({ value: p.value, label: p.label }));
const STATUS_OPTIONS: readonly Option[] = RDS_EVENT_STATUSES.map((s) => ({ value: s, label: s }));

export interface BookingsViewProps {
  filters: BookingsFilters;
  onChange: (next: Partial<BookingsFilters>) => void;
  rows: readonly Booking[];
  storeOptions: readonly Option[];
  providerOptions: readonly Option[];
  state: TableLoadState & DataState;
}

/** The page as drawn from its filter, rows and load state (tested alone). */
export function BookingsView({ filters, onChange, rows, storeOptions, providerOptions, state }: BookingsViewProps) {
  const last = periodEnd(filters);
  const counts = RDS_EVENT_STATUSES.map((s) => [s, rows.filter((b) => b.event.status === s).length] as const);
  return (
    <PageFrame title="Retail Delivery Bookings" state={state}>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>From</Field.Label>
          <DayInput name="from" value={filters.from} onChange={(from) => onChange({ from })} />
        </Field.Root>
        <FilterSelect
          label="Period"
          name="period"
          value={filters.period}
          options={PERIOD_OPTIONS}
          onChange={(v) => onChange({ period: BOOKING_PERIODS.find((p) => p.value === v)?.value ?? 'week' })}
        />
        <FilterSelect
          label="Store"
          name="store"
          width="14rem"
          value={filters.storeIds.join(',')}
          options={storeOptions}
          allLabel="All stores"
          onChange={(v) => onChange({ storeIds: v ? [Number(v)] : [] })}
        />
        <FilterSelect
          label="Service provider"
          name="provider"
          width="14rem"
          value={filters.providerIds.join(',')}
          options={providerOptions}
          allLabel="All providers"
          onChange={(v) => onChange({ providerIds: v ? [Number(v)] : [] })}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={filters.statuses.join(',')}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          onChange={(v) => onChange({ statuses: RDS_EVENT_STATUSES.filter((s) => s === v) })}
        />
      </HStack>
      <Stack gap="1">
        <Text fontWeight="medium" data-testid="bookings-period">
          {formatPeriod(filters.from, last)}
        </Text>
        {!state.isLoading && !state.error && (
          <Text fontSize="sm" data-testid="bookings-counts">
            {rows.length.toLocaleString()} {rows.length === 1 ? 'booking' : 'bookings'}
            {counts
              .filter(([, n]) => n > 0)
              .map(([s, n]) => ` · ${n.toLocaleString()} ${s}`)
              .join('')}
          </Text>
        )}
      </Stack>
      <DataTable
        label="Retail delivery bookings"
        testId="bookings"
        maxH="max(20rem, calc(100vh - 22rem))"
        columns={COLUMNS}
        rows={rows}
        rowKey={(b) => b.event.id}
        status={{ state, what: 'Bookings', emptyHint: ' Try another period, store or provider.' }}
      />
    </PageFrame>
  );
}

export function BookingsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const today = operatorToday();
  const filters = BOOKINGS_PATH.parse(pathname, today);
  const onChange = (next: Partial<BookingsFilters>) =>
    navigate(BOOKINGS_PATH.format({ ...filters, ...next }, today), { replace: true });

  const path = BOOKINGS_PATH.format(filters, today);
  const params = useMemo(() => bookingsQuery(BOOKINGS_PATH.parse(path, today)), [path, today]);
  const events = useResourceList('rdsEvents', params);
  const stores = useResourceList('rdsStores', { limit: -1, sort: 'storeNumber' });
  // asked at once on a first visit: an empty device list would otherwise read as 'Provider not found' and no work
  const providerList = useReferenceListNow('serviceProviders');
  const providers = providerList.data;
  const skills = useReferenceListNow('retailSkills').data;
  const namesLoaded = !stores.isLoading && !providerList.isLoading;

  const storeOptions = useMemo(
    () => stores.data.map((s) => ({ value: String(s.id), label: `${s.storeNumber} ${s.name}` })),
    [stores.data],
  );
  const providerOptions = useMemo(() => providers.map((p) => ({ value: String(p.id), label: p.name })), [providers]);
  const rows = useMemo(
    () =>
      bookingRows(events.data, {
        stores: new Map(storeOptions.map((o) => [Number(o.value), o.label])),
        providers: new Map(providers.map((p) => [p.id, p.name])),
        skills: new Map(skills.map((s) => [s.id, s.name])),
        loaded: namesLoaded,
      }),
    [events.data, storeOptions, providers, skills, namesLoaded],
  );
  return (
    <BookingsView
      filters={filters}
      onChange={onChange}
      rows={rows}
      storeOptions={storeOptions}
      providerOptions={providerOptions}
      state={events}
    />
  );
}
