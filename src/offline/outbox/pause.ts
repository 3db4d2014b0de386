/**
 * The outbox's pause (a 401 pauses the queue until a new log-in resumes it) and the names the
 * senders share. Apart from the replay (./replay.ts, which re-exports them) because the boot asks
 * them (session-sync.ts resumes at log-in, the scheduler registers Background Sync) while the
 * replay itself is loaded when it first runs (replay-scheduler.ts).
 */
import { getMeta, setMeta } from '../record-store';

export const PAUSE_KEY = 'outbox.paused';
export const LOCK_NAME = 'depot-outbox-replay';
/** Background Sync tag under which the service worker replays. */
export const SYNC_TAG = 'outbox-replay';
/** What the service worker posts to an open window instead of replaying ahead of its reconnect sequence (reconnect.ts). */
export const RECONNECT_MESSAGE = 'RECONNECT';

export interface PauseState {
  reason: 'auth';
  at: number;
}

export async function isPaused(): Promise<boolean> {
  return (await getMeta<PauseState | null>(PAUSE_KEY)) != null;
}

export async function resumeOutbox(): Promise<void> {
  await setMeta(PAUSE_KEY, null);
}
