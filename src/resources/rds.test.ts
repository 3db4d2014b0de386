import { describe, expect, it } from 'vitest';
import { can, type AccessContext } from './access';
import { checkCsv } from './csv';
import { applyLifecycle, nextStatuses } from './lifecycle';
import { rdsEvents, rdsStores, retailExceptions, retailSkills, serviceProviders } from './rds';
import { permissionsOf, type AccessUser, type Role } from './roles';

function user(role: Role, clientId: number | null, features: AccessUser['features'] = {}): AccessUser {
  return { id: 9, role, clientId, clientIds: clientId ? [clientId] : [], features, permissions: permissionsOf(role) };
}
const ADMIN = user('admin', null);
const STORES_OFFICE = user('client-admin', 888, { RDSStores: '*' });
const AT_888: AccessContext = { clientId: 888, client: null, clients: [], betaEnabled: false };
const NOW = '2026-11-27T01:00:00.000Z';

describe('retail exceptions: managed to resolution', () => {
  const open = { reference: 'RX-1', storeId: 1, raisedOn: '2026-11-27', category: 'display', status: 'open' };

  it("lets the retail client's office work an exception and resolve it, and only admins reopen one", () => {
    expect(nextStatuses(retailExceptions, STORES_OFFICE, 'open', AT_888)).toEqual([
      'in-progress',
      'resolved',
      'cancelled',
    ]);
    expect(nextStatuses(retailExceptions, STORES_OFFICE, 'resolved', AT_888)).toEqual([]);
    expect(nextStatuses(retailExceptions, ADMIN, 'resolved')).toEqual(['open']);
    // another client's office may not touch them
    expect(nextStatuses(retailExceptions, user('client-admin', 8), 'open')).toEqual([]);
  });

  it('needs a resolution to resolve, and stamps the time; reopening clears it', () => {
    const bare = { ...open, status: 'resolved', resolution: '' };
    expect(applyLifecycle(retailExceptions, STORES_OFFICE, open, bare, NOW, AT_888)).toEqual([
      { field: 'resolution', message: 'A resolved retail exception needs resolution.' },
    ]);
    const resolved = { ...open, status: 'resolved', resolution: 'Stock replaced.', resolvedAt: '2020-01-01T00:00:00Z' };
    expect(applyLifecycle(retailExceptions, STORES_OFFICE, open, resolved, NOW, AT_888)).toEqual([]);
    expect(resolved.resolvedAt).toBe(NOW);
    const reopened = { ...resolved, status: 'open' };
    expect(applyLifecycle(retailExceptions, ADMIN, resolved, reopened, NOW)).toEqual([]);
    expect(reopened.resolvedAt).toBe(null);
  });
});

describe('store upload', () => {
  it('reads every line, names each bad one by its line, and takes none when one is bad', () => {
    const header = 'storeNumber,name,address,suburb,postcode,stateId,phone,opensAt,closesAt,openDays,skillIds,active';
    const good = 'NH900,Northside Test,1 Main Street,Newtown,2042,,02 9000 0000,09:00,17:00,Mon-Sat,1;3,yes';
    const ok = checkCsv({ def: rdsStores }, [header, good].join('\n'));
    expect(ok.errors).toEqual([]);
    expect(ok.rows[0]?.record).toMatchObject({
      storeNumber: 'NH900',
      opensAt: '09:00',
      skillIds: [1, 3],
      active: true,
    });
    const bad = checkCsv(
      { def: rdsStores },
      [
        header,
        good,
        'NH901,Late Store,2 Main Street,Newtown,2042,,,18:00,09:00,,,yes',
        'NH902,,3 Main Street,Newtown,2042,,,9am,17:00,,,yes',
      ].join('\n'),
    );
    expect(bad.errors).toEqual([
      { line: 3, message: 'closesAt: The store must close after it opens.' },
      { line: 4, message: 'name: Name is required' },
    ]);
  });
});

describe('retail delivery bookings: who reads them', () => {
  const booker = user('client-admin', 888, { RetailDeliveryBooking: '*', RDSStores: '*' });

  it('lets a RetailDeliveryBooking holder read the bookings and the names they show, and change nothing', () => {
    for (const def of [rdsEvents, serviceProviders, retailSkills]) {
      expect([can(booker, def, 'list', AT_888), can(booker, def, 'get', AT_888)]).toEqual([true, true]);
      expect((['create', 'update', 'patch', 'delete'] as const).map((a) => can(booker, def, a, AT_888))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
    expect(can(user('client-admin', 888, { RDSStores: '*' }), rdsEvents, 'list', AT_888)).toBe(false);
  });
});
