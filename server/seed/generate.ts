/**
 * The deterministic demo-data generator (contract in types.ts): reference lists, clients, users
 * of every role, and for each day around `today` the deliveries with their boxes, runs and
 * drops, in the state the operation would be in around midday of `today`. Pure: no clock, no
 * Math.random; each part draws from its own stream forked from the seed, so the same options
 * give the same data.
 */
import { BoxFactory } from './boxes';
import { buildClients } from './clients';
import type { ClientProfile } from './clients';
import { DeliveryFactory } from './deliveries';
import type { DeliveryDraft } from './deliveries';
import type { IdCounters } from './progress';
import { Random, apportion } from './random';
import type { BoxRecord, DeliveryRecord, DropRecord, FileUploadRecord, RunRecord } from './records';
import { buildReference } from './reference';
import { routeGroupDay } from './routing';
import { addDays, dayClock, isDateString } from '../lib/time';
import { DEFAULT_SEED } from './types';
import type { DemoData, SeedOptions } from './types';
import { buildUsers } from './users';
import { buildLineHaul } from './line-haul';
import { buildVanAvailability } from './van-availability';
import { buildRoutePlans } from './route-plans';
import { buildIntegrations } from './integrations';
import { buildNotificationSettings, buildNotifications } from './notifications';
import { buildDriverApps } from './driver-apps';
import { weekBeforeDay } from './week-before';
import { buildPreDeliveries } from './pre-deliveries';
import { runSeedTables, type SeedWorld } from './seed-table';
import { SEED_TABLES } from './seed-tables';
// Courier Routing (issue 36)
import { routeDeliveries } from './courier-routing';

export const DEFAULT_DAYS = 7;
export const DEFAULT_DELIVERIES_PER_DAY = 3000;
/** share of the oldest day's deliveries flagged historical (listed only with includeHistorical) */
export const HISTORICAL_SHARE = 0.1;

/** Options with the defaults filled in; `today` is required because the generator never reads the clock. */
export function seedOptions(options: Partial<SeedOptions> & { today: string }): SeedOptions {
  return {
    seed: options.seed ?? DEFAULT_SEED,
    today: options.today,
    days: options.days ?? DEFAULT_DAYS,
    deliveriesPerDay: options.deliveriesPerDay ?? DEFAULT_DELIVERIES_PER_DAY,
    ...(options.totalDeliveries !== undefined ? { totalDeliveries: options.totalDeliveries } : {}),
  };
}

function checkOptions(opts: SeedOptions): void {
  if (!isDateString(opts.today)) throw new Error(`today must be a date as yyyy-MM-dd, got '${opts.today}'`);
  if (!Number.isInteger(opts.days) || opts.days < 1 || opts.days > 366)
    throw new Error(`days must be an integer from 1 to 366, got ${opts.days}`);
  if (!Number.isInteger(opts.seed)) throw new Error(`seed must be an integer, got ${opts.seed}`);
  const count = opts.totalDeliveries ?? opts.deliveriesPerDay;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`delivery counts must be whole numbers of 0 or more, got ${count}`);
}

/** deliveries per day: an exact split of totalDeliveries, or deliveriesPerDay give or take 7% */
function dailyTotals(opts: SeedOptions, rng: Random): number[] {
  if (opts.totalDeliveries !== undefined) return apportion(opts.totalDeliveries, new Array<number>(opts.days).fill(1));
  return Array.from({ length: opts.days }, () => Math.round(opts.deliveriesPerDay * rng.float(0.93, 1.07)));
}

function fileUploads(today: string): FileUploadRecord[] {
  const yesterday = addDays(today, -1);
  return [
    {
      id: 1,
      clientId: 8,
      fileName: `harvest-box-manifest-${yesterday}.csv`,
      kind: 'delivery-csv',
      status: 'imported',
      rowCount: 412,
      importedCount: 412,
      errorCount: 0,
      errors: [],
      uploadedBy: 'client-admin@demo.test',
    },
    {
      id: 2,
      clientId: 14,
      fileName: `greenleaf-orders-${today}.csv`,
      kind: 'delivery-csv',
      status: 'rejected',
      rowCount: 58,
      importedCount: 0,
      errorCount: 2,
      errors: [
        { line: 14, message: 'postcode: 9999 is not in any delivery zone' },
        { line: 31, message: 'date: Use the format yyyy-MM-dd' },
      ],
      uploadedBy: 'client-admin@demo.test',
    },
    {
      id: 3,
      clientId: 1,
      fileName: `freshcrate-${today}.csv`,
      kind: 'delivery-csv',
      status: 'imported',
      rowCount: 1203,
      importedCount: 1203,
      errorCount: 0,
      errors: [],
      uploadedBy: 'admin@demo.test',
    },
  ];
}

