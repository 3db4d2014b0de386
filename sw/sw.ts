/// <reference lib="webworker" />
/**
 * The service worker.
 * - Precaches the app shell and every lazy chunk (manifest injected by vite-plugin-pwa), so after
 *   one online visit the console cold-starts with no network; navigations fall back to
 *   index.html; outdated precaches are removed on activate.
 * - Start-up reference lists (`limit=-1` GETs of clients, countries, ...) are answered
 *   stale-while-revalidate and every network answer is written into their Dexie tables, which is
 *   where the app reads them. Answers from that cache carry STORED_RESPONSE_HEADER, so the page
 *   does not take them for a sign that the server is reachable.
 * - Background Sync ('outbox-replay') replays the outbox with the same module the app uses,
 *   under the same Web Lock, with the credentials the app saved in Dexie `meta`.
 * - Basemap tiles of a configured MAP_STYLE_URL are kept CacheFirst with expiry (src/lib/map-tiles.ts).
 * - 'SKIP_WAITING' from the page activates a waiting update ('New version available - Reload').
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { STORED_RESPONSE_HEADER } from '../src/lib/stored-response';
import { MAP_TILE_CACHE, MAP_TILE_MAX_AGE_S, MAP_TILE_MAX_ENTRIES, isMapTileRequest } from '../src/lib/map-tiles';
import { readCredentials } from '../src/offline/credentials';
import { fetchTransport } from '../src/offline/outbox/fetch-transport';
import { RECONNECT_MESSAGE, replayOutbox, SYNC_TAG } from '../src/offline/outbox/replay';
import { REFERENCE_CACHE, referenceForUrl, storeReferenceList } from '../src/offline/reference-lists';

declare const self: ServiceWorkerGlobalScope;

const scope = new URL(self.registration.scope);
const apiPrefix = `${scope.pathname}api`;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/\/api\//] }));

// The scanner's zxing binary (ui/scanning) is not precached (tablets with BarcodeDetector
// never need it): kept once fetched, only the newest build's copy.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === scope.origin && url.pathname.endsWith('.wasm'),
  new CacheFirst({
    cacheName: 'scanner-wasm',
    plugins: [
      {
        cacheDidUpdate: async ({ cacheName, request }) => {
          const cache = await caches.open(cacheName);
          for (const key of await cache.keys()) if (key.url !== request.url) await cache.delete(key);
        },
      },
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === scope.origin && referenceForUrl(url, apiPrefix) !== undefined,
  new StaleWhileRevalidate({
    cacheName: REFERENCE_CACHE,
    plugins: [
      {
        fetchDidSucceed: async ({ request, response }) => {
          const def = referenceForUrl(new URL(request.url), apiPrefix);
          if (def && response.ok) {
            const body: unknown = await response
              .clone()
              .json()
              .catch(() => null);
            await storeReferenceList(def.name, body);
          }
          return response;
        },
        cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
        // an answer from this cache says nothing about whether the server is reachable (lib/reachability.ts)
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          headers.set(STORED_RESPONSE_HEADER, '1');
          return new Response(cachedResponse.body, {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

// Basemap tiles already seen (MAP_STYLE_URL), so a map opened offline shows them (docs/maps-routing.md).
registerRoute(
  ({ url, request }) => isMapTileRequest(url, request.method, scope.origin),
  new CacheFirst({
    cacheName: MAP_TILE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: MAP_TILE_MAX_ENTRIES,
        maxAgeSeconds: MAP_TILE_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function notifyClients(message: Record<string, unknown>): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  windows.forEach((w) => w.postMessage(message));
}

async function replayFromWorker(): Promise<void> {
  // An open window replays as the second step of its reconnect sequence, after the change feed's
  // catch-up (src/offline/reconnect.ts): hand it over rather than replay ahead of it.
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    windows.forEach((w) => w.postMessage({ type: RECONNECT_MESSAGE }));
    return;
  }
  const creds = await readCredentials();
  const report = await replayOutbox({
    transport: fetchTransport(`${scope.origin}${apiPrefix}`, creds),
    userId: creds?.userId ?? null,
    force: true,
    onAuthRequired: () => void notifyClients({ type: 'OUTBOX_AUTH_REQUIRED' }),
  });
  await notifyClients({ type: 'OUTBOX_REPLAYED', report });
  // A sync that ends on a network failure is retried by the browser later.
  if (report.stopped === 'network') throw new Error('Outbox replay stopped: network unavailable');
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(replayFromWorker());
});
