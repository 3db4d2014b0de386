import { describe, expect, it } from 'vitest';
import { parseRoutingGroupPath, routingGroupDeliveriesPath } from './rg-deliveries-path';

describe('routing-group deliveries paths', () => {
  it('reads the routing group, and the client segment of the admin form', () => {
    expect(parseRoutingGroupPath('/d/rg/12')).toEqual({ routingGroupId: 12, clientId: null });
    expect(parseRoutingGroupPath('/cd/8/d/rg/12')).toEqual({ routingGroupId: 12, clientId: 8 });
    // an admin with no client chosen: the side menu writes -1
    expect(parseRoutingGroupPath('/cd/-1/d/rg/12')).toEqual({ routingGroupId: 12, clientId: null });
  });

  it('names no group for a missing or bad id, so the page says so', () => {
    expect(parseRoutingGroupPath('/d/rg')).toBeNull();
    expect(parseRoutingGroupPath('/d/rg/abc')).toBeNull();
    expect(parseRoutingGroupPath('/d/rg/all')).toBeNull();
    expect(parseRoutingGroupPath('/cd/8/d/rg/x')).toBeNull();
    expect(parseRoutingGroupPath('/d/deliveries/all')).toBeNull();
  });

  it('writes what it reads', () => {
    for (const p of [
      { routingGroupId: 3, clientId: null },
      { routingGroupId: 3, clientId: 14 },
    ]) {
      expect(parseRoutingGroupPath(routingGroupDeliveriesPath(p))).toEqual(p);
    }
    expect(routingGroupDeliveriesPath({ routingGroupId: 3, clientId: 14 })).toBe('/cd/14/d/rg/3');
  });
});
