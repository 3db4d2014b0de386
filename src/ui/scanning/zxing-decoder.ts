/**
 * The zxing-wasm fallback, loaded only when the camera is opened on a browser without
 * `BarcodeDetector` (this module is its own lazy chunk). The wasm binary is served from our own
 * origin (Vite emits it under /assets with a content hash) and never from a CDN: the package's
 * default `locateFile` points at one, so it is replaced. The service worker keeps the binary once
 * fetched (sw/sw.ts, 'scanner-wasm'), so the camera also decodes offline.
 */
import { prepareZXingModule, readBarcodes, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import type { DecodeInput } from './decoder';
import { ZXING_WASM_URL as wasmUrl } from './wasm-url';

let preparedWith: ZXingModuleOverrides | null = null;

/** Points zxing at our copy of the binary; tests hand it the bytes instead (no fetch in Node). */
export function prepareZxing(
  overrides: ZXingModuleOverrides = {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
): void {
  if (preparedWith === overrides) return;
  preparedWith = overrides;
  prepareZXingModule({ overrides, fireImmediately: false });
}

export async function zxingDecode(input: DecodeInput): Promise<string[]> {
  if (preparedWith === null) prepareZxing();
  const results = await readBarcodes(input, { tryHarder: true, maxNumberOfSymbols: 4 });
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}
