import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nativeReadsLabels,
  shouldWarm,
  warmInIdleTime,
  warmScannerWasm,
  type WarmupFacts,
  type WarmupOutcome,
} from './wasm-warmup';

const ALL: WarmupFacts = { nativeReadsLabels: false, mayScan: true, controlled: true, online: true, cached: false };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('which devices keep the zxing binary', () => {
  it('only a device without a label-reading BarcodeDetector whose user may scan, online, controlled, not kept yet', () => {
    expect(shouldWarm(ALL)).toBe(true);
    expect(shouldWarm({ ...ALL, nativeReadsLabels: true })).toBe(false);
    expect(shouldWarm({ ...ALL, mayScan: false })).toBe(false);
    expect(shouldWarm({ ...ALL, controlled: false })).toBe(false);
    expect(shouldWarm({ ...ALL, online: false })).toBe(false);
    expect(shouldWarm({ ...ALL, cached: true })).toBe(false);
  });

  it('a BarcodeDetector that reads no label format does not count', async () => {
    expect(await nativeReadsLabels()).toBe(false);
    vi.stubGlobal('BarcodeDetector', { getSupportedFormats: () => Promise.resolve(['aztec']) });
    expect(await nativeReadsLabels()).toBe(false);
    vi.stubGlobal('BarcodeDetector', { getSupportedFormats: () => Promise.resolve(['aztec', 'code_128']) });
    expect(await nativeReadsLabels()).toBe(true);
  });
});

describe('warmScannerWasm', () => {
  function device({
    native,
    controlled,
    cachedUrl,
    onLine = true,
  }: {
    native: boolean;
    controlled: boolean;
    cachedUrl: boolean;
    onLine?: boolean;
  }) {
    if (native) vi.stubGlobal('BarcodeDetector', { getSupportedFormats: () => Promise.resolve(['qr_code']) });
    vi.stubGlobal('navigator', { onLine, serviceWorker: { controller: controlled ? {} : null } });
    vi.stubGlobal('caches', {
      open: () => Promise.resolve({ match: () => Promise.resolve(cachedUrl ? new Response('x') : undefined) }),
    });
    const fetched = vi.fn((_url: string) => Promise.resolve(new Response(new Uint8Array([0, 97, 115, 109]))));
    vi.stubGlobal('fetch', fetched);
    return fetched;
  }

  it('fetches once through the worker on a tablet without BarcodeDetector', async () => {
    const fetched = device({ native: false, controlled: true, cachedUrl: false });
    expect(await warmScannerWasm(true)).toBe('fetched');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(String(fetched.mock.calls[0]?.[0])).toMatch(/zxing_reader.*\.wasm/);
  });

  it('never fetches where BarcodeDetector reads labels, for a user who may not scan, without a worker, or when kept already', async () => {
    for (const [facts, mayScan] of [
      [{ native: true, controlled: true, cachedUrl: false }, true],
      [{ native: false, controlled: true, cachedUrl: false }, false],
      [{ native: false, controlled: false, cachedUrl: false }, true],
      [{ native: false, controlled: true, cachedUrl: true }, true],
    ] as const) {
      vi.unstubAllGlobals();
      const fetched = device(facts);
      expect(await warmScannerWasm(mayScan), JSON.stringify(facts)).toBe('skipped');
      expect(fetched).not.toHaveBeenCalled();
    }
  });

  it('says offline (so the caller tries again when online) when the device is offline or the fetch fails', async () => {
    const offline = device({ native: false, controlled: true, cachedUrl: false, onLine: false });
    expect(await warmScannerWasm(true)).toBe('offline');
    expect(offline).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    device({ native: false, controlled: true, cachedUrl: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await warmScannerWasm(true)).toBe('offline');
  });

  it('a device that would not keep the binary anyway says skipped, offline or not', async () => {
    device({ native: true, controlled: true, cachedUrl: false, onLine: false });
    expect(await warmScannerWasm(true)).toBe('skipped');
  });
});

describe('warmInIdleTime', () => {
  afterEach(() => vi.useRealTimers());

  it('tries in idle time, and again at each online event while the answer is offline', async () => {
    vi.useFakeTimers();
    const answers: WarmupOutcome[] = ['offline', 'offline', 'fetched'];
    const warm = vi.fn(() => Promise.resolve(answers.shift() ?? 'skipped'));
    const cancel = warmInIdleTime(warm);
    expect(warm).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(warm).toHaveBeenCalledTimes(1);
    for (const calls of [2, 3]) {
      window.dispatchEvent(new Event('online'));
      await vi.runAllTimersAsync();
      expect(warm).toHaveBeenCalledTimes(calls);
    }
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(warm).toHaveBeenCalledTimes(3);
    cancel();
  });

  it('once cancelled, neither the idle call nor an online event warms', async () => {
    vi.useFakeTimers();
    const warm = vi.fn(() => Promise.resolve<WarmupOutcome>('offline'));
    warmInIdleTime(warm)();
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(warm).not.toHaveBeenCalled();
  });
});
