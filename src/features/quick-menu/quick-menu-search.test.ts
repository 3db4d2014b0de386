import { describe, expect, it } from 'vitest';
import { testClient, testContext, testUser } from '../../session/gating-fixtures';
import {
  BOX_SEARCH,
  DELIVERY_SEARCH,
  RUN_SEARCH,
  clientSettingsPath,
  filterClients,
  filterNavigation,
  navigationEntries,
  recordEntry,
  searchableKinds,
} from './quick-menu-search';

describe('quick menu search', () => {
  it('lists the screens the user may open, Charges for admin only', () => {
    expect(navigationEntries(testUser('admin'), testContext()).map((e) => e.name)).toEqual([
      'Deliveries',
      'User Management',
      'Clients',
      'Upload CSV',
      'File Uploads',
      'Depots',
      'Run Summary',
      'Charges',
    ]);
    expect(navigationEntries(testUser('client-user'), testContext()).map((e) => e.name)).toEqual([
      'Deliveries',
      'Run Summary',
    ]);
    expect(navigationEntries(testUser('admin'), testContext()).map((e) => e.name)).toContain('Charges');
    expect(navigationEntries(testUser('admin-dashboard-only'), testContext()).map((e) => e.name)).not.toContain(
      'Charges',
    );
    expect(navigationEntries(testUser('client-user'), testContext()).find((e) => e.name === 'Run Summary')?.path).toBe(
      '/run/r/country/1/2026-11-21',
    );
  });

  it('filters by name, case-insensitively', () => {
    const entries = navigationEntries(testUser('admin'), testContext());
    expect(filterNavigation(entries, 'UPL').map((e) => e.name)).toEqual(['Upload CSV', 'File Uploads']);
    expect(filterNavigation(entries, '').length).toBe(8);
  });

  it('filters clients by name or code, at most 9', () => {
    const clients = Array.from({ length: 12 }, (_, i) =>
      testClient(i + 1, { name: `Fresh ${i + 1}`, code: `FR${i + 1}` }),
    );
    clients.push(testClient(99, { name: 'Harvest Box', code: 'HBX' }));
    expect(filterClients(clients, 'fresh')).toHaveLength(9);
    expect(filterClients(clients, 'hbx').map((c) => c.name)).toEqual(['Harvest Box']);
    expect(filterClients(clients, 'harv').map((c) => c.id)).toEqual([99]);
  });
});

describe('record search', () => {
  it('finds a delivery by reference, a run by code and a box by barcode, each opening its page', () => {
    expect(
      recordEntry(DELIVERY_SEARCH, { id: 12, reference: 'FRSH-261127-0042', recipientName: 'Ann' }, 'fRsH-261127-004'),
    ).toEqual({
      name: 'Delivery FRSH-261127-0042',
      path: '/run/r/delivery/12',
    });
    expect(recordEntry(RUN_SEARCH, { id: 5, code: 'BNE-1128-02' }, 'bne-1128')).toEqual({
      name: 'Run BNE-1128-02',
      path: '/run/runs/5',
    });
    // a box opens its delivery
    expect(recordEntry(BOX_SEARCH, { id: 9, barcode: 'BX0001234', deliveryId: 12 }, '0001234')?.path).toBe(
      '/run/r/delivery/12',
    );
  });

  it('answers nothing for a short text, a match on other fields, or a box without delivery', () => {
    expect(recordEntry(DELIVERY_SEARCH, { id: 12, reference: 'FRSH-1' }, 'FR')).toBeNull();
    // the list's search also matches names and addresses; the header search is by reference
    expect(recordEntry(DELIVERY_SEARCH, { id: 12, reference: 'FRSH-1', recipientName: 'Ann Frsh' }, 'ann')).toBeNull();
    expect(recordEntry(BOX_SEARCH, { id: 9, barcode: 'BX0001234', deliveryId: null }, 'BX000')).toBeNull();
  });

  it('searches only what the user may list and open', () => {
    expect(searchableKinds(testUser('admin'), testContext()).map((k) => k.resource)).toEqual([
      'deliveries',
      'runs',
      'boxes',
    ]);
    const kinds = searchableKinds(testUser('client-user'), testContext()).map((k) => k.resource);
    expect(kinds).toContain('deliveries');
    expect(searchableKinds(testUser('contractor'), testContext()).map((k) => k.resource)).not.toContain('deliveries');
  });

  it("offers the selected client's settings to whoever may change them: admins, and a client-admin for its own clients", () => {
    expect(clientSettingsPath(testUser('admin'), testContext(), 14)).toBe('/c/clients/14');
    expect(clientSettingsPath(testUser('client-admin', {}, [8, 14]), testContext(), 14)).toBe('/c/clients/14');
    expect(clientSettingsPath(testUser('client-admin', {}, [8]), testContext(), 14)).toBeNull();
    expect(clientSettingsPath(testUser('client-user', {}, [14]), testContext(), 14)).toBeNull();
    expect(clientSettingsPath(testUser('admin-dashboard-only'), testContext(), 14)).toBeNull();
  });
});
