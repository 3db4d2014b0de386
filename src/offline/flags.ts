/** Whether this build has the offline layer (`VITE_OFFLINE=off` builds the network-only baseline). */
export const OFFLINE_ENABLED: boolean = __OFFLINE_ENABLED__;

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
