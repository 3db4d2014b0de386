/**
 * Time and date text of the runs pages. Clock times of a run are shown on its routing group's
 * clock (a Perth run reads in Perth time wherever the tablet is, 'AWST' named where the tablet's
 * clock differs); without one, on the operator's (src/lib/calendar.ts).
 */
import { formatClock, viewerZone, zoneOr } from '../lib/calendar';
import { isCalendarDate } from '../resources/common';

/**
 * The zones of the times shown, each checked once, and the viewer's zone, asked again after a
 * minute (a device moved to another zone shows it by then). Checking a zone name and asking the
 * viewer's zone each build an Intl.DateTimeFormat; done for every time shown, they were half the
 * run summary's start-up script at 4x CPU (docs/bench.md). Kept here, not in the calendar, which
 * is in the entry at its size budget.
 */
const checkedZones = new Map<string, string>();
const VIEWER_ZONE_MS = 60_000;
let viewer = { zone: '', at: -Infinity };

export function clockTime(iso: unknown, timeZone?: string | null): string {
  const key = timeZone ?? '';
  let zone = checkedZones.get(key);
  if (zone === undefined) {
    zone = zoneOr(timeZone);
    checkedZones.set(key, zone);
  }
  const now = Date.now();
  if (Math.abs(now - viewer.at) >= VIEWER_ZONE_MS) viewer = { zone: viewerZone(), at: now };
  return formatClock(iso, zone, viewer.zone);
}

export function isDateString(v: string | null | undefined): v is string {
  return !!v && isCalendarDate(v);
}
