/**
 * Undated orders (pre-deliveries) and their promotion to deliveries (docs/operations.md).
 * A client sends an order before its delivery day is known; a delivery's `date` is required, so an
 * undated order is a record of its own. Promoting is one change: a `preDeliveryPromotions` create
 * through the outbox (works offline, sent once under its Idempotency-Key) that the server applies
 * in the same transaction: a delivery per pre-delivery, same client and reference, and each
 * pre-delivery marked `promoted` with a link to its delivery (server/operations/pre-deliveries.ts).
 */
import { ADMIN_ONLY, admin, adminType, any, never, perm } from './access';
import { WINDOW_ENDS_AFTER_START, bothOrNeither, endsAfter } from './cross-field';
import { date, dateTime, int, json, longText, num, oneOf, ref, text, time } from './fields';
import { SERVICE_TYPES } from './operations';
import { defineResource } from './types';

export const PRE_DELIVERY_STATUSES = ['undated', 'promoted'] as const;

/** who reads undated orders (client roles only their clients': client scope) */
export const PRE_DELIVERY_READ = any(adminType, perm('pre-delivery'));
/** who enters, edits and promotes them */
export const PRE_DELIVERY_WRITE = any(admin, perm('pre-delivery'));

export const preDeliveries = defineResource({
  name: 'preDeliveries',
  path: '/pre-deliveries',
  label: 'Undated delivery',
  labelPlural: 'Undated deliveries',
  fields: {
    reference: text('Reference', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 64,
    }),
    orderNumber: text('Order number', { column: true, filter: 'text', editable: true, maxLength: 64 }),
    receivedOn: date('Received', { column: true, sortable: true, filter: 'range', editable: true, required: true }),
    serviceType: oneOf('Service', SERVICE_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    recipientName: text('Recipient', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    recipientPhone: text('Phone', { editable: true, maxLength: 40 }),
    address: text('Address', { column: true, filter: 'text', editable: true, required: true }),
    suburb: text('Suburb', { column: true, sortable: true, filter: 'text', editable: true }),
    postcode: text('Postcode', { column: true, filter: 'exact', editable: true, maxLength: 12 }),
    stateId: ref('State', 'states', { filter: 'exact', editable: true, nullable: true }),
    countryId: ref('Country', 'countries', { filter: 'exact', editable: true, required: true }),
    lat: num('Latitude', { editable: true, min: -90, max: 90, nullable: true }),
    lng: num('Longitude', { editable: true, min: -180, max: 180, nullable: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { filter: 'exact', editable: true, nullable: true }),
    zoneId: ref('Zone', 'zones', { column: true, filter: 'exact', editable: true, nullable: true }),
    depotId: ref('Depot', 'depots', { filter: 'exact', editable: true, nullable: true }),
    windowStart: time('Window from', { editable: true }),
    windowEnd: time('Window to', { editable: true }),
    boxCount: int('Boxes', { column: true, editable: true, min: 0, max: 999 }),
    weightKg: num('Weight (kg)', { editable: true, min: 0, max: 10000 }),
    instructions: longText('Instructions', { editable: true }),
    // Set by a promotion only (server/operations/pre-deliveries.ts).
    status: oneOf('Status', PRE_DELIVERY_STATUSES, { column: true, filter: 'exact', write: 'server' }),
    deliveryId: ref('Delivery', 'deliveries', { filter: 'exact', nullable: true, write: 'server' }),
    deliveryDate: date('Delivery date', { column: true, nullable: true, write: 'server' }),
    promotedAt: dateTime('Promoted at', { nullable: true, write: 'server' }),
  },
  /** Promoted only by a promotion (server/operations/pre-deliveries.ts), never by editing the order. */
  lifecycle: {
    field: 'status',
    start: ['undated'],
    note: 'An undated delivery is promoted by promoting it to a delivery date, not by editing it.',
    transitions: [{ from: ['undated'], to: 'promoted', who: never, stamps: ['promotedAt'] }],
  },
  crossFieldRules: [endsAfter('windowStart', 'windowEnd', WINDOW_ENDS_AFTER_START)],
  clientScoped: true,
  access: {
    list: PRE_DELIVERY_READ,
    get: PRE_DELIVERY_READ,
    create: PRE_DELIVERY_WRITE,
    update: PRE_DELIVERY_WRITE,
    patch: PRE_DELIVERY_WRITE,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'receivedOn,reference',
  searchFields: ['reference', 'orderNumber', 'recipientName', 'suburb'],
  indexes: ['status', 'receivedOn', 'zoneId', 'reference'],
  unique: [['clientId', 'reference']],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'reference',
});

export const preDeliveryPromotions = defineResource({
  name: 'preDeliveryPromotions',
  path: '/pre-delivery-promotions',
  label: 'Promotion',
  labelPlural: 'Promotions',
  fields: {
    date: date('Delivery date', { column: true, sortable: true, filter: 'range', required: true }),
    // null: each delivery keeps its order's own window.
    windowStart: time('Window from', { column: true, nullable: true }),
    windowEnd: time('Window to', { column: true, nullable: true }),
    preDeliveryIds: json('Undated deliveries', 'idList', { required: true }),
    deliveryIds: json('Deliveries created', 'idList', { write: 'server' }),
    promotedBy: ref('Promoted by', 'users', { column: true, nullable: true }),
  },
  crossFieldRules: [
    bothOrNeither('windowStart', 'windowEnd', 'Give both ends of the window, or neither to keep each order’s own.'),
    endsAfter('windowStart', 'windowEnd', WINDOW_ENDS_AFTER_START),
  ],
  // A promotion may span clients (an admin's); client roles see only their own (owner scope), and
  // the server checks every pre-delivery against the caller's clients.
  clientScoped: false,
  ownerScope: { 'client-admin': 'promotedBy', 'client-user': 'promotedBy' },
  access: { list: PRE_DELIVERY_READ, get: PRE_DELIVERY_READ, create: PRE_DELIVERY_WRITE },
  defaultSort: '-id',
  indexes: ['date'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'date',
});
