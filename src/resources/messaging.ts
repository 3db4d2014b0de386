/**
 * Messaging (issue 37, the Admin heading and Dev's Content Templates): what governs the SMS and
 * e-mails customers get. The SMS schedule (`smsSchedules`, one record per client and service: the
 * hours SMS go out, weekends, how long before the ETA the 'on its way' SMS goes), the block list
 * (`smsBlocks`, numbers that never get an SMS), the unsubscribes (`emailUnsubscribes`, addresses
 * that never get an e-mail) and the content templates (`contentTemplates`, the texts with their
 * variables). Phone numbers and addresses are kept in one normal form (`normalPhone`,
 * `normalEmail`) so that the notifier's check (server/messaging/notifier.ts) and the lists agree.
 * docs/admin-dev.md holds the model.
 */
import { admin, any, developer, perm } from './access';
import { WINDOW_ENDS_AFTER_START, endsAfter } from './cross-field';
import { bool, email, int, longText, oneOf, text, time } from './fields';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './notifications';
import { SERVICE_TYPES } from './operations';
import { defineResource } from './types';

/** Australian and New Zealand mobiles as written in the lists: +61 or +64 and the digits, no spaces. */
export const PHONE_FORMAT = /^\+\d{8,15}$/;

/**
 * A phone number in the one stored form: spaces, dashes and brackets dropped, a leading 0 read as
 * an Australian number (+61), 00 as the international prefix. Null when it cannot be a number.
 */
export function normalPhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, '');
  const international = compact.startsWith('00')
    ? `+${compact.slice(2)}`
    : compact.startsWith('0')
      ? `+61${compact.slice(1)}`
      : compact.startsWith('+')
        ? compact
        : `+${compact}`;
  return PHONE_FORMAT.test(international) ? international : null;
}

/** An e-mail address in its stored form: trimmed, lower case. */
export function normalEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const SMS_SCHEDULE_STAFF = any(admin, perm('sms-schedule'));
const SMS_BLOCK_STAFF = any(admin, perm('sms-block'));
const UNSUBSCRIBE_STAFF = any(admin, perm('email-unsubscribes'));

