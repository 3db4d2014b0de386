import { useSyncExternalStore } from 'react';
import { applyUpdate, promptInstall, pwaSnapshot, subscribePwa } from '../sw-register';

export function usePwaState() {
  return useSyncExternalStore(subscribePwa, pwaSnapshot, pwaSnapshot);
}

/** The browser's install offer, if it made one. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const s = usePwaState();
  return { canInstall: s.installEvent !== null, install: promptInstall };
}

export function useUpdateAvailable(): { updateAvailable: boolean; reload: () => void } {
  const s = usePwaState();
  return { updateAvailable: s.updateWaiting, reload: applyUpdate };
}
