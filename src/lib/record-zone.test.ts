import { describe, expect, it } from 'vitest';
import { zoneOfGroup } from './late';
import { recordZone, zoneRoute, type ZoneSources } from './record-zone';
import { deliveries, drops, runs } from '../resources';
import { depots, routingGroups, zones } from '../resources/reference';
import { lineHaulMovements } from '../resources/line-haul-movements';
import { pickOrders } from '../resources/pick-pack';
import { purchaseOrders } from '../resources/purchasing';
import { stockLevels, stockMovements } from '../resources/warehouse';

const sources: ZoneSources = {
  groupZone: zoneOfGroup([
    { id: 1, timezone: 'Australia/Perth' },
    { id: 2, timezone: 'Pacific/Auckland' },
    { id: 3, timezone: 'Australia/Darwin' },
  ]),
  depotGroup: new Map([[10, 2]]),
  runGroup: new Map([[50, 3]]),
  warehouseDepot: new Map([
    [7, 10],
    [8, null],
  ]),
};
const zoneOf = (def: Parameters<typeof zoneRoute>[0], record: Record<string, unknown>) =>
  recordZone(zoneRoute(def), record, sources);

describe('the depot clock a record reads on', () => {
  it('is its routing group’s for a delivery, a run and a zone', () => {
    expect(zoneOf(deliveries, { routingGroupId: 1, depotId: 10 })).toBe('Australia/Perth');
    expect(zoneOf(runs, { routingGroupId: 2 })).toBe('Pacific/Auckland');
    expect(zoneOf(zones, { routingGroupId: 3 })).toBe('Australia/Darwin');
  });

  it('is its run’s routing group’s for a drop, and a routing group’s own', () => {
    expect(zoneRoute(drops)).toEqual({ via: 'runs', field: 'runId' });
    expect(zoneOf(drops, { runId: 50 })).toBe('Australia/Darwin');
    expect(zoneOf(routingGroups, { timezone: 'Australia/Perth' })).toBe('Australia/Perth');
  });

  it('is the routing group’s of the depot it names (a line-haul movement’s origin)', () => {
    expect(zoneRoute(depots)).toEqual({ via: 'routingGroups', field: 'routingGroupId' });
    expect(zoneRoute(lineHaulMovements)).toEqual({ via: 'depots', field: 'originDepotId' });
    expect(zoneOf(lineHaulMovements, { originDepotId: 10 })).toBe('Pacific/Auckland');
  });

  it('is the warehouse’s depot’s for what a warehouse holds or takes in (stock, its ledger, pick and purchase orders)', () => {
    for (const def of [stockLevels, stockMovements, pickOrders, purchaseOrders])
      expect(zoneRoute(def)).toEqual({ via: 'warehouses', field: 'warehouseId' });
    expect(zoneOf(stockMovements, { warehouseId: 7 })).toBe('Pacific/Auckland');
    // a warehouse with no depot, or one not known yet, reads on the operator's clock
    expect(zoneOf(stockMovements, { warehouseId: 8 })).toBe('Australia/Sydney');
    expect(zoneOf(pickOrders, { warehouseId: 9 })).toBe('Australia/Sydney');
  });

  it('is the operator’s while the group is not known, or for a record that names none', () => {
    expect(zoneOf(drops, { runId: 51 })).toBe('Australia/Sydney');
    expect(zoneOf(deliveries, { routingGroupId: null })).toBe('Australia/Sydney');
    expect(zoneRoute({ name: 'notes', fields: { text: { type: 'string' } } })).toBeNull();
    expect(recordZone(null, {}, sources)).toBe('Australia/Sydney');
  });
});
