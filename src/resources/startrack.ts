/**
 * StarTrack integration records (docs/integrations.md): the business-to-business freight of
 * clients with the `startrack` flag. Every wholesale delivery of such a client is booked with
 * StarTrack as a consignment (connote, shown as a StarTrack order); each of its boxes carries a
 * StarTrack label with its weight and cubic size; the operator's scans reach StarTrack as
 * tracking events (StarTrack Data), so the records follow the delivery and its boxes.
 *
 * Written by the integration, read-only here, client-scoped. The gate (spec: 'StarTrack needs the
 * Startrack feature or client flag') is granted to a user who has the Startrack feature or who
 * sees a client with the `startrack` flag (staff see every client in their scope).
 */
import { anyClientFlag, any, feature } from './access';
import { date, dateTime, int, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

/** The StarTrack gate, typed once: the screens of src/screens/catalogue and the records' API. */
export const STARTRACK_READ = any(feature('Startrack'), anyClientFlag('startrack'));
const READ_ONLY = { list: STARTRACK_READ, get: STARTRACK_READ };

export const STARTRACK_SERVICES = ['road-express', 'premium'] as const;
/** A consignment's (and a label's) state at StarTrack; 'futile' is StarTrack's failed attempt. */
export const STARTRACK_STATUSES = ['booked', 'in-depot', 'on-board', 'delivered', 'futile', 'returned', 'exception', 'cancelled'] as const;
/** Tracking event codes, with what they say (docs/integrations.md). */
export const STARTRACK_EVENT_CODES = ['BKD', 'IND', 'OBD', 'DEL', 'FUT', 'RTS', 'CAN'] as const;

export const startrackOrders = defineResource({
  name: 'startrackOrders',
  path: '/integrations/startrack/orders',
  label: 'StarTrack order',
  labelPlural: 'StarTrack Orders',
  fields: {
    connote: text('Connote', { column: true, sortable: true, filter: 'text', required: true, maxLength: 32 }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', nullable: true }),
    service: oneOf('Service', STARTRACK_SERVICES, { column: true, filter: 'exact', required: true }),
    status: oneOf('Status', STARTRACK_STATUSES, { column: true, sortable: true, filter: 'exact', required: true }),
    boxCount: int('Boxes', { column: true, sortable: true, min: 0, max: 999 }),
    weightKg: num('Weight (kg)', { column: true, sortable: true, min: 0, max: 100000 }),
    cubicM3: num('Cubic (m³)', { column: true, sortable: true, min: 0, max: 1000 }),
    bookedAt: dateTime('Booked at', { sortable: true, nullable: true }),
    deliveredAt: dateTime('Delivered at', { sortable: true, nullable: true }),
  },
  clientScoped: true,
  access: READ_ONLY,
  defaultSort: '-date,connote',
  searchFields: ['connote'],
  indexes: ['date', 'status', 'deliveryId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'connote',
  screens: {
    list: { path: '/d/startrack-orders/all', title: 'StarTrack Orders' },
    detail: { path: '/d/startrack-orders/{id}', title: 'StarTrack Order' },
  },
});

export const startrackBoxes = defineResource({
  name: 'startrackBoxes',
  path: '/integrations/startrack/boxes',
  label: 'StarTrack box',
  labelPlural: 'StarTrack Boxes',
  fields: {
    label: text('Label', { column: true, sortable: true, filter: 'text', required: true, maxLength: 40 }),
    orderId: ref('Connote', 'startrackOrders', { column: true, filter: 'exact', required: true }),
    boxId: ref('Box', 'boxes', { column: true, filter: 'exact', required: true }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    status: oneOf('Status', STARTRACK_STATUSES, { column: true, sortable: true, filter: 'exact', required: true }),
    weightKg: num('Weight (kg)', { column: true, sortable: true, min: 0, max: 10000 }),
    cubicM3: num('Cubic (m³)', { column: true, sortable: true, min: 0, max: 100 }),
    lastScanAt: dateTime('Last scan', { column: true, sortable: true, nullable: true }),
  },
  clientScoped: true,
  access: READ_ONLY,
  defaultSort: '-date,label',
  searchFields: ['label'],
  indexes: ['date', 'status', 'deliveryId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'label',
  screens: {
    list: { path: '/d/startrack-boxes/all', title: 'StarTrack Boxes' },
    detail: { path: '/d/startrack-boxes/{id}', title: 'StarTrack Box' },
  },
});

export const startrackEvents = defineResource({
  name: 'startrackEvents',
  path: '/integrations/startrack/events',
  label: 'StarTrack event',
  labelPlural: 'StarTrack Data',
  fields: {
    orderId: ref('Connote', 'startrackOrders', { column: true, filter: 'exact', required: true }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    date: date('Date', { column: true, sortable: true, filter: 'range', required: true }),
    at: dateTime('Time', { column: true, sortable: true, required: true }),
    code: oneOf('Event', STARTRACK_EVENT_CODES, { column: true, filter: 'exact', required: true }),
    description: text('Description', { column: true, filter: 'text', maxLength: 120 }),
    location: text('Location', { column: true, filter: 'text', maxLength: 120 }),
  },
  clientScoped: true,
  access: READ_ONLY,
  defaultSort: '-at',
  searchFields: ['description', 'location'],
  indexes: ['date', 'deliveryId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'description',
  screens: {
    list: { path: '/d/startrack-data/all', title: 'StarTrack Data' },
    detail: { path: '/d/startrack-data/{id}', title: 'StarTrack Event' },
  },
});
