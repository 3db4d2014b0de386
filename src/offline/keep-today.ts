/**
 * Today kept whole on a supervisor's device, by default: whoever may list deliveries and runs gets
 * today's deliveries, runs, drops and boxes of every routing group they may see stored as an
 * 'available offline' day (offline-day.ts, scope `all`), so that offline figures and lists cover
 * the whole day instead of the pages that happened to be opened. Runs a little after start
 * (KEEP_TODAY_DELAY_MS: the first screen's work comes first), again when the stored copy is older
 * than KEEP_TODAY_REFRESH_MS, and when the day changes. A device can switch it off (a preference
 * in localStorage, on the 'Available offline' page). Its progress and size are a small store that
 * the 'Available offline' page and the Overview show.
 */
import { operatorToday } from '../lib/calendar';
import { safeStorage } from '../lib/safe-storage';
import { can, resources } from '../resources';
import type { AccessUser } from '../resources/roles';
import type { OfflineDay } from './db';
import { isOnline, OFFLINE_ENABLED } from './flags';
import { dayId, downloadDay, type DayProgress } from './offline-day';
import { openDb } from './open-db';

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
 * offline); `force` stores it again anyway ('Store today now'). One run at a time. A failure is
 * kept in the store, shown, and tried again next time. `download` is the day's downloader (its
 * tests pass their own: a module mock does not hold where test files share one module graph).
 */
export function keepToday(now = new Date(), force = false, download = downloadDay): Promise<void> {
  if (!OFFLINE_ENABLED || !isOnline()) return Promise.resolve();
  running ??= run(operatorToday(now), now.getTime(), force, download).finally(() => {
    running = null;
  });
  return running;
}

async function run(date: string, now: number, force: boolean, download: typeof downloadDay): Promise<void> {
  const scope = { date, label: KEEP_TODAY_LABEL };
  const stored = await (await openDb()).offlineDays.get(dayId(scope));
  if (stored && !force && now - stored.storedAt < KEEP_TODAY_REFRESH_MS) {
    set({ status: 'stored', date, progress: null, day: stored, error: null });
    return;
  }
  set({ status: 'storing', date, progress: null, day: stored ?? null, error: null });
  try {
    const day = await download(scope, (progress) => set({ ...state, progress }));
    set({ status: 'stored', date, progress: null, day, error: null });
  } catch (error) {
    set({
      status: 'failed',
      date,
      progress: null,
      day: stored ?? null,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Forgets the state (sign-out, tests). */
export function resetKeepToday(): void {
  set(IDLE);
}
