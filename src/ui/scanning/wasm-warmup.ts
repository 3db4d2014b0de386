/**
 * Whether and how this device keeps the zxing binary for offline camera scanning (docs/operations.md,
 * 'The zxing binary'). The binary (416 KB gzip) is not in the precache: a tablet whose browser reads
 * labels itself (BarcodeDetector) never needs it. It is fetched once, in idle time after sign-in,
 * through the service worker (its CacheFirst 'scanner-wasm' route keeps it), only where all hold:
 * the browser has no usable BarcodeDetector, the user may open a scanner screen, a service worker
 * controls the page, the device is online and the binary is not kept yet. A device that was offline
 * (or lost the network during the fetch) hears 'offline' and tries again when it is back online.
 */
import { whenIdle } from '../../lib/when-idle';
import { LABEL_FORMATS } from './decoder';
import { ZXING_WASM_URL } from './wasm-url';

export const WASM_CACHE = 'scanner-wasm';

export interface WarmupFacts {
  /** BarcodeDetector exists and reads at least one label format */
  nativeReadsLabels: boolean;
  /** the user may open a screen with the camera scanner */
  mayScan: boolean;
  /** a service worker controls the page (else a fetch would not be kept for offline) */
  controlled: boolean;
  online: boolean;
  /** the binary is in the worker's cache already */
  cached: boolean;
}

export function shouldWarm(f: WarmupFacts): boolean {
  return !f.nativeReadsLabels && f.mayScan && f.controlled && f.online && !f.cached;
}

interface DetectorClass {
  getSupportedFormats: () => Promise<string[]>;
}

export async function nativeReadsLabels(): Promise<boolean> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector || typeof Detector.getSupportedFormats !== 'function') return false;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  return LABEL_FORMATS.some((f) => supported.includes(f));
}

async function isCached(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(WASM_CACHE);
  return (await cache.match(new URL(ZXING_WASM_URL, location.href).href)) !== undefined;
}

export type WarmupOutcome = 'fetched' | 'skipped' | 'offline';

/** Fetches the binary through the service worker when `shouldWarm` holds; says what it did. */
export async function warmScannerWasm(mayScan: boolean): Promise<WarmupOutcome> {
  const facts: WarmupFacts = {
    nativeReadsLabels: await nativeReadsLabels(),
    mayScan,
    controlled: typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
    online: typeof navigator !== 'undefined' && navigator.onLine,
    cached: false,
  };
  if (!shouldWarm({ ...facts, online: true })) return 'skipped';
  if (!facts.online) return 'offline';
  if (await isCached().catch(() => false)) return 'skipped';
  const res = await fetch(ZXING_WASM_URL, { credentials: 'same-origin' }).catch(() => null);
  if (!res) return 'offline';
  // read the body so the worker's cache write completes even if the page goes away
  const read = await res.arrayBuffer().then(
    () => true,
    () => false,
  );
  if (!read) return 'offline';
  return res.ok ? 'fetched' : 'skipped';
}

/**
 * Runs `warm` in the first idle moment once a service worker controls the page (on the first visit
 * the worker takes control only after installing, and the fetch must go through it), and again at
 * the next 'online' event each time it says 'offline'. Returns the cancel function.
 */
export function warmInIdleTime(warm: () => Promise<WarmupOutcome>): () => void {
  let cancelScheduled: () => void = () => undefined;
  let stopped = false;
  const schedule = () => {
    cancelScheduled = whenIdle(start, { timeout: 10_000, fallback: 5000 });
  };
  const start = () => {
    void warm().then(
      (outcome) => {
        if (outcome === 'offline' && !stopped) window.addEventListener('online', schedule, { once: true });
      },
      () => undefined,
    );
  };
  const sw = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (sw && !sw.controller) sw.addEventListener('controllerchange', schedule, { once: true });
  else schedule();
  return () => {
    stopped = true;
    sw?.removeEventListener('controllerchange', schedule);
    window.removeEventListener('online', schedule);
    cancelScheduled();
  };
}
