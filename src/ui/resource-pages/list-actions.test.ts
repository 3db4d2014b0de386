import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../resources/access';
import { permissionsOf, type AccessUser, type Role } from '../../resources/roles';
import { recordActions } from './list-actions';

const user = (role: Role): AccessUser => ({
  id: 9,
  role,
  clientId: 8,
  clientIds: [8],
  features: {},
  permissions: permissionsOf(role),
});
const AT_8: AccessContext = { clientId: 8, client: null, clients: [], betaEnabled: false };

describe("a detail page's task screens", () => {
  it("offers a purchase order's Receive Goods, with the record's path, to who may receive", () => {
    const receive = [
      { screenId: 'purchaseOrders.receive', label: 'Receive Goods', path: '/po/purchase-orders/7/receive' },
    ];
    expect(recordActions('purchaseOrders', 7, user('admin'), AT_8)).toEqual(receive);
    // a client's admin holds packer and purchase-orders
    expect(recordActions('purchaseOrders', 7, user('client-admin'), AT_8)).toEqual(receive);
  });

  it('offers nothing to a user the screen refuses, nor on a resource without task screens', () => {
    expect(recordActions('purchaseOrders', 7, user('client-user'), AT_8)).toEqual([]);
    expect(recordActions('pallets', 7, user('admin'), AT_8)).toEqual([]);
  });
});