export const smsSchedules = defineResource({
  name: 'smsSchedules',
  path: '/messaging/sms-schedules',
  label: 'SMS schedule',
  labelPlural: 'SMS schedules',
  fields: {
    serviceType: oneOf('Service', SERVICE_TYPES, { column: true, filter: 'exact', required: true }),
    sendFrom: time('Send from', { column: true, editable: true, required: true }),
    sendUntil: time('Send until', { column: true, editable: true, required: true }),
    weekends: bool('Weekends', { column: true, filter: 'exact', editable: true, required: true }),
    etaLeadMinutes: int('Minutes before ETA', {
      column: true,
      editable: true,
      required: true,
      min: 5,
      max: 240,
      hint: "How long before the driver's ETA the 'on its way' SMS goes.",
    }),
    active: bool('Sending', { column: true, filter: 'exact', editable: true, required: true }),
  },
  crossFieldRules: [endsAfter('sendFrom', 'sendUntil', WINDOW_ENDS_AFTER_START)],
  clientScoped: true,
  access: {
    list: SMS_SCHEDULE_STAFF,
    get: SMS_SCHEDULE_STAFF,
    patch: SMS_SCHEDULE_STAFF,
    update: SMS_SCHEDULE_STAFF,
    create: admin,
    delete: admin,
  },
  defaultSort: 'serviceType',
  indexes: ['serviceType'],
  unique: [['clientId', 'serviceType']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'serviceType',
  screens: {
    list: { path: '/messaging/sms-schedule', menu: { id: 'm.sms-schedule', heading: 'admin', icon: 'MdSchedule' } },
    detail: { path: '/messaging/sms-schedule/{id}', title: 'SMS Schedule' },
    create: { path: '/messaging/sms-schedule/create', title: 'Add SMS Schedule' },
  },
});

export const SMS_BLOCK_REASONS = ['customer-request', 'complaint', 'wrong-number', 'legal'] as const;

export const smsBlocks = defineResource({
  name: 'smsBlocks',
  path: '/messaging/sms-block',
  label: 'Blocked number',
  labelPlural: 'SMS block list',
  fields: {
    phone: text('Phone', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 20,
      hint: 'Mobile number, e.g. 0412 345 678 or +64 21 555 0123; kept as +61412345678.',
    }),
    reason: oneOf('Reason', SMS_BLOCK_REASONS, { column: true, filter: 'exact', editable: true, required: true }),
    note: text('Note', { column: true, editable: true, nullable: true, maxLength: 200 }),
  },
  clientScoped: false,
  access: {
    list: SMS_BLOCK_STAFF,
    get: SMS_BLOCK_STAFF,
    create: SMS_BLOCK_STAFF,
    patch: SMS_BLOCK_STAFF,
    update: SMS_BLOCK_STAFF,
    delete: SMS_BLOCK_STAFF,
  },
  defaultSort: '-createdAt',
  searchFields: ['phone', 'note'],
  indexes: ['phone'],
  unique: [['phone']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'phone',
  screens: {
    list: { path: '/messaging/sms-block/all', menu: { id: 'm.sms-block', heading: 'admin', icon: 'MdBlock' } },
    detail: { path: '/messaging/sms-block/{id}', title: 'Blocked Number' },
    create: { path: '/messaging/sms-block/all/create', title: 'Block a Number' },
  },
});

export const UNSUBSCRIBE_SOURCES = ['unsubscribe-link', 'customer-request', 'complaint', 'hard-bounce'] as const;

export const emailUnsubscribes = defineResource({
  name: 'emailUnsubscribes',
  path: '/messaging/email-unsubscribes',
  label: 'Unsubscribed address',
  labelPlural: 'Email unsubscribes',
  fields: {
    email: email('E-mail', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    source: oneOf('Source', UNSUBSCRIBE_SOURCES, { column: true, filter: 'exact', editable: true, required: true }),
    note: text('Note', { column: true, editable: true, nullable: true, maxLength: 200 }),
  },
  clientScoped: false,
  access: {
    list: UNSUBSCRIBE_STAFF,
    get: UNSUBSCRIBE_STAFF,
    create: UNSUBSCRIBE_STAFF,
    patch: UNSUBSCRIBE_STAFF,
    update: UNSUBSCRIBE_STAFF,
    delete: UNSUBSCRIBE_STAFF,
  },
  defaultSort: '-createdAt',
  searchFields: ['email', 'note'],
  indexes: ['email'],
  unique: [['email']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'email',
  screens: {
    list: {
      path: '/messaging/email-unsubscribes/all',
      menu: { id: 'm.email-unsubscribes', heading: 'admin', icon: 'MdUnsubscribe' },
    },
    detail: { path: '/messaging/email-unsubscribes/{id}', title: 'Unsubscribed Address' },
    create: { path: '/messaging/email-unsubscribes/all/create', title: 'Add Unsubscribed Address' },
  },
});

/** The variables a template may use, with what each is filled with (renderTemplate in ./content-templates.ts). */
export const TEMPLATE_VARIABLES = [
  'recipientName',
  'reference',
  'clientName',
  'deliveryDate',
  'windowStart',
  'windowEnd',
  'address',
  'trackingUrl',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const contentTemplates = defineResource({
  name: 'contentTemplates',
  path: '/dev/content-template',
  label: 'Content template',
  labelPlural: 'Content templates',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text', editable: true, required: true, maxLength: 80 }),
    type: oneOf('Notification', NOTIFICATION_TYPES, { column: true, filter: 'exact', editable: true, required: true }),
    channel: oneOf('Channel', NOTIFICATION_CHANNELS, { column: true, filter: 'exact', editable: true, required: true }),
    subject: text('Subject', { column: true, editable: true, nullable: true, maxLength: 150 }),
    body: longText('Text', {
      editable: true,
      required: true,
      hint: 'Plain text; variables in double braces, e.g. {{recipientName}}, {{reference}}, {{windowStart}}; shown as text, never as HTML.',
    }),
    active: bool('In use', { column: true, filter: 'exact', editable: true, required: true }),
  },
  clientScoped: false,
  access: {
    list: developer,
    get: developer,
    create: developer,
    patch: developer,
    update: developer,
    delete: developer,
  },
  defaultSort: 'type,channel',
  searchFields: ['name'],
  indexes: ['type'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/dev/content-template/all',
      menu: { id: 'dev.content-templates', heading: 'dev', icon: 'MdMessage' },
    },
    detail: { path: '/dev/content-template/{id}', title: 'Content Template' },
    create: { path: '/dev/content-template/all/create', title: 'Add Content Template' },
  },
});
