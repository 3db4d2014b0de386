/**
 * The Dev heading's reference and diagnostic lists (issue 37; spec 2.4 Dev, section 6: the
 * Developer feature): the app versions seen (`appVersions`, one record per app and version,
 * written from dashboard activity and driver-app check-ins), the Twilio tasks of the contact
 * centre (`twilioTasks`, also gated by TwilioTasksManage), the records whose sync failed
 * (`syncIssues`), the locality reference list (`localities`) and the RDS reconcile (`rdsReconciles`:
 * each RDS event set against the run that should have carried it). Read by developers; the few
 * fields a person settles (a sync issue resolved, a task's status, a reconcile note) are editable.
 * docs/admin-dev.md holds the model.
 */
import { all, developer, feature } from './access';
import { bool, date, dateTime, int, num, oneOf, ref, text } from './fields';
import { defineResource } from './types';

export const APP_KINDS = ['dashboard', 'driver-app'] as const;

export const appVersions = defineResource({
  name: 'appVersions',
  path: '/dev/app-versions',
  label: 'App version',
  labelPlural: 'App versions',
  fields: {
    app: oneOf('App', APP_KINDS, { column: true, filter: 'exact', required: true }),
    version: text('Version', { column: true, sortable: true, filter: 'exact', required: true, maxLength: 20 }),
    users: int('Users', { column: true, sortable: true, min: 0, required: true }),
    firstSeenAt: dateTime('First seen', { column: true, sortable: true, required: true }),
    lastSeenAt: dateTime('Last seen', { column: true, sortable: true, filter: 'range', required: true }),
  },
  clientScoped: false,
  access: { list: developer, get: developer },
  defaultSort: '-lastSeenAt',
  indexes: ['app', 'lastSeenAt'],
  unique: [['app', 'version']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'version',
  screens: {
    list: { path: '/dev/app-versions/all', menu: { id: 'dev.app-versions', heading: 'dev', icon: 'MdApps' } },
    detail: { path: '/dev/app-versions/{id}', title: 'App Version' },
  },
});

export const TWILIO_TASK_STATUSES = ['pending', 'reserved', 'assigned', 'completed', 'canceled'] as const;
export const TWILIO_CHANNELS = ['sms', 'voice'] as const;
const TWILIO = all(developer, feature('TwilioTasksManage'));

export const twilioTasks = defineResource({
  name: 'twilioTasks',
  path: '/dev/twilio-tasks',
  label: 'Twilio task',
  labelPlural: 'Twilio tasks',
  fields: {
    taskSid: text('Task', { column: true, sortable: true, filter: 'exact', required: true, maxLength: 34 }),
    channel: oneOf('Channel', TWILIO_CHANNELS, { column: true, filter: 'exact', required: true }),
    deliveryId: ref('Delivery', 'deliveries', { column: true, filter: 'exact', nullable: true }),
    customerPhone: text('Customer phone', { column: true, filter: 'text', required: true, maxLength: 20 }),
    queue: text('Queue', { column: true, filter: 'exact', required: true, maxLength: 40 }),
    status: oneOf('Status', TWILIO_TASK_STATUSES, { column: true, filter: 'exact', editable: true, required: true }),
    worker: text('Agent', { column: true, nullable: true, maxLength: 80 }),
    openedAt: dateTime('Opened', { column: true, sortable: true, filter: 'range', required: true }),
  },
  clientScoped: false,
  access: { list: TWILIO, get: TWILIO, patch: TWILIO },
  defaultSort: '-openedAt',
  searchFields: ['taskSid', 'customerPhone'],
  indexes: ['status', 'openedAt'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'taskSid',
  screens: {
    list: { path: '/dev/twilio-tasks/all', menu: { id: 'dev.twilio-tasks', heading: 'dev', icon: 'MdSms' } },
    detail: { path: '/dev/twilio-tasks/{id}', title: 'Twilio Task' },
  },
});

/** The resources a device syncs; a sync issue names one of them. */
export const SYNCED_KINDS = ['delivery', 'box', 'run', 'drop', 'scan', 'van-availability'] as const;
export const SYNC_PROBLEMS = ['conflict', 'refused', 'server-error', 'timed-out'] as const;

export const syncIssues = defineResource({
  name: 'syncIssues',
  path: '/d/sync-issues',
  label: 'Sync issue',
  labelPlural: 'Sync issues',
  fields: {
    occurredAt: dateTime('When', { column: true, sortable: true, filter: 'range', required: true }),
    kind: oneOf('Record kind', SYNCED_KINDS, { column: true, filter: 'exact', required: true }),
    recordRef: text('Record', { column: true, filter: 'text', required: true, maxLength: 60 }),
    userId: ref('User', 'users', { column: true, filter: 'exact', nullable: true }),
    problem: oneOf('Problem', SYNC_PROBLEMS, { column: true, filter: 'exact', required: true }),
    message: text('Message', { column: true, required: true, maxLength: 300 }),
    resolved: bool('Resolved', { column: true, filter: 'exact', editable: true, required: true }),
  },
  clientScoped: false,
  access: { list: developer, get: developer, patch: developer },
  defaultSort: '-occurredAt',
  searchFields: ['recordRef'],
  indexes: ['occurredAt', 'resolved'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'recordRef',
  screens: {
    list: { path: '/d/sync-issues/all', menu: { id: 'dev.sync-issues', heading: 'dev', icon: 'MdSync' } },
    detail: { path: '/d/sync-issues/{id}', title: 'Sync Issue' },
  },
});

export const localities = defineResource({
  name: 'localities',
  path: '/dev/nv/localities',
  label: 'Locality',
  labelPlural: 'Localities',
  fields: {
    name: text('Locality', { column: true, sortable: true, filter: 'text', editable: true, required: true }),
    postcode: text('Postcode', {
      column: true,
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      maxLength: 4,
    }),
    stateId: ref('State', 'states', { column: true, filter: 'exact', editable: true, required: true }),
    latitude: num('Latitude', { column: true, editable: true, required: true, min: -90, max: 90 }),
    longitude: num('Longitude', { column: true, editable: true, required: true, min: -180, max: 180 }),
    deliverable: bool('Delivered to', { column: true, filter: 'exact', editable: true, required: true }),
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
  defaultSort: 'name,postcode',
  searchFields: ['name', 'postcode'],
  indexes: ['postcode', 'name'],
  unique: [['name', 'postcode']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: { path: '/dev/nv/locality', menu: { id: 'dev.locality', heading: 'dev', icon: 'MdPlace' } },
    detail: { path: '/dev/nv/locality/{id}', title: 'Locality' },
    create: { path: '/dev/nv/locality/create', title: 'Add Locality' },
  },
});

export const RECONCILE_OUTCOMES = ['matched', 'no-run', 'no-event', 'time-mismatch'] as const;

export const rdsReconciles = defineResource({
  name: 'rdsReconciles',
  path: '/rds/reconcile',
  label: 'RDS reconcile line',
  labelPlural: 'RDS reconcile',
  fields: {
    date: date('Day', { column: true, sortable: true, filter: 'range', required: true }),
    storeName: text('Store', { column: true, sortable: true, filter: 'text', required: true, maxLength: 80 }),
    eventRef: text('RDS event', { column: true, filter: 'exact', nullable: true, maxLength: 40 }),
    runId: ref('Run', 'runs', { column: true, filter: 'exact', nullable: true }),
    outcome: oneOf('Outcome', RECONCILE_OUTCOMES, { column: true, filter: 'exact', required: true }),
    minutesApart: int('Minutes apart', { column: true, nullable: true, min: -1440, max: 1440 }),
    note: text('Note', { column: true, editable: true, nullable: true, maxLength: 200 }),
  },
  clientScoped: false,
  access: { list: developer, get: developer, patch: developer },
  defaultSort: '-date,storeName',
  searchFields: ['storeName', 'eventRef'],
  indexes: ['date', 'outcome'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'storeName',
  screens: {
    list: { path: '/rds/reconcile/all', menu: { id: 'dev.rds-reconcile', heading: 'dev', icon: 'MdSync' } },
    detail: { path: '/rds/reconcile/{id}', title: 'RDS Reconcile Line' },
  },
});
