/**
 * Driver app installs: the version of the driver app each driver last ran, on which platform,
 * and when the device last reported (one record per driver, written by the app's check-in).
 * Read by Driver App Versions (/ctr/reports/app-versions). The current release is named here,
 * once: an install older than it is out of date.
 */
import { ADMIN_ONLY } from './access';
import { dateTime, oneOf, ref, text } from './fields';
import { defineResource } from './types';

/** the driver app releases still met in the field, oldest first; the last is the current one */
export const DRIVER_APP_RELEASES = ['5.1.2', '5.2.0', '5.3.1', '5.4.0'] as const;
export const CURRENT_DRIVER_APP_VERSION = DRIVER_APP_RELEASES[DRIVER_APP_RELEASES.length - 1] ?? '5.4.0';

export const DEVICE_PLATFORMS = ['android', 'ios'] as const;

/** '5.10.0' after '5.9.3': numeric per part; anything unreadable sorts first */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function isOutOfDate(version: string): boolean {
  return compareVersions(version, CURRENT_DRIVER_APP_VERSION) < 0;
}

export const driverApps = defineResource({
  name: 'driverApps',
  path: '/ctr/driver-apps',
  label: 'Driver app',
  labelPlural: 'Driver apps',
  fields: {
    driverId: ref('Driver', 'users', { column: true, filter: 'exact', required: true }),
    routingGroupId: ref('Routing group', 'routingGroups', { column: true, filter: 'exact', nullable: true }),
    appVersion: text('App version', { column: true, sortable: true, filter: 'exact', required: true, maxLength: 20 }),
    platform: oneOf('Platform', DEVICE_PLATFORMS, { column: true, filter: 'exact', required: true }),
    osVersion: text('OS version', { column: true, maxLength: 20 }),
    lastSeenAt: dateTime('Last seen', { column: true, sortable: true, filter: 'range', required: true }),
  },
  clientScoped: false,
  access: { list: ADMIN_ONLY, get: ADMIN_ONLY },
  defaultSort: '-lastSeenAt',
  indexes: ['driverId', 'appVersion', 'lastSeenAt'],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'appVersion',
});
