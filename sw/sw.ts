/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell and every lazy chunk (the manifest is injected by
 * vite-plugin-pwa at build time) so the console opens with no network after one online visit.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
