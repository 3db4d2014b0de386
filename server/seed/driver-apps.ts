/**
 * The driver app install of every demo driver: version, platform and when the device last
 * reported. A driver who drove a run reported last at the latest start or finish of their runs
 * up to today (the app checks in when a run starts and ends); one with no run yet was last seen
 * 2 to 20 days ago. Most run the current release, a tail the older ones. The routing group is
 * the group of the driver's crew.
 */
import { DRIVER_APP_RELEASES } from '../../src/resources/driver-apps';
import type { DemoPeople } from './users';
import type { Random } from './random';
import type { RunRecord } from './records';
import { dayClock } from '../lib/time';
import type { SeedRecord } from './types';

/** weights of DRIVER_APP_RELEASES, oldest first */
const RELEASE_WEIGHTS = [0.06, 0.1, 0.22, 0.62] as const;

function pickRelease(rng: Random): string {
  let r = rng.next();
  for (let i = 0; i < DRIVER_APP_RELEASES.length; i++) {
    r -= RELEASE_WEIGHTS[i] ?? 0;
    if (r < 0) return DRIVER_APP_RELEASES[i] ?? '5.4.0';
  }
  return DRIVER_APP_RELEASES[DRIVER_APP_RELEASES.length - 1] ?? '5.4.0';
}

export function buildDriverApps(
  people: DemoPeople,
  runs: readonly RunRecord[],
  today: string,
  rng: Random,
): SeedRecord[] {
  const groupOf = new Map<number, number>();
  for (const [groupId, crew] of people.crews)
    for (const m of crew) if (!groupOf.has(m.driverId)) groupOf.set(m.driverId, groupId);
  const seen = new Map<number, string>();
  for (const r of runs) {
    if (r.driverId === null || r.date > today) continue;
    for (const at of [r.startedAt, r.finishedAt]) if (at && at > (seen.get(r.driverId) ?? '')) seen.set(r.driverId, at);
  }
  const out: SeedRecord[] = [];
  for (const u of people.users) {
    if (u.role !== 'driver') continue;
    const platform = rng.chance(0.58) ? 'android' : 'ios';
    const lastSeenAt = seen.get(u.id) ?? dayClock(today, 'UTC').iso(-1440 * rng.int(2, 20) + rng.int(0, 1439));
    out.push({
      id: out.length + 1,
      clientId: null,
      driverId: u.id,
      routingGroupId: groupOf.get(u.id) ?? null,
      appVersion: pickRelease(rng),
      platform,
      osVersion: platform === 'android' ? `${rng.int(11, 14)}` : `${rng.int(16, 18)}.${rng.int(0, 5)}`,
      lastSeenAt,
    });
  }
  return out;
}
