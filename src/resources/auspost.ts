/**
 * AusPost integration records (docs/integrations.md): what the postal integration knows about the
 * deliveries of clients that ship under their own AusPost (eParcel) account. Every home delivery of
 * a client with the postal-integration service and the `auspost` flag is booked with AusPost as a
 * consignment (shown as an AusPost order), each of its boxes carries an AusPost article label, and
 * the operator's scans reach AusPost as tracking events, so the last event of an article follows
 * the delivery and its box. Returns are the return articles AusPost carries back to the client.
 *
 * The records are written by the integration, never by people: read-only here. Client-scoped
 * like the deliveries they belong to; read by dashboard viewers and client-tools holders when a
 * client they see has the postal-integration service (spec 6: 'AusPost needs the
 * postal-integration service').
 */
import { AUSPOST_SERVICE, any, dashboard, perm, all, staffOr } from './access';
import {
  CARRIER_BOOKING_FIELDS,
  CARRIER_INDEXES,
  carrierDate,
  carrierDeliveryId,
  carrierRecord,
  carrierRoutingGroupId,
  carrierStatus,
} from './carrier-records';
import { dateTime, int, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

export const AUSPOST_READ = all(AUSPOST_SERVICE, any(dashboard, perm('client-tools')));

export const AUSPOST_PRODUCTS = ['parcel-post', 'express-post'] as const;
/** An article's state at AusPost, in the order it moves through them (docs/integrations.md). */
export const AUSPOST_ARTICLE_STATUSES = [
  'created',
  'lodged',
  'onboard',
  'delivered',
  'attempted',
  'returned',
  'exception',
  'cancelled',
] as const;
export const AUSPOST_RETURN_KINDS = ['undeliverable', 'customer-return'] as const;
export const AUSPOST_RETURN_STATUSES = ['label-issued', 'lodged', 'in-transit', 'received'] as const;

export const auspostOrders = defineResource({
  name: 'auspostOrders',
  path: '/integrations/auspost/orders',
  label: 'AusPost order',
  labelPlural: 'AusPost Orders',
  fields: {
    consignmentNumber: text('Consignment', {
      column: true,
      sortable: true,
      filter: 'text',
      required: true,
      maxLength: 32,
    }),
    ...CARRIER_BOOKING_FIELDS,
    product: oneOf('Product', AUSPOST_PRODUCTS, { column: true, filter: 'exact', required: true }),
    status: carrierStatus(AUSPOST_ARTICLE_STATUSES),
    articleCount: int('Articles', { column: true, sortable: true, min: 0, max: 999 }),
    weightKg: num('Weight (kg)', { column: true, sortable: true, min: 0, max: 10000 }),
    manifestNumber: text('AusPost order (manifest)', { column: true, filter: 'text', nullable: true, maxLength: 32 }),
    lodgedAt: dateTime('Lodged at', { sortable: true, nullable: true }),
    deliveredAt: dateTime('Delivered at', { sortable: true, nullable: true }),
  },
  ...carrierRecord(AUSPOST_READ, 'auspost-orders', { list: 'AusPost Orders', detail: 'AusPost Order' }, [
    { id: 'd.auspost-orders', heading: 'deliveries', icon: 'MdLocalShipping', only: dashboard },
    { id: 't.auspost-orders', heading: 'tools', icon: 'MdLocalShipping', only: staffOr('client-tools') },
  ]),
  defaultSort: '-date,consignmentNumber',
  searchFields: ['consignmentNumber', 'manifestNumber'],
  indexes: CARRIER_INDEXES,
  titleField: 'consignmentNumber',
});

export const auspostArticles = defineResource({
  name: 'auspostArticles',
  path: '/integrations/auspost/articles',
  label: 'AusPost article',
  labelPlural: 'AusPost Data',
  fields: {
    articleId: text('Article', { column: true, sortable: true, filter: 'text', required: true, maxLength: 40 }),
    orderId: ref('Consignment', 'auspostOrders', { column: true, filter: 'exact', required: true }),
    deliveryId: carrierDeliveryId,
    boxId: ref('Box', 'boxes', { column: true, filter: 'exact', required: true }),
    date: carrierDate(),
    routingGroupId: carrierRoutingGroupId({ column: false }),
    status: carrierStatus(AUSPOST_ARTICLE_STATUSES),
    weightKg: num('Weight (kg)', { column: true, sortable: true, min: 0, max: 10000 }),
    lastEvent: text('Last event', { column: true, filter: 'text', maxLength: 120 }),
    lastEventAt: dateTime('Last event at', { column: true, sortable: true, nullable: true }),
    lastEventLocation: text('Location', { column: true, filter: 'text', maxLength: 120 }),
    lodgedAt: dateTime('Lodged at', { sortable: true, nullable: true }),
    deliveredAt: dateTime('Delivered at', { sortable: true, nullable: true }),
  },
  ...carrierRecord(AUSPOST_READ, 'auspost-data', { list: 'AusPost Data', detail: 'AusPost Article' }, [
    { id: 'd.auspost-data', heading: 'deliveries', icon: 'MdAssessment', only: dashboard },
    { id: 'r.auspost-data', heading: 'reports', icon: 'MdAssessment', only: dashboard },
  ]),
  defaultSort: '-date,articleId',
  searchFields: ['articleId', 'lastEvent'],
  indexes: CARRIER_INDEXES,
  titleField: 'articleId',
});

export const auspostReturns = defineResource({
  name: 'auspostReturns',
  path: '/integrations/auspost/returns',
  label: 'AusPost return',
  labelPlural: 'AusPost Returns',
  fields: {
    returnArticleId: text('Return article', {
      column: true,
      sortable: true,
      filter: 'text',
      required: true,
      maxLength: 40,
    }),
    articleId: ref('Original article', 'auspostArticles', { column: true, filter: 'exact', required: true }),
    deliveryId: carrierDeliveryId,
    date: carrierDate('Raised on'),
    kind: oneOf('Kind', AUSPOST_RETURN_KINDS, { column: true, filter: 'exact', required: true }),
    reason: text('Reason', { column: true, filter: 'text', maxLength: 120 }),
    status: carrierStatus(AUSPOST_RETURN_STATUSES),
    lodgedAt: dateTime('Lodged at', { sortable: true, nullable: true }),
    receivedAt: dateTime('Received at', { column: true, sortable: true, nullable: true }),
  },
  ...carrierRecord(
    AUSPOST_READ,
    'auspost-return',
    { list: 'AusPost Returns', detail: 'AusPost Return' },
    {
      id: 'd.auspost-return',
      heading: 'deliveries',
      icon: 'MdLocalShipping',
      only: dashboard,
    },
  ),
  defaultSort: '-date,returnArticleId',
  searchFields: ['returnArticleId', 'reason'],
  indexes: CARRIER_INDEXES,
  titleField: 'returnArticleId',
});
