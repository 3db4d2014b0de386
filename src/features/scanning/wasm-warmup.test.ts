import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeReadsLabels, shouldWarm, warmScannerWasm, type WarmupFacts } from './wasm-warmup';

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
  function device({ native, controlled, cachedUrl }: { native: boolean; controlled: boolean; cachedUrl: boolean }) {
    if (native) vi.stubGlobal('BarcodeDetector', { getSupportedFormats: () => Promise.resolve(['qr_code']) });
    vi.stubGlobal('navigator', { onLine: true, serviceWorker: { controller: controlled ? {} : null } });
    vi.stubGlobal('caches', { open: () => Promise.resolve({ match: () => Promise.resolve(cachedUrl ? new Response('x') : undefined) }) });
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
});
