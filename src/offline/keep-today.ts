/**
 * Today kept whole on a supervisor's device, by default: whoever may list deliveries and runs gets
 * today's deliveries, runs, drops and boxes of every routing group they may see stored as an
 * 'available offline' day (offline-day.ts, scope `all`), so that offline figures and lists cover
 * the whole day instead of the pages that happened to be opened. Runs a little after start
 * (KEEP_TODAY_DELAY_MS: the first screen's work comes first), again when the stored copy is older
 * than KEEP_TODAY_REFRESH_MS, and when the day changes. A device can switch it off (a preference
 * in localStorage, on the 'Available offline' page). Its progress and size are a small store that
 * the 'Available offline' page and the Overview show. The data worker does the work, the check of
 * the stored copy included (offline-day.ts, day-store.ts): the page only asks and hears progress.
 */
import { operatorToday } from '../lib/calendar';
import { safeStorage } from '../lib/safe-storage';
import { can, resources } from '../resources';
import type { AccessUser } from '../resources/roles';
import type { OfflineDay } from './db';
import { isOnline, OFFLINE_ENABLED } from './flags';
import { downloadDay, type DayProgress } from './offline-day';

export const KEEP_TODAY_REFRESH_MS = 60 * 60_000;
export const KEEP_TODAY_DELAY_MS = 20_000;
const PREFERENCE = 'depot-keep-today';
const preferences = safeStorage();
export const KEEP_TODAY_LABEL = 'Today, kept automatically: every routing group you may see';

export interface KeepTodayState {
  status: 'idle' | 'storing' | 'stored' | 'failed';
  date: string | null;
  progress: DayProgress | null;
  day: OfflineDay | null;
  error: string | null;
}

const IDLE: KeepTodayState = { status: 'idle', date: null, progress: null, day: null, error: null };
let state: KeepTodayState = IDLE;
const listeners = new Set<() => void>();

function set(next: KeepTodayState): void {
  state = next;
  listeners.forEach((l) => l());
}

export const keepTodayStore = {
  get: (): KeepTodayState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Who keeps today by default: whoever supervises the day's operation (may list deliveries and runs). */
export function keepsToday(user: AccessUser | null): boolean {
  return user !== null && can(user, resources.deliveries, 'list') && can(user, resources.runs, 'list');
}

/** This device's choice (on unless switched off). */
export function keepTodayOn(): boolean {
  return preferences.getItem(PREFERENCE) !== 'off';
}

export function setKeepTodayOn(on: boolean): void {
  preferences.setItem(PREFERENCE, on ? 'on' : 'off');
  listeners.forEach((l) => l());
}

let running: Promise<void> | null = null;

/**
 * Stores today unless a copy younger than KEEP_TODAY_REFRESH_MS is on the device (or the device is
 * offline); `force` stores it again anyway ('Store today now'). One run at a time. The state says
 * 'storing' from the download's first progress (a copy kept as it is shows none), or at once when
 * forced. A failure is kept in the store, shown, and tried again next time. `download` is the
 * day's downloader (its tests pass their own: a module mock does not hold where test files share
 * one module graph).
 */
export function keepToday(now = new Date(), force = false, download = downloadDay): Promise<void> {
  if (!OFFLINE_ENABLED || !isOnline()) return Promise.resolve();
  running ??= run(operatorToday(now), now.getTime(), force, download).finally(() => {
    running = null;
  });
  return running;
}

async function run(date: string, now: number, force: boolean, download: typeof downloadDay): Promise<void> {
  const before = state.date === date ? state.day : null;
  const storing = (progress: DayProgress | null) =>
    set({ status: 'storing', date, progress, day: before, error: null });
  if (force) storing(null);
  try {
    const { day } = await download({ date, label: KEEP_TODAY_LABEL }, storing, {
      keptFor: force ? undefined : KEEP_TODAY_REFRESH_MS,
      now,
    });
    set({ status: 'stored', date, progress: null, day, error: null });
  } catch (error) {
    set({
      status: 'failed',
      date,
      progress: null,
      day: before,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Forgets the state (sign-out, tests). */
export function resetKeepToday(): void {
  set(IDLE);
}
