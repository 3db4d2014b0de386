/**
 * Which depot clock a record's times read on, decided from its declaration alone: a routing
 * group reads on its own zone; a record that names a routing group on that group's; one that
 * names a depot (a line-haul movement's origin, an equipment's depot) on the depot's routing
 * group's; one that names a run (a drop) on the run's routing group's; one that names a warehouse
 * (a stock movement, a pick order, a purchase order) on its depot's. Anything else, or one
 * whose group is not known yet, reads on the operator's clock (src/lib/calendar.ts). Pure: the
 * pages' hook (src/ui/use-depot-zone.ts) gives it the reference lists and the runs it looked up.
 */
import { zoneOr } from './calendar';

/** The fields of a declaration this module reads. */
interface Declared {
  name: string;
  fields: Readonly<Record<string, { type: string; ref?: string }>>;
}

/** How a resource's records find their zone: the field that leads to a routing group, and through what. */
export type ZoneRoute =
  | { via: 'self' }
  | { via: 'routingGroups'; field: string }
  | { via: 'depots'; field: string }
  | { via: 'runs'; field: string }
  | { via: 'warehouses'; field: string };

const ROUTING_GROUPS = 'routingGroups';

/** The first reference field to `resource` (a single 'ref'), in declaration order. */
function refField(def: Declared, resource: string): string | undefined {
  return Object.entries(def.fields).find(([, m]) => m.type === 'ref' && m.ref === resource)?.[0];
}

/** How `def`'s records find their routing group, or null when they name none (the operator's clock). */
export function zoneRoute(def: Declared): ZoneRoute | null {
  if (def.name === ROUTING_GROUPS) return { via: 'self' };
  const group = refField(def, ROUTING_GROUPS);
  if (group) return { via: 'routingGroups', field: group };
  const depot = refField(def, 'depots');
  if (depot) return { via: 'depots', field: depot };
  const run = refField(def, 'runs');
  if (run) return { via: 'runs', field: run };
  const warehouse = refField(def, 'warehouses');
  return warehouse ? { via: 'warehouses', field: warehouse } : null;
}

/** What the zone is read from: each routing group's zone, the group of each known depot and run, and each known warehouse's depot. */
export interface ZoneSources {
  groupZone: (routingGroupId: unknown) => string;
  depotGroup: ReadonlyMap<number, unknown>;
  runGroup: ReadonlyMap<number, unknown>;
  warehouseDepot: ReadonlyMap<number, unknown>;
}

/** The zone a record of a resource routed by `route` reads on. */
export function recordZone(
  route: ZoneRoute | null,
  record: Readonly<Record<string, unknown>>,
  sources: ZoneSources,
): string {
  if (!route) return zoneOr(null);
  const key = (field: string) => (typeof record[field] === 'number' ? Number(record[field]) : NaN);
  switch (route.via) {
    case 'self':
      return zoneOr(record.timezone);
    case 'routingGroups':
      return sources.groupZone(record[route.field]);
    case 'depots':
      return sources.groupZone(sources.depotGroup.get(key(route.field)));
    case 'runs':
      return sources.groupZone(sources.runGroup.get(key(route.field)));
    case 'warehouses': {
      const depot = sources.warehouseDepot.get(key(route.field));
      return sources.groupZone(typeof depot === 'number' ? sources.depotGroup.get(depot) : null);
    }
  }
}
