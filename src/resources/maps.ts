/**
 * Resources of the maps and routing area (docs/maps-routing.md): material-handling equipment with
 * its last known position (Asset Tracker), and route plans, the one change that applies an
 * optimised day (Optimize Routes). A route plan is created once through the outbox; the server
 * applies it in the same transaction (runs, drops, delivery links), so a replay under the same
 * Idempotency-Key applies it exactly once.
 */
import { ADMIN_ONLY, admin, adminType } from './access';
import { date, dateTime, int, json, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

/** What works in a depot's yard. */
export const YARD_EQUIPMENT_KINDS = ['forklift', 'pallet-jack', 'reach-truck', 'tug', 'cage'] as const;
/** A van reports its position from its run (the driver app; the demo's driver simulator). */
export const EQUIPMENT_KINDS = [...YARD_EQUIPMENT_KINDS, 'van'] as const;
export const EQUIPMENT_STATUSES = ['in-use', 'idle', 'charging', 'maintenance'] as const;

export const equipment = defineResource({
  name: 'equipment',
  path: '/mhe/equipment',
  label: 'Equipment',
  labelPlural: 'Equipment',
  fields: {
    code: text('Asset', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 32,
    }),
    kind: oneOf('Kind', EQUIPMENT_KINDS, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', editable: true, required: true }),
    status: oneOf('Status', EQUIPMENT_STATUSES, {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
    }),
    lat: num('Latitude', { editable: true, min: -90, max: 90, nullable: true }),
    lng: num('Longitude', { editable: true, min: -180, max: 180, nullable: true }),
    // reported with the position by the asset's tracker or the van's driver app
    lastSeenAt: dateTime('Last seen', { column: true, sortable: true, nullable: true, write: ADMIN_ONLY }),
    batteryPct: int('Battery (%)', { column: true, sortable: true, editable: true, min: 0, max: 100, nullable: true }),
  },
  clientScoped: false,
  access: {
    list: adminType,
    get: adminType,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: ADMIN_ONLY,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'code',
  searchFields: ['code'],
  indexes: ['depotId', 'status'],
  unique: [['code']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'code',
});

export const routePlans = defineResource({
  name: 'routePlans',
  path: '/route-plans',
  label: 'Route plan',
  labelPlural: 'Route plans',
  fields: {
    name: text('Plan', { column: true, sortable: true, filter: 'text', required: true, maxLength: 80 }),
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', required: true }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', required: true }),
    runs: json('Runs', 'routePlanRuns', { required: true }),
    distanceBeforeKm: num('Distance before (km)', { column: true, min: 0, max: 1_000_000 }),
    distanceAfterKm: num('Distance after (km)', { column: true, min: 0, max: 1_000_000 }),
    durationBeforeMin: int('Duration before (min)', { column: true, min: 0, max: 10_000_000 }),
    durationAfterMin: int('Duration after (min)', { column: true, min: 0, max: 10_000_000 }),
    appliedRunIds: json('Runs created', 'idList'),
  },
  clientScoped: false,
  access: { list: admin, get: admin, create: ADMIN_ONLY },
  defaultSort: '-id',
  indexes: ['date', 'routingGroupId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'name',
});
