import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoredOf } from '../../offline';
import type { AccessContext } from '../../resources/access';
import { permissionsOf, type AccessUser, type Role } from '../../resources/roles';
import { SCREENS } from '../../screens';
import { renderWithChakra } from '../../theme/render-in-tests';
import { BOOKINGS_PATH, type BookingsFilters } from './bookings-path';
import { BookingsView, bookingRows, type Booking, type BookingsViewProps } from './bookings-page';

const TODAY = '2026-11-27';

const event = (id: number, status: string, storeId: number, date = TODAY): StoredOf<'rdsEvents'> =>
  ({
    id,
    reference: `RDS-${id}`,
    storeId,
    serviceProviderId: 2,
    skillId: 1,
    date,
    startTime: '08:30',
    endTime: '11:30',
    status,
    notes: '',
  }) as StoredOf<'rdsEvents'>;

const NAMES = {
  stores: new Map([[3, 'NH103 Northside Glebe Homewares']]),
  providers: new Map([[2, 'Shelf Ready Merchandising']]),
  skills: new Map([[1, 'Merchandising']]),
  loaded: true,
};

const loaded: BookingsViewProps['state'] = {
  isLoading: false,
  error: null,
  refetch: () => undefined,
  source: 'network',
  asOf: null,
};

function render(rows: readonly Booking[], state = loaded, filters: BookingsFilters = BOOKINGS_PATH.defaults(TODAY)) {
  const changes: Partial<BookingsFilters>[] = [];
  const host = renderWithChakra(
    <MemoryRouter>
      <BookingsView
        filters={filters}
        onChange={(next) => changes.push(next)}
        rows={rows}
        storeOptions={[{ value: '3', label: 'NH103 Northside Glebe Homewares' }]}
        providerOptions={[{ value: '2', label: 'Shelf Ready Merchandising' }]}
        state={state}
      />
    </MemoryRouter>,
  );
  const select = (name: string) => host.querySelector<HTMLSelectElement>(`select[name="${name}"]`) as HTMLSelectElement;
  const choose = (name: string, value: string) =>
    act(() => {
      select(name).value = value;
      select(name).dispatchEvent(new Event('change', { bubbles: true }));
    });
  return { host, changes, select, choose };
}

describe('Retail Delivery Bookings', () => {
  it('names each booking’s store, provider and work, never their ids', () => {
    const rows = bookingRows([event(1, 'booked', 3), event(2, 'confirmed', 9)], NAMES);
    expect(rows.map((r) => [r.event.reference, r.store, r.provider, r.work])).toEqual([
      ['RDS-1', 'NH103 Northside Glebe Homewares', 'Shelf Ready Merchandising', 'Merchandising'],
      ['RDS-2', 'Store not found', 'Shelf Ready Merchandising', 'Merchandising'],
    ]);
    const loading = bookingRows([event(2, 'confirmed', 9)], { ...NAMES, loaded: false });
    expect(loading.map((r) => r.store)).toEqual(['Loading…']);
  });

  it('shows the period, the counts by status and a row per booking, its reference opening the booking', () => {
    const { host } = render(
      bookingRows([event(1, 'booked', 3), event(2, 'booked', 3), event(3, 'cancelled', 3, '2026-11-29')], NAMES),
    );
    expect(host.querySelector('[data-testid="bookings-period"]')?.textContent).toBe('Fri 27 Nov to Thu 3 Dec 2026');
    expect(host.querySelector('[data-testid="bookings-counts"]')?.textContent).toBe(
      '3 bookings · 2 booked · 1 cancelled',
    );
    const table = host.querySelector('table[aria-label="Retail delivery bookings"]');
    const cells = [...(table?.querySelectorAll('tbody tr:first-child td') ?? [])].map((td) => td.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'RDS-1',
      TODAY,
      '08:30–11:30',
      'NH103 Northside Glebe Homewares',
      'Shelf Ready Merchandising',
    ]);
    expect(table?.querySelector('a')?.getAttribute('href')).toBe('/rds/c/1');
  });

  it('hands each filter change to the path, as the codec writes it', () => {
    const { changes, choose } = render([]);
    choose('store', '3');
    choose('provider', '');
    choose('status', 'confirmed');
    choose('period', 'fortnight');
    expect(changes).toEqual([
      { storeIds: [3] },
      { providerIds: [] },
      { statuses: ['confirmed'] },
      { period: 'fortnight' },
    ]);
  });

  it('shows the filter of a path with several stores as it is, not another one', () => {
    const { select } = render([], loaded, { ...BOOKINGS_PATH.defaults(TODAY), storeIds: [3, 4] });
    expect(select('store').value).toBe('3,4');
    expect(select('store').selectedOptions[0]?.textContent).toBe('2 selected');
  });

  it('says when no booking matches, and when the bookings could not be loaded', () => {
    expect(render([]).host.querySelector('[data-testid="empty-state"]')?.textContent).toBe(
      'No bookings match these filters. Try another period, store or provider.',
    );
    const failed = render([], { ...loaded, error: { displayMessage: 'The server could not be reached.' } }).host;
    expect(failed.querySelector('[role="alert"]')?.textContent).toContain('Bookings could not be loaded');
    expect(failed.querySelector('[data-testid="bookings-counts"]')).toBeNull();
  });
});

describe('who opens Retail Delivery Bookings', () => {
  const user = (role: Role, features: AccessUser['features']): AccessUser => ({
    id: 9,
    role,
    clientId: 888,
    clientIds: [888],
    features,
    permissions: permissionsOf(role),
  });
  const AT_888: AccessContext = { clientId: 888, client: null, clients: [], betaEnabled: false };
  const opens = (id: string, u: AccessUser) => SCREENS.find((s) => s.id === id)?.access(u, AT_888);

  it('the holders of RetailDeliveryBooking, who open a booking too; the RDS lists stay admin-type', () => {
    const booker = user('client-admin', { RetailDeliveryBooking: '*', RDSStores: '*' });
    expect(['d.retail-bookings', 'rdsEvents.detail'].map((id) => opens(id, booker))).toEqual([true, true]);
    expect(['rdsEvents.list', 'serviceProviders.list', 'retailSkills.list'].map((id) => opens(id, booker))).toEqual([
      false,
      false,
      false,
    ]);
    expect(opens('d.retail-bookings', user('admin', {}))).toBe(false);
    expect(opens('rdsEvents.list', user('admin', {}))).toBe(true);
  });
});
