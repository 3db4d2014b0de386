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
import {
  CARRIER_BOOKING_FIELDS,
  CARRIER_INDEXES,
  carrierDate,
  carrierDeliveryId,
  carrierRecord,
  carrierStatus,
} from './carrier-records';
import { dateTime, int, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

/** The StarTrack gate, typed once: the records' screens and API. */
export const STARTRACK_READ = any(feature('Startrack'), anyClientFlag('startrack'));

export const STARTRACK_SERVICES = ['road-express', 'premium'] as const;
/** A consignment's (and a label's) state at StarTrack; 'futile' is StarTrack's failed attempt. */
export const STARTRACK_STATUSES = [
  'booked',
  'in-depot',
  'on-board',
  'delivered',
  'futile',
  'returned',
  'exception',
  'cancelled',
] as const;
/** Tracking event codes, with what they say (docs/integrations.md). */
export const STARTRACK_EVENT_CODES = ['BKD', 'IND', 'OBD', 'DEL', 'FUT', 'RTS', 'CAN'] as const;

export const startrackOrders = defineResource({
  name: 'startrackOrders',
  path: '/integrations/startrack/orders',
  label: 'StarTrack order',
  labelPlural: 'StarTrack Orders',
  fields: {
    connote: text('Connote', { column: true, sortable: true, filter: 'text', required: true, maxLength: 32 }),
    ...CARRIER_BOOKING_FIELDS,
    service: oneOf('Service', STARTRACK_SERVICES, { column: true, filter: 'exact', required: true }),
    status: carrierStatus(STARTRACK_STATUSES),
    boxCount: int('Boxes', { column: true, sortable: true, min: 0, max: 999 }),
    weightKg: num('Weight (kg)', { column: true, sortable: true, min: 0, max: 100000 }),
    cubicM3: num('Cubic (m³)', { column: true, sortable: true, min: 0, max: 1000 }),
    bookedAt: dateTime('Booked at', { sortable: true, nullable: true }),
    deliveredAt: dateTime('Delivered at', { sortable: true, nullable: true }),
  },
  ...carrierRecord(
    STARTRACK_READ,
    'startrack-orders',
    { list: 'StarTrack Orders', detail: 'StarTrack Order' },
    {
      id: 'r.startrack-orders',
      heading: 'reports',
      icon: 'MdReceipt',
    },
  ),
  defaultSort: '-date,connote',
  searchFields: ['connote'],
  indexes: CARRIER_INDEXES,
  titleField: 'connote',
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
    deliveryId: carrierDeliveryId,
    date: carrierDate(),
    status: carrierStatus(STARTRACK_STATUSES),
    weightKg: num('Weight (kg)', { column: true, sortable: true, min: 0, max: 10000 }),
    cubicM3: num('Cubic (m³)', { column: true, sortable: true, min: 0, max: 100 }),
    lastScanAt: dateTime('Last scan', { column: true, sortable: true, nullable: true }),
  },
  ...carrierRecord(
    STARTRACK_READ,
    'startrack-boxes',
    { list: 'StarTrack Boxes', detail: 'StarTrack Box' },
    {
      id: 'r.startrack-boxes',
      heading: 'reports',
      icon: 'MdInventory2',
    },
  ),
  defaultSort: '-date,label',
  searchFields: ['label'],
  indexes: CARRIER_INDEXES,
  titleField: 'label',
});

export const startrackEvents = defineResource({
  name: 'startrackEvents',
  path: '/integrations/startrack/events',
  label: 'StarTrack event',
  labelPlural: 'StarTrack Data',
  fields: {
    orderId: ref('Connote', 'startrackOrders', { column: true, filter: 'exact', required: true }),
    deliveryId: carrierDeliveryId,
    date: carrierDate(),
    at: dateTime('Time', { column: true, sortable: true, required: true }),
    code: oneOf('Event', STARTRACK_EVENT_CODES, { column: true, filter: 'exact', required: true }),
    description: text('Description', { column: true, filter: 'text', maxLength: 120 }),
    location: text('Location', { column: true, filter: 'text', maxLength: 120 }),
  },
  ...carrierRecord(
    STARTRACK_READ,
    'startrack-data',
    { list: 'StarTrack Data', detail: 'StarTrack Event' },
    {
      id: 'r.startrack-data',
      heading: 'reports',
      icon: 'MdAssessment',
    },
  ),
  defaultSort: '-at',
  searchFields: ['description', 'location'],
  indexes: ['date', 'deliveryId'],
  titleField: 'description',
});
