/**
 * How a stored copy says what it is (DESIGN.md section 4: 'figures computed from a stored copy
 * cover the whole day the device holds, or say what they cover; every stored copy says its date
 * and age'). Pure: the 'as of' stamp, the Overview and the 'Available offline' page word it alike.
 * Times and days are the device's own (a copy's age is about this device, not a depot).
 */
import { shiftDay, viewerZone, wallClock } from '../lib/calendar';
import type { KnownTotal } from './known-totals';

/** '25 min ago', '3 h ago', '2 days ago'; 'just now' within the minute. */
export function ageText(asOf: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - asOf) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/**
 * 'updated just now', 'updated 10 s ago' … 'updated 50 s ago' (in steps of 10 s), then
 * 'updated 1 min ago' as ageText: how old a live answer is (a report recomputed on a change).
 */
export function updatedText(at: number, now: number): string {
  const seconds = Math.floor(Math.max(0, now - at) / 1000);
  if (seconds < 10) return 'updated just now';
  if (seconds < 60) return `updated ${Math.floor(seconds / 10) * 10} s ago`;
  return `updated ${ageText(at, now)}`;
}

/** '11:47 today', '16:02 yesterday', '2026-11-24 09:15'. */
export function whenText(asOf: number, now: number): string {
  const zone = viewerZone();
  const at = wallClock(new Date(asOf), zone);
  const today = wallClock(new Date(now), zone).date;
  if (at.date === today) return `${at.time} today`;
  if (at.date === shiftDay(today, -1)) return `${at.time} yesterday`;
  return `${at.date} ${at.time}`;
}

/** 'as of 11:47 today, 25 min ago': a stored copy's date and age. */
export function asOfText(asOf: number, now: number): string {
  return `as of ${whenText(asOf, now)}, ${ageText(asOf, now)}`;
}

/** What a figure from the stored copy covers: the rows counted here, and the server's last known total. */
export interface Coverage {
  stored: number;
  /** the server's last known total; null when this device never heard it */
  total: number | null;
  /** when the server said it (ms); null with `total` */
  totalAt: number | null;
  /** the stored copy holds every row the server last counted */
  whole: boolean;
}

/** The coverage of one count answered from the stored copy. */
export function coverageOf(stored: number, serverTotal: KnownTotal | null): Coverage {
  if (!serverTotal) return { stored, total: null, totalAt: null, whole: false };
  return { stored, total: serverTotal.count, totalAt: serverTotal.at, whole: stored >= serverTotal.count };
}

/** Several counts as one (the Overview's deliveries are the sum of its per-status counts). */
export function sumCoverage(parts: readonly Coverage[]): Coverage {
  const stored = parts.reduce((n, p) => n + p.stored, 0);
  const known = parts.every((p) => p.total !== null);
  const total = known ? parts.reduce((n, p) => n + (p.total ?? 0), 0) : null;
  const times = parts.map((p) => p.totalAt).filter((t): t is number => t !== null);
  return {
    stored,
    total,
    totalAt: known && times.length ? Math.min(...times) : null,
    whole: known && parts.every((p) => p.whole),
  };
}

const count = (n: number) => n.toLocaleString('en-AU');

/**
 * '500 of 1,978 deliveries stored', 'All 1,978 deliveries stored', or, when the server's total was
 * never heard here, '500 deliveries stored; the full count is not known on this device'.
 */
export function coverageText(c: Coverage, noun: string): string {
  if (c.total === null) return `${count(c.stored)} ${noun} stored; the full count is not known on this device`;
  if (c.whole) return `All ${count(c.stored)} ${noun} stored`;
  return `${count(c.stored)} of ${count(c.total)} ${noun} stored`;
}

/**
 * A pager's total from the stored copy: 'of 500' when it holds every row, else what it holds and
 * the server's last known total ('of 500 stored, 1,978 in all'), so a part never reads as the whole.
 */
export function pagerTotalText(c: Coverage): string {
  if (c.whole) return `of ${count(c.stored)}`;
  if (c.total === null) return `of ${count(c.stored)} stored (the full count is not known on this device)`;
  return `of ${count(c.stored)} stored, ${count(c.total)} in all`;
}
