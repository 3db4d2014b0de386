/**
 * Plays a run forward: each drop is done (completed or failed, with arrival and completion
 * times, proof-of-delivery photo, temperature check for chilled clients), under way or still to
 * come, and its delivery takes the matching status and status history. Also settles deliveries
 * that never made it onto a run. Times are local minutes after the day's midnight.
 */
import { FAILURE_REASONS, POD_TAGS } from './names';
import type { DeliveryDraft } from './deliveries';
import type { Random } from './random';
import { round } from './random';
import type { DropRecord, RunRecord } from './records';
import type { DayClock } from '../lib/time';
import { hhmm } from '../lib/time';
import type { CrewMember } from './users';

export const FAILED_DROP_SHARE = 0.035;

export interface DayPlan {
  date: string;
  /** days after the generated today: negative in the past */
  offset: number;
  /** local times of the routing group's time zone on this date */
  clock: DayClock;
}

export interface IdCounters {
  run: number;
  drop: number;
}

export interface Timeline {
  /** when the order arrived */
  created: number;
  /** when it was put on a run */
  routed: number;
}

export type UnroutedReason = 'cancelled' | 'geo' | 'late';

export function applyUnrouted(rng: Random, plan: DayPlan, d: DeliveryDraft, t: Timeline, why: UnroutedReason): void {
  const r = d.record;
  const iso = plan.clock.iso;
  r.statusHistory.push({ status: 'pending', at: iso(t.created), by: 'manifest' });
  if (why === 'cancelled') {
    r.status = 'cancelled';
    r.statusHistory.push({ status: 'cancelled', at: iso(t.created + rng.int(30, 90)), by: 'client' });
  } else if (plan.offset < 0 && why === 'geo') {
    r.status = 'failed';
    r.failureReason = 'Address could not be geocoded';
    r.statusHistory.push({ status: 'failed', at: iso(t.routed), by: 'routing' });
  } else if (plan.offset < 0) {
    r.status = 'cancelled';
    r.statusHistory.push({ status: 'cancelled', at: iso(t.routed), by: 'routing' });
  }
}

function completeDrop(
  rng: Random,
  plan: DayPlan,
  d: DeliveryDraft,
  drop: DropRecord,
  completedAt: string,
  driver: string,
): void {
  const r = d.record;
  const photo = { url: r.id % 4 === 0 ? '/icons/icon-512.png' : `pod/${r.id}.jpg`, tag: rng.pick(POD_TAGS) };
  drop.status = 'completed';
  drop.photos = [photo];
  drop.instructionsFollowed = r.instructions === '' ? null : rng.chance(0.93);
  if (d.client.chilled) {
    const warm = rng.chance(0.02);
    drop.temperatureC = round(warm ? rng.float(6, 9) : rng.float(1, 5.5), 1);
    drop.tempCheckConfirmed = !warm && (plan.offset < 0 || rng.chance(0.85));
  }
  r.status = 'delivered';
  r.deliveredAt = completedAt;
  r.photos = [photo];
  r.statusHistory.push({ status: 'delivered', at: completedAt, by: driver });
}

function failDrop(rng: Random, d: DeliveryDraft, drop: DropRecord, completedAt: string, driver: string): void {
  const r = d.record;
  const reason = rng.pick(FAILURE_REASONS);
  drop.status = 'failed';
  drop.failureReason = reason;
  if (rng.chance(0.4)) drop.photos = [{ url: `pod/${r.id}-card.jpg`, tag: 'Calling card' }];
  r.status = 'failed';
  r.failureReason = reason;
  r.statusHistory.push({ status: 'failed', at: completedAt, by: driver });
}

export function playRun(
  rng: Random,
  plan: DayPlan,
  run: RunRecord,
  plannedStart: number,
  member: CrewMember | null,
  drafts: readonly DeliveryDraft[],
  times: ReadonlyMap<DeliveryDraft, Timeline>,
  ids: IdCounters,
  drops: DropRecord[],
): void {
  const iso = plan.clock.iso;
  const total = drafts.length;
  const started = run.status === 'in-progress' || run.status === 'finished';
  const loaded = started || run.status === 'loaded';
  let done = 0;
  if (run.status === 'finished') done = total;
  else if (run.status === 'in-progress')
    done = Math.min(total - 1, Math.max(1, Math.floor(total * rng.float(0.15, 0.85))));
  const startMin = plannedStart + rng.int(-5, 15);
  const loadedAt = iso(plannedStart - rng.int(20, 45));
  const startedAt = iso(startMin);
  if (started) run.startedAt = startedAt;
  const driver = member?.name ?? 'driver';
  let eta = plannedStart + 25 + rng.int(5, 20);
  let last = startMin + 20;
  let failed = 0;
  const failedDrafts: DeliveryDraft[] = [];

  drafts.forEach((d, i) => {
    if (i > 0) eta += rng.int(2, 5);
    const r = d.record;
    const t = times.get(d) ?? { created: -600, routed: -120 };
    const drop: DropRecord = {
      id: ids.drop++,
      clientId: r.clientId,
      runId: run.id,
      sequence: i + 1,
      date: plan.date,
      deliveryId: r.id,
      status: 'pending',
      address: d.fullAddress,
      eta: hhmm(eta),
      arrivedAt: null,
      completedAt: null,
      instructionsFollowed: null,
      temperatureC: null,
      tempCheckConfirmed: false,
      failureReason: null,
      photos: [],
    };
    drops.push(drop);
    r.runId = run.id;
    r.dropId = drop.id;
    r.status = started ? 'in-transit' : loaded ? 'loaded' : 'routed';
    r.statusHistory.push(
      { status: 'pending', at: iso(t.created), by: 'manifest' },
      { status: 'routed', at: iso(t.routed), by: 'routing' },
    );
    if (loaded) r.statusHistory.push({ status: 'loaded', at: loadedAt, by: 'depot' });
    if (started) r.statusHistory.push({ status: 'in-transit', at: startedAt, by: driver });
    if (i < done) {
      const arrived = Math.max(last + 1, eta + rng.int(-8, 15));
      last = arrived + rng.int(1, 4);
      drop.arrivedAt = iso(arrived);
      drop.completedAt = iso(last);
      if (rng.chance(FAILED_DROP_SHARE)) {
        failDrop(rng, d, drop, drop.completedAt, driver);
        failed++;
        failedDrafts.push(d);
      } else {
        completeDrop(rng, plan, d, drop, drop.completedAt, driver);
      }
    } else if (i === done && run.status === 'in-progress' && rng.chance(0.5)) {
      drop.status = 'arrived';
      drop.arrivedAt = iso(Math.max(last + 1, eta));
    }
  });

  run.dropsDone = done;
  run.dropsFailed = failed;
  if (run.status !== 'finished') return;
  const finished = last + rng.int(15, 40);
  run.finishedAt = iso(finished);
  if (plan.offset >= 0) return;
  for (const d of failedDrafts) {
    if (!rng.chance(0.5)) continue;
    d.record.status = 'returned';
    d.record.statusHistory.push({ status: 'returned', at: iso(finished + rng.int(10, 60)), by: 'depot' });
  }
}
