/**
 * Routes one routing group's deliveries of one day into runs of 80-150 drops and plays the day
 * forward to the generated 'today' (a snapshot taken around midday): past runs are finished,
 * today's are loaded, under way or finished, future runs are planned or assigned. The outcome
 * of each drop (see progress.ts) decides its delivery's status.
 */
import { VEHICLE_MODELS, plate } from './names';
import { applyUnrouted, playRun } from './progress';
import type { DayPlan, IdCounters, Timeline } from './progress';
import type { DeliveryDraft } from './deliveries';
import type { Random } from './random';
import { apportion } from './random';
import type { DropRecord, RunRecord } from './records';
import type { GroupInfo } from './reference';
import { hhmm, monthDay } from '../lib/time';
import type { CrewMember } from './users';

export const MIN_DROPS = 80;
export const MAX_DROPS = 150;
const TARGET_DROPS = 115;
const CANCELLED_SHARE = 0.005;
const LATE_ORDER_SHARE = 0.03;

/**
 * Run sizes for n drops: as many runs as keep each within 80-150 (about 115 each), varied a
 * little. Fewer than 80 drops make one short run; 151-159 fill one full run and the rest wait.
 */
export function runSizes(n: number, rng: Random): number[] {
  if (n <= 0) return [];
  if (n < MIN_DROPS) return [n];
  const lo = Math.ceil(n / MAX_DROPS);
  const hi = Math.floor(n / MIN_DROPS);
  const k = lo <= hi ? Math.min(hi, Math.max(lo, Math.round(n / TARGET_DROPS))) : hi;
  const sizes = apportion(lo <= hi ? n : k * MAX_DROPS, new Array<number>(k).fill(1));
  for (let i = 0; i + 1 < k; i++) {
    const delta = rng.int(-15, 15);
    const a = (sizes[i] ?? 0) + delta;
    const b = (sizes[i + 1] ?? 0) - delta;
    if (a >= MIN_DROPS && a <= MAX_DROPS && b >= MIN_DROPS && b <= MAX_DROPS) {
      sizes[i] = a;
      sizes[i + 1] = b;
    }
  }
  return sizes;
}

function timeline(rng: Random, offset: number): Timeline {
  if (offset <= 0) {
    const created = -1440 * rng.int(1, 3) + rng.int(480, 1200);
    return { created, routed: Math.max(created + 30, -1440 + rng.int(1200, 1380)) };
  }
  const created = -offset * 1440 - 1440 * rng.int(0, 2) + rng.int(480, 660);
  return { created, routed: Math.max(created + 30, -offset * 1440 + rng.int(360, 690)) };
}

/**
 * A run's status by its day. Tomorrow's first run of each group is assigned; from the day after,
 * the first run of every other group (odd ids) is still planned, so every demo day ahead has runs
 * waiting for a driver and runs with one, whatever the volume (at a few hundred deliveries a day
 * a group has one run a day).
 */
function runStatus(rng: Random, offset: number, index: number, groupId: number): RunRecord['status'] {
  if (offset < 0) return 'finished';
  if (offset === 0) {
    const r = rng.next();
    return r < 0.1 ? 'loaded' : r < 0.85 ? 'in-progress' : 'finished';
  }
  if (index === 0) return offset === 1 || groupId % 2 === 0 ? 'assigned' : 'planned';
  return rng.chance(offset === 1 ? 0.7 : 0.2) ? 'assigned' : 'planned';
}

function majorityZone(drafts: readonly DeliveryDraft[]): DeliveryDraft['zone'] | null {
  const counts = new Map<number, number>();
  let best: DeliveryDraft['zone'] | null = null;
  let bestCount = 0;
  for (const d of drafts) {
    const n = (counts.get(d.zone.id) ?? 0) + 1;
    counts.set(d.zone.id, n);
    if (n > bestCount) {
      bestCount = n;
      best = d.zone;
    }
  }
  return best;
}

export function routeGroupDay(
  rng: Random,
  plan: DayPlan,
  group: GroupInfo,
  crew: readonly CrewMember[],
  drafts: readonly DeliveryDraft[],
  ids: IdCounters,
  out: { runs: RunRecord[]; drops: DropRecord[] },
): void {
  const routable: DeliveryDraft[] = [];
  const times = new Map<DeliveryDraft, Timeline>();
  for (const d of drafts) {
    const t = timeline(rng, plan.offset);
    times.set(d, t);
    if (rng.chance(CANCELLED_SHARE)) applyUnrouted(rng, plan, d, t, 'cancelled');
    else if (d.record.geoIssue) applyUnrouted(rng, plan, d, t, 'geo');
    else if (plan.offset > 0 && rng.chance(LATE_ORDER_SHARE)) applyUnrouted(rng, plan, d, t, 'late');
    else routable.push(d);
  }
  routable.sort((a, b) => a.zoneIndex - b.zoneIndex || (b.record.lat ?? 0) - (a.record.lat ?? 0));

  const sizes = runSizes(routable.length, rng);
  let start = 0;
  sizes.forEach((size, index) => {
    const runDrafts = routable.slice(start, start + size);
    start += size;
    const status = runStatus(rng, plan.offset, index, group.id);
    const member = status === 'planned' || crew.length === 0 ? null : (crew[index % crew.length] ?? null);
    const zone = majorityZone(runDrafts);
    const plannedStart = 330 + rng.int(0, 8) * 15;
    const run: RunRecord = {
      id: ids.run++,
      clientId: null,
      code: `${group.code}-${monthDay(plan.date)}-${String(index + 1).padStart(2, '0')}`,
      date: plan.date,
      countryId: group.countryId,
      routingGroupId: group.id,
      depotId: zone?.depotId ?? null,
      zoneId: zone?.id ?? null,
      status,
      contractorId: member?.contractorId ?? null,
      driverId: member?.driverId ?? null,
      vehicle: member
        ? `${VEHICLE_MODELS[member.driverId % VEHICLE_MODELS.length] ?? 'Van'} ${plate(member.driverId)}`
        : '',
      dropsTotal: runDrafts.length,
      dropsDone: 0,
      dropsFailed: 0,
      plannedStart: hhmm(plannedStart),
      startedAt: null,
      finishedAt: null,
    };
    out.runs.push(run);
    playRun(rng, plan, run, plannedStart, member, runDrafts, times, ids, out.drops);
  });
  for (const d of routable.slice(start))
    applyUnrouted(rng, plan, d, times.get(d) ?? timeline(rng, plan.offset), 'late');
}
