import { describe, expect, it } from 'vitest';
import { testClient, testContext, testUser } from '../../session/gating-fixtures';
import { filterClients, filterNavigation, navigationEntries } from './quick-menu-search';

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
