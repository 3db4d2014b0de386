/**
 * When a delivery is late, read on its depot's clock (docs/deliveries.md): it is still open
 * (pending, routed, loaded or in transit) and either its day has passed in its routing group's
 * time zone, or it is that day there and its window's end ('HH:mm') is before the time there.
 * A delivery with no window end is late only once its day has passed; one without a routing
 * group reads on the operator's clock.
 *
 * One rule for both sides: the server counts it over the database (server/dashboard/late.ts,
 * from `lateCuts`) so the Overview's Late is the same in every browser, and the device applies
 * `isLate` to its stored copy when the server cannot be asked.
 */
import { wallClock, zoneOr, type WallClock } from './calendar';

export const OPEN_STATUSES = ['pending', 'routed', 'loaded', 'in-transit'] as const;

export function isOpenStatus(status: unknown): boolean {
  return typeof status === 'string' && (OPEN_STATUSES as readonly string[]).includes(status);
}

/** The depot's time zone of a record from its routing group's (the operator's clock when unknown). */
export function zoneOfGroup(groups: readonly Readonly<Record<string, unknown>>[]): (routingGroupId: unknown) => string {
  const byId = new Map(groups.map((g) => [g.id, zoneOr(g.timezone)]));
  return (id) => byId.get(id) ?? zoneOr(null);
}

/** Whether an open delivery of `date` with window end `windowEnd` is late when a clock there reads `clock`. */
export function lateAt(date: unknown, windowEnd: unknown, clock: WallClock): boolean {
  if (typeof date !== 'string') return false;
  if (date < clock.date) return true;
  if (date > clock.date) return false;
  return typeof windowEnd === 'string' && /^\d{2}:\d{2}/.test(windowEnd) && windowEnd.slice(0, 5) < clock.time;
}

export function isLate(d: Readonly<Record<string, unknown>>, zone: string, now: Date): boolean {
  return isOpenStatus(d.status) && lateAt(d.date, d.windowEnd, wallClock(now, zoneOr(zone)));
}

/** One clock reading per time zone in use, with the routing groups that keep it. */
export interface LateCut {
  zone: string;
  clock: WallClock;
  groupIds: number[];
  /** this zone also takes deliveries with no routing group, or one not listed */
  others: boolean;
}

/** The clocks the server compares with: one per zone among the routing groups, the operator's taking records of no known group. */
export function lateCuts(groups: readonly Readonly<Record<string, unknown>>[], now: Date): LateCut[] {
  const operator = zoneOr(null);
  const byZone = new Map<string, LateCut>();
  const cut = (zone: string): LateCut => {
    let c = byZone.get(zone);
    if (!c) {
      c = { zone, clock: wallClock(now, zone), groupIds: [], others: false };
      byZone.set(zone, c);
    }
    return c;
  };
  for (const g of groups) if (typeof g.id === 'number') cut(zoneOr(g.timezone)).groupIds.push(g.id);
  cut(operator).others = true;
  return [...byZone.values()];
}
