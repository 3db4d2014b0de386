/**
 * When the window replays the outbox: at start, back online (as the second step of the reconnect
 * sequence, after the change feed's catch-up: reconnect.ts), after every enqueue, on a timer
 * (failed entries wait their backoff; not while a reconnect sequence runs), when a new log-in
 * resumes a paused queue, and where the browser has Background Sync, the service worker does it
 * when no window is open. All of them funnel into one
 * `replayNow`, which takes the cross-context Web Lock inside. A new log-in also reloads the
 * reference lists (the client list is per user).
 */
import { getSessionToken } from '../lib/session';
import { appTransport } from './app-transport';
import { isOnline } from './flags';
import { reconnectSequence } from './reconnect';
import { SYNC_TAG } from './outbox/pause';
import type { ReplayReport } from './outbox/replay';
import { activeQueryClient } from './query-cache';
import { syncReferenceLists } from './reference-sync';
import { currentUserId, syncSession } from './session-sync';

const TICK_MS = 10_000;

type AuthListener = () => void;
const authListeners = new Set<AuthListener>();
export function onOutboxAuthRequired(listener: AuthListener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

async function requestBackgroundSync(): Promise<void> {
  const reg = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (
    reg as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

export function refreshResources(): void {
  void activeQueryClient()?.invalidateQueries({ queryKey: ['resource'] });
}

export async function replayNow(force = false): Promise<ReplayReport | null> {
  if (!isOnline()) {
    void requestBackgroundSync();
    return null;
  }
  await syncSession().catch(() => false);
  // loaded when the replay first runs, not with the boot: it needs the database, itself loaded on demand
  const { replayOutbox } = await import('./outbox/replay');
  const report = await replayOutbox({
    transport: appTransport,
    userId: await currentUserId(),
    force,
    onAuthRequired: () => authListeners.forEach((l) => l()),
  });
  if (report.sent > 0 || report.conflicts > 0) refreshResources();
  if (report.stopped === 'network') void requestBackgroundSync();
  return report;
}

/** Starts the triggers; returns a stop function. */
export function startReplayScheduler(): () => void {
  const run = (force: boolean) => void replayNow(force).catch((e: unknown) => console.error('Outbox replay failed', e));
  // back online, the reconnect sequence replays after the feed's catch-up
  const stopReconnectReplay = reconnectSequence.onReplay(() => replayNow(true));
  const onMessage = (event: MessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === 'OUTBOX_REPLAYED') refreshResources();
    if (type === 'OUTBOX_AUTH_REQUIRED') authListeners.forEach((l) => l());
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const timer = window.setInterval(() => {
    if (!reconnectSequence.inFlight) run(false);
  }, TICK_MS);
  let token = getSessionToken();
  // A log-in happens in the shell; noticing the new cookie quickly resumes a paused queue.
  const watch = window.setInterval(() => {
    const now = getSessionToken();
    if (now === token) return;
    token = now;
    run(true);
    void syncReferenceLists();
  }, 1000);
  run(true);
  return () => {
    stopReconnectReplay();
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    window.clearInterval(timer);
    window.clearInterval(watch);
  };
}
