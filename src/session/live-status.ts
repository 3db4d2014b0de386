/**
 * The live stream's state as the menu's Queue Info block shows it (docs/live.md): written by the
 * lazy LiveUpdates (src/live) through its sync's `onState`, read by the menu. Here, not in
 * src/live, so the menu reads it without loading the live chunk: before that chunk starts, the
 * state is `null` and the menu says nothing of it.
 */
import { useSyncExternalStore } from 'react';

export interface LiveStatus {
  /** the stream is open */
  connected: boolean;
  /** Date.now() of the last changes applied, null: none yet */
  appliedAt: number | null;
}

let status: LiveStatus | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** null: the live updates stopped (signed out) or never started. */
export function setLiveStatus(next: LiveStatus | null): void {
  if (next === status || (next && status && next.connected === status.connected && next.appliedAt === status.appliedAt))
    return;
  status = next;
  listeners.forEach((l) => l());
}

export function useLiveStatus(): LiveStatus | null {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => status,
  );
}

/** The line the menu shows: 'Live: connected', 'Live: reconnecting', or nothing before the start. */
export function liveStatusText(state: LiveStatus | null): string | null {
  if (!state) return null;
  return state.connected ? 'Live: connected' : 'Live: reconnecting';
}
