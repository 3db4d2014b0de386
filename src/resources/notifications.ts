/**
 * Customer notifications: what each client's customers are told about their delivery, by SMS
 * and e-mail (`notificationSettings`, one record per client and notification type, edited on
 * Customer Notification Settings, /cs/{clientId/}cns), and every notification sent
 * (`notifications`, one record per delivery, type and channel, written by the sending service;
 * counted by the same page's report). Both are client-scoped: a client-admin sees and edits
 * only their clients' settings. docs/reports.md holds the model.
 */
import { ADMIN_ONLY, any, admin, perm } from './access';
import { WINDOW_ENDS_AFTER_START, endsAfter } from './cross-field';
import { bool, date, dateTime, oneOf, ref, text, time } from './fields';
import { defineResource } from './types';

/** in the order a customer receives them */
export const NOTIFICATION_TYPES = ['booked', 'out-for-delivery', 'delivered', 'failed', 'feedback-request'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  booked: 'Booked (the day before)',
  'out-for-delivery': 'Out for delivery, with ETA',
  delivered: 'Delivered, with photo',
  failed: 'Failed or attempted',
  'feedback-request': 'Feedback request',
};

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<(typeof NOTIFICATION_CHANNELS)[number], string>> = {
  sms: 'SMS',
  email: 'E-mail',
};

/** an alphanumeric SMS sender id has at most 11 characters */
export const SENDER_NAME_MAX = 11;

/** Admins and the holders of the page key (client-admins, for their own clients through the client scope). */
const NOTIFICATION_STAFF = any(admin, perm('customer-notification-settings'));

export const notificationSettings = defineResource({
  name: 'notificationSettings',
  path: '/cs/notification-settings',
  label: 'Notification setting',
  labelPlural: 'Notification settings',
  fields: {
    type: oneOf('Notification', NOTIFICATION_TYPES, { column: true, filter: 'exact', required: true }),
    sms: bool('SMS', { column: true, editable: true, required: true }),
    email: bool('E-mail', { column: true, editable: true, required: true }),
    sendFrom: time('Send from', { column: true, editable: true, required: true }),
    sendUntil: time('Send until', { column: true, editable: true, required: true }),
    senderName: text('Sender name', { column: true, editable: true, required: true, maxLength: SENDER_NAME_MAX }),
  },
  crossFieldRules: [endsAfter('sendFrom', 'sendUntil', WINDOW_ENDS_AFTER_START)],
  clientScoped: true,
  access: {
    list: NOTIFICATION_STAFF,
    get: NOTIFICATION_STAFF,
    patch: NOTIFICATION_STAFF,
    update: NOTIFICATION_STAFF,
    create: ADMIN_ONLY,
    delete: ADMIN_ONLY,
  },
  defaultSort: 'type',
  indexes: ['type'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'type',
});

export const notifications = defineResource({
  name: 'notifications',
  path: '/nv/notifications',
  label: 'Notification',
  labelPlural: 'Notifications',
  fields: {
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', required: true }),
    date: date('Delivery day', { column: true, sortable: true, filter: 'range', required: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', nullable: true }),
    type: oneOf('Notification', NOTIFICATION_TYPES, { column: true, filter: 'exact', required: true }),
    channel: oneOf('Channel', NOTIFICATION_CHANNELS, { column: true, filter: 'exact', required: true }),
    /** delivered: the carrier or mail server accepted it; failed: bounced or undeliverable */
    status: oneOf('Status', ['delivered', 'failed'], { column: true, filter: 'exact', required: true }),
    sentAt: dateTime('Sent at', { column: true, sortable: true, required: true }),
  },
  clientScoped: true,
  access: { list: NOTIFICATION_STAFF, get: NOTIFICATION_STAFF },
  defaultSort: '-date',
  indexes: ['date', 'deliveryId', 'type'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'type',
});
