/**
 * Registers the service worker through workbox-window (only in the offline build, never in dev)
 * and keeps two small observable facts for the UI: a new version is waiting, and the browser
 * offers installation (`beforeinstallprompt`, captured at load because it can fire before React
 * mounts). workbox-window is imported when the app registers, after its first render: no page
 * needs it to draw, so it is not among the start's scripts.
 */
import type { Workbox } from 'workbox-window';
import { OFFLINE_ENABLED } from './flags';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** a service worker is active for this page: the app shell and every page chunk are precached */
  workerReady: boolean;
  updateWaiting: boolean;
  installEvent: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: PwaState = {
  workerReady: typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
  updateWaiting: false,
  installEvent: null,
  installed: false,
};
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;
let registering = false;
let reloading = false;

function set(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pwaSnapshot(): PwaState {
  return state;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installEvent: null, installed: true }));
}

export function registerServiceWorker(): void {
  if (registering || !OFFLINE_ENABLED || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registering = true;
  // resolves once a worker is active for this scope, which is after its precache was filled
  void navigator.serviceWorker.ready.then(markWorkerReady);
  void import('workbox-window')
    .then(({ Workbox }) => {
      const registered = new Workbox(new URL('sw.js', document.baseURI).href, { scope: './' });
      registered.addEventListener('waiting', () => set({ updateWaiting: true }));
      registered.addEventListener('controlling', () => {
        if (reloading) window.location.reload();
      });
      workbox = registered;
      return registered.register();
    })
    .catch((error: unknown) => {
      // a first visit that lost the network before the chunk came: the next start tries again
      registering = false;
      console.error('Service worker registration failed', error);
    });
}

/**
 * Back online with no active worker: a first visit that lost the network while the worker was
 * precaching (its install failed, and nothing would try again before the next page load).
 */
export function retryWorkerInstall(): void {
  if (!workbox || state.workerReady) return;
  const again = workbox;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration ? registration.update() : again.register()))
    .catch(() => undefined);
}

/** A worker is active for this page (also called by tests, which have none). */
export function markWorkerReady(): void {
  if (!state.workerReady) set({ workerReady: true });
}

/** 'Reload' on the new-version prompt: activate the waiting worker, then reload under it. */
export function applyUpdate(): void {
  reloading = true;
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}

export async function promptInstall(): Promise<boolean> {
  const event = state.installEvent;
  if (!event) return false;
  await event.prompt();
  const choice = await event.userChoice;
  set({ installEvent: null, installed: choice.outcome === 'accepted' });
  return choice.outcome === 'accepted';
}
