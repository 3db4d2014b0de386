/**
 * The one calendar of the app and the server: calendar dates, times of day, 'today', durations
 * and counts, all read on a depot's clock. A depot's routing group names its IANA time zone
 * (src/resources/reference.ts); a record without one reads on the operator's clock
 * (OPERATOR_ZONE). Whatever the viewer's own zone, a time is shown in the record's zone, and the
 * zone is named ('08:27 AWST') where its offset differs from the viewer's at that instant.
 *
 * Built on Intl alone (no date library): it is on the start path (the menu's links, the lists'
 * default day) and Intl costs no script. Dates are 'yyyy-MM-dd' text, times 'HH:mm' (24-hour),
 * date-times 'yyyy-MM-dd HH:mm', counts grouped as en-AU writes them ('1,978').
 */
import { isCalendarDate } from '../resources/common';

/** The operator's own clock (head office, Sydney): 'today' of a view that spans every depot, and the zone of a record with none. */
export const OPERATOR_ZONE = 'Australia/Sydney';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const wallFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let f = map.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', { ...options, timeZone: zone });
    map.set(zone, f);
  }
  return f;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as 'Australia/Perth'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `zone` when it is a known time zone, else the operator's. */
export function zoneOr(zone: unknown): string {
  return isTimeZone(zone) ? zone : OPERATOR_ZONE;
}

/** The viewer's own time zone (the browser's or the server process's). */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An instant from epoch ms, an ISO text or a Date; null when it is none or not a time. */
export function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface WallClock {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** minutes after that day's midnight */
  minutes: number;
}

/** What a wall clock in `zone` reads at `instant`. */
export function wallClock(instant: Date, zone: string): WallClock {
  const parts = cached(wallFormats, zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const hour = part('hour') === '24' ? '00' : part('hour');
  const minute = part('minute');
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${hour}:${minute}`,
    minutes: Number(hour) * 60 + Number(minute),
  };
}

/** Today's date in `zone` ('yyyy-MM-dd'); without one, on the operator's clock. */
export function todayIn(zone: string = OPERATOR_ZONE, now: Date = new Date()): string {
  return wallClock(now, zone).date;
}

/** 'Today' of a view that spans every depot: the operator's date. */
export function operatorToday(now: Date = new Date()): string {
  return todayIn(OPERATOR_ZONE, now);
}

/** The calendar date `days` after (or, negative, before) `day`: calendar arithmetic, no clock or zone. */
export function shiftDay(day: string, days: number): string {
  const m = DATE_RE.exec(day);
  if (!m) throw new Error(`Expected a date as yyyy-MM-dd, got '${day}'`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The zone's UTC offset in minutes at `instant` (Sydney in summer: 660). */
export function offsetMinutes(zone: string, instant: Date): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.parse(`${wall.date}T${wall.time}:00Z`);
  const floored = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - floored) / 60_000);
}

/** The instant a wall clock in `zone` reads `time` ('HH:mm') on `day`; in a DST gap, the first minute after it. */
export function instantAt(day: string, time: string, zone: string): Date {
  const guess = Date.parse(`${day}T${time.slice(0, 5)}:00Z`);
  // two passes settle the offset, also across a change of offset between the guess and the answer
  let at = guess - offsetMinutes(zone, new Date(guess)) * 60_000;
  at = guess - offsetMinutes(zone, new Date(at)) * 60_000;
  return new Date(at);
}

/** The zone's short name at `instant` ('AWST', 'AEDT', 'NZDT'). */
export function zoneName(zone: string, instant: Date): string {
  const parts = cached(nameFormats, zone, { timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** ' AWST' where the zone's clock differs from the viewer's at `instant`, else ''. */
function zoneSuffix(zone: string, instant: Date, viewer: string): string {
  return offsetMinutes(zone, instant) === offsetMinutes(viewer, instant) ? '' : ` ${zoneName(zone, instant)}`;
}

/** 'HH:mm' of an instant on `zone`'s clock, naming the zone where the viewer's differs ('08:27 AWST'); '—' for none. */
export function formatClock(value: unknown, zone: string = OPERATOR_ZONE, viewer: string = viewerZone()): string {
  const at = toInstant(value);
  if (!at) return value === null || value === undefined || value === '' ? '—' : String(value);
  return `${wallClock(at, zone).time}${zoneSuffix(zone, at, viewer)}`;
}

/** 'yyyy-MM-dd HH:mm' of an instant on `zone`'s clock, naming the zone where the viewer's differs; '—' for none. */
export function formatDateTime(value: unknown, zone: string = OPERATOR_ZONE, viewer: string = viewerZone()): string {
  const at = toInstant(value);
  if (!at) return value === null || value === undefined || value === '' ? '—' : String(value);
  const wall = wallClock(at, zone);
  return `${wall.date} ${wall.time}${zoneSuffix(zone, at, viewer)}`;
}

/** 'yyyy-MM-dd' of a calendar date (kept as written) or of an instant on `zone`'s clock. */
export function formatDay(value: unknown, zone: string = OPERATOR_ZONE): string {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  const at = toInstant(value);
  return at ? wallClock(at, zone).date : value === null || value === undefined ? '—' : String(value);
}

/**
 * A time of day the depot planned in its own zone ('08:27', a drop's ETA or a window), naming the
 * zone where the viewer's clock differs on `day`.
 */
export function formatWallTime(
  time: unknown,
  day: string,
  zone: string = OPERATOR_ZONE,
  viewer: string = viewerZone(),
): string {
  if (typeof time !== 'string' || !/^\d{2}:\d{2}/.test(time)) return time ? String(time) : '—';
  const hhmm = time.slice(0, 5);
  if (!isCalendarDate(day)) return hhmm;
  return `${hhmm}${zoneSuffix(zone, instantAt(day, hhmm, zone), viewer)}`;
}

/** A duration in minutes as people say it: '25 min', '2 h', '1 h 05 min'. */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${h} h` : `${h} h ${String(rest).padStart(2, '0')} min`;
}

const counts = new Intl.NumberFormat('en-AU');

/** A count as the app writes numbers: '1,978'. */
export function formatCount(n: number): string {
  return counts.format(n);
}
