/**
 * Mounted by the signed-in shell (lazily, off the start path): keeps today on the device for a
 * supervisor (keep-today.ts) a little after start, every quarter hour, and when the network returns
 * (the reconnect sequence's last step, after the feed's catch-up and the outbox); forgets
 * its state when the user signs out (the shell unmounts it). Draws nothing.
 */
import type { AccessUser } from '../resources/roles';
import { useEffect, useSyncExternalStore } from 'react';
import { reconnectSequence } from './reconnect';
import {
  keepsToday,
  keepToday,
  keepTodayOn,
  keepTodayStore,
  KEEP_TODAY_DELAY_MS,
  KEEP_TODAY_REFRESH_MS,
  resetKeepToday,
} from './keep-today';

export function KeepTodayOffline({ user }: { user: AccessUser | null }): null {
  const keeps = useSyncExternalStore(keepTodayStore.subscribe, keepTodayOn) && keepsToday(user);
  useEffect(() => resetKeepToday, []);
  useEffect(() => {
    if (!keeps) return;
    const go = () => void keepToday();
    const first = window.setTimeout(go, KEEP_TODAY_DELAY_MS);
    const timer = window.setInterval(go, KEEP_TODAY_REFRESH_MS / 4);
    const stopReconnect = reconnectSequence.onRefetch(go);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      stopReconnect();
    };
  }, [keeps]);
  return null;
}
