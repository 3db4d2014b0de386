/**
 * The Movement Builder's expansion, pure: which leg schedules run on which dates, and the
 * movement each one gives (planned times from the leg's local departure at the origin depot and
 * local arrival at the destination, in each depot's time zone). Shared by the builder endpoint
 * and the demo seed, so the seed holds exactly what the builder would have made.
 */
import { WEEKDAYS } from '../../src/resources/line-haul-network';
import { addDays, compactDate, dayClock } from '../lib/time';

export interface ScheduleLike {
  id: number;
  legId: number;
  active?: boolean | null;
  effectiveFrom: string;
  effectiveTo?: string | null;
  subcontractorId?: number | null;
  mon?: boolean;
  tue?: boolean;
  wed?: boolean;
  thu?: boolean;
  fri?: boolean;
  sat?: boolean;
  sun?: boolean;
}

export interface LegLike {
  id: number;
  code: string;
  originDepotId: number;
  destinationDepotId: number;
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset?: number | null;
  plannedPallets?: number | null;
  active?: boolean | null;
}

export interface PlannedMovement {
  reference: string;
  date: string;
  legId: number;
  legScheduleId: number;
  journeyId: null;
  originDepotId: number;
  destinationDepotId: number;
  status: 'planned';
  plannedDeparture: string;
  plannedArrival: string;
  actualDeparture: null;
  actualArrival: null;
  pallets: number;
  subcontractorId: number | null;
  truckId: null;
  trailerId: null;
  dollyId: null;
  secondTrailerId: null;
  driverName: string;
  cancelReason: null;
  notes: string;
}

/** The longest range one build may cover. */
export const MAX_BUILD_DAYS = 31;

/** Monday-first weekday key of a yyyy-MM-dd date. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(day + 6) % 7] ?? 'mon';
}

export function runsOn(schedule: ScheduleLike, date: string): boolean {
  if (schedule.active === false) return false;
  if (date < schedule.effectiveFrom) return false;
  if (schedule.effectiveTo && date > schedule.effectiveTo) return false;
  return schedule[weekdayOf(date)] === true;
}

function minutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Planned departure and arrival of a leg on a date, as UTC ISO timestamps. */
export function legTimes(
  leg: LegLike,
  date: string,
  originZone: string,
  destinationZone: string,
): { plannedDeparture: string; plannedArrival: string } {
  const plannedDeparture = dayClock(date, originZone).iso(minutes(leg.departureTime));
  const arrivalDate = addDays(date, leg.arrivalDayOffset ?? 0);
  const plannedArrival = dayClock(arrivalDate, destinationZone).iso(minutes(leg.arrivalTime));
  return { plannedDeparture, plannedArrival };
}

export function movementReference(date: string, scheduleId: number): string {
  return `LH-${compactDate(date)}-${String(scheduleId).padStart(3, '0')}`;
}

/** The dates from..to inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= 366; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * Every movement the schedules give for the dates, in date then departure order. `zoneOf`
 * names a depot's time zone. A schedule whose leg is unknown or out of use gives nothing.
 */
export function plannedMovements(
  schedules: readonly ScheduleLike[],
  legs: ReadonlyMap<number, LegLike>,
  zoneOf: (depotId: number) => string,
  from: string,
  to: string,
): PlannedMovement[] {
  const out: PlannedMovement[] = [];
  for (const date of datesBetween(from, to)) {
    for (const schedule of schedules) {
      const leg = legs.get(schedule.legId);
      if (!leg || leg.active === false || !runsOn(schedule, date)) continue;
      out.push({
        reference: movementReference(date, schedule.id),
        date,
        legId: leg.id,
        legScheduleId: schedule.id,
        journeyId: null,
        originDepotId: leg.originDepotId,
        destinationDepotId: leg.destinationDepotId,
        status: 'planned',
        ...legTimes(leg, date, zoneOf(leg.originDepotId), zoneOf(leg.destinationDepotId)),
        actualDeparture: null,
        actualArrival: null,
        pallets: leg.plannedPallets ?? 0,
        subcontractorId: schedule.subcontractorId ?? null,
        truckId: null,
        trailerId: null,
        dollyId: null,
        secondTrailerId: null,
        driverName: '',
        cancelReason: null,
        notes: '',
      });
    }
  }
  return out.sort((a, b) =>
    a.date === b.date ? a.plannedDeparture.localeCompare(b.plannedDeparture) : a.date.localeCompare(b.date),
  );
}

/** The key of a movement's schedule and date: one movement per key (the builder's idempotence). */
export function buildKey(m: { legScheduleId: unknown; date: unknown }): string {
  return `${String(m.legScheduleId)}|${String(m.date)}`;
}
