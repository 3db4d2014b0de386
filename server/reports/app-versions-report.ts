/**
 * Driver App Versions (/ctr/reports/app-versions): which app version does each driver run, who
 * is out of date, and when was each device last seen? Over the drivers whose device reported in
 * the period (days of `lastSeenAt` on the device's routing group's clock, the operator's without
 * one; routing group = the driver's crew): one row per driver
 * (name, contractor, version, platform, OS, last seen, 'Out of date' when older than the current
 * release named once in src/resources/driver-apps.ts), out-of-date drivers first; the chart draws
 * drivers per version, grouped in the same SQL. The client filter does not apply (drivers are
 * not a client's).
 */
import { sql } from 'drizzle-orm';
import {
  CURRENT_DRIVER_APP_VERSION,
  DRIVER_APP_RELEASES,
  compareVersions,
  driverApps,
  isOutOfDate,
} from '../../src/resources/driver-apps';
import { users } from '../../src/resources/index';
import { toIso } from '../db/database';
import {
  defineReport,
  fieldExpr,
  groupZoneSql,
  num,
  percent,
  periodFilters,
  routingGroupZones,
  table,
  text,
} from './kit';

const A = driverApps;

export const appVersions = defineReport({
  id: 'app-versions',
  screenId: 'ctr.app-versions',
  filters: periodFilters,
  async run(db, f) {
    const seen = fieldExpr(A, 'lastSeenAt');
    const zone = groupZoneSql(await routingGroupZones(db), fieldExpr(A, 'routingGroupId'));
    const installs = sql`select ${fieldExpr(A, 'driverId')} as driver_id, ${fieldExpr(A, 'appVersion')} as version, ${fieldExpr(A, 'platform')} as platform,
        coalesce(data->>'osVersion', '') as os, ${seen} as seen from ${table(A)}
      where not historical and (${seen}::timestamptz at time zone ${zone})::date between ${f.from}::date and ${f.to}::date
        and (${f.rg ?? null}::bigint is null or ${fieldExpr(A, 'routingGroupId')} = ${f.rg ?? null})`;
    const rows = await db.query<{
      driver: unknown;
      contractor: unknown;
      version: unknown;
      platform: unknown;
      os: unknown;
      seen: unknown;
    }>(sql`
      with a as (${installs})
      select coalesce(u.data->>'name', 'Unknown driver') as driver, coalesce(c.data->>'name', '') as contractor, a.version, a.platform, a.os, a.seen
      from a left join ${table(users)} u on u.id = a.driver_id left join ${table(users)} c on c.id = (u.data->>'contractorId')::numeric`);
    const groups = await db.query<{ version: unknown; drivers: unknown; android: unknown; ios: unknown }>(sql`
      with a as (${installs})
      select version, count(*) as drivers, count(*) filter (where platform = 'android') as android, count(*) filter (where platform = 'ios') as ios
      from a group by 1`);
    const out = rows
      .map((r) => {
        const version = text(r.version);
        return {
          driver: text(r.driver),
          contractor: text(r.contractor),
          version,
          status: isOutOfDate(version) ? 'Out of date' : 'Current',
          platform: text(r.platform) === 'ios' ? 'iOS' : 'Android',
          os: text(r.os),
          lastSeen: r.seen ? toIso(r.seen as string | Date) : null,
        };
      })
      .sort((a, b) => compareVersions(a.version, b.version) || a.driver.localeCompare(b.driver));
    const chart = groups
      .map((g) => ({
        version: `${text(g.version)}${text(g.version) === CURRENT_DRIVER_APP_VERSION ? ' (current)' : isOutOfDate(text(g.version)) ? ' (out of date)' : ''}`,
        raw: text(g.version),
        drivers: num(g.drivers),
        android: num(g.android),
        ios: num(g.ios),
      }))
      .sort((a, b) => compareVersions(b.raw, a.raw))
      .map(({ raw: _raw, ...g }) => g);
    const outdated = out.filter((r) => r.status === 'Out of date').length;
    return {
      columns: [
        { key: 'driver', label: 'Driver', type: 'text' },
        { key: 'contractor', label: 'Contractor', type: 'text' },
        { key: 'version', label: 'App version', type: 'text' },
        { key: 'status', label: `Against ${CURRENT_DRIVER_APP_VERSION}`, type: 'text' },
        { key: 'platform', label: 'Platform', type: 'text' },
        { key: 'os', label: 'OS version', type: 'text' },
        { key: 'lastSeen', label: 'Last seen', type: 'datetime' },
      ],
      rows: out,
      chart: { rows: chart },
      totals: {
        drivers: out.length,
        outdated,
        current: out.length - outdated,
        currentShare: percent(out.length - outdated, out.length),
        versions: chart.length,
        releases: DRIVER_APP_RELEASES.length,
      },
    };
  },
});