export function generateDemoData(opts: SeedOptions): DemoData {
  checkOptions(opts);
  const rng = new Random(opts.seed);
  const ref = buildReference();
  const clients = buildClients();
  const people = buildUsers(rng.fork('users'), ref.groups);
  const volumeRng = rng.fork('volume');
  const routeRng = rng.fork('routing');
  const historyRng = rng.fork('historical');
  const factory = new DeliveryFactory(rng.fork('deliveries'), ref.groups);
  const boxFactory = new BoxFactory(rng.fork('boxes'));
  const ids: IdCounters = { run: 1, drop: 1 };

  const deliveries: DeliveryRecord[] = [];
  const boxes: BoxRecord[] = [];
  const runs: RunRecord[] = [];
  const drops: DropRecord[] = [];
  const shipping: ClientProfile[] = clients.filter((c) => c.weight > 0 && c.record.status === 'active');
  const totals = dailyTotals(opts, volumeRng);
  const firstOffset = -Math.floor((opts.days - 1) / 2);

  const seedDay = (total: number, offset: number, oldest: boolean, volume: Random): void => {
    const date = addDays(opts.today, offset);
    const drafts: DeliveryDraft[] = [];
    const perClient = apportion(
      total,
      shipping.map((c) => c.weight * volume.float(0.9, 1.1)),
    );
    shipping.forEach((c, i) => factory.make(c, date, perClient[i] ?? 0, drafts));

    const byGroup = new Map<number, DeliveryDraft[]>(ref.groups.map((g) => [g.id, []]));
    for (const d of drafts) byGroup.get(d.group.id)?.push(d);
    for (const group of ref.groups) {
      const plan = { date, offset, clock: dayClock(date, group.timezone) };
      routeGroupDay(routeRng, plan, group, people.crews.get(group.id) ?? [], byGroup.get(group.id) ?? [], ids, {
        runs,
        drops,
      });
    }

    for (const d of drafts) {
      if (oldest && historyRng.chance(HISTORICAL_SHARE)) d.record.historical = true;
      deliveries.push(d.record);
      boxFactory.make(d, offset, boxes);
    }
  };
  totals.forEach((total, dayIndex) =>
    seedDay(total, firstOffset + dayIndex, dayIndex === 0 && firstOffset < 0, volumeRng),
  );
  const weekBefore = weekBeforeDay(opts, firstOffset, rng.fork('week-before'));
  if (weekBefore) seedDay(weekBefore.total, weekBefore.offset, false, weekBefore.volume);

  // Courier Routing (issue 36): the carrier least-cost routing chooses for a least-cost client's delivery
  routeDeliveries(deliveries, ref, clients, (label) => rng.fork(label), opts.today);
  const notificationSettings = buildNotificationSettings(clients, rng.fork('notification-settings'));
  const world: SeedWorld = {
    options: opts,
    ref,
    clients,
    users: people.users,
    deliveries,
    boxes,
    runs,
    drops,
    rng: (label) => rng.fork(label),
  };
  return {
    users: people.users,
    records: {
      clients: clients.map((c) => c.record),
      countries: ref.countries,
      states: ref.states,
      routingGroups: ref.routingGroups,
      depots: ref.depots,
      zones: ref.zones,
      deliveries,
      boxes,
      runs,
      drops,
      fileUploads: fileUploads(opts.today),
      ...buildLineHaul(ref, opts.today, rng.fork('line-haul')),
      vanAvailability: buildVanAvailability(
        people.users,
        runs,
        totals.map((_, i) => addDays(opts.today, firstOffset + i)),
        rng.fork('vans'),
      ),
      routePlans: buildRoutePlans(opts.today, runs, drops, deliveries, ref.depots),
      ...buildIntegrations(
        { today: opts.today, clients: clients.map((c) => c.record), depots: ref.depots, deliveries, boxes },
        rng.fork('integrations'),
      ),
      notificationSettings,
      notifications: buildNotifications(deliveries, notificationSettings, ref, opts.today, rng.fork('notifications')),
      driverApps: buildDriverApps(people, runs, opts.today, rng.fork('driver-apps')),
      ...buildPreDeliveries(shipping, ref.groups, opts.today, rng.fork('pre-deliveries'), people.users, deliveries),
      ...runSeedTables(SEED_TABLES, world),
    },
  };
}
