/**
 * Mounted by the signed-in shell (lazily, off the start path): keeps today on the device for a
 * supervisor (keep-today.ts) at start, every quarter hour, and when the network returns; forgets
 * its state when the user signs out (the shell unmounts it). Draws nothing.
 */
import { useEffect } from 'react';
import type { AccessUser } from '../resources/roles';
import { keepsToday, keepToday, KEEP_TODAY_REFRESH_MS, resetKeepToday } from './keep-today';

export function KeepTodayOffline({ user }: { user: AccessUser | null }): null {
  const keeps = keepsToday(user);
  useEffect(() => resetKeepToday, []);
  useEffect(() => {
    if (!keeps) return;
    const go = () => void keepToday();
    go();
    const timer = window.setInterval(go, KEEP_TODAY_REFRESH_MS / 4);
    window.addEventListener('online', go);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', go);
    };
  }, [keeps]);
  return null;
}
