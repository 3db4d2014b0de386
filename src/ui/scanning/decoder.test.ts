import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDecoder } from './decoder';
import { prepareZxing } from './zxing-decoder';

const require = createRequire(import.meta.url);

/** the binary from the installed package, handed over as bytes: Node has no origin to fetch it from */
function wasmBytes(): ArrayBuffer {
  const file = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

/** a label as a printer would make it: dark bars on white, with a quiet zone (PNG bytes) */
async function png(bcid: string, text: string, rotate: 'N' | 'R' = 'N'): Promise<Uint8Array> {
  const linear = bcid === 'code128' ? { height: 12, includetext: true } : {};
  return new Uint8Array(
    await bwipjs.toBuffer({
      bcid,
      text,
      scale: 3,
      rotate,
      paddingwidth: 10,
      paddingheight: 10,
      backgroundcolor: 'FFFFFF',
      ...linear,
    }),
  );
}

describe('camera decoding through zxing-wasm (no BarcodeDetector)', () => {
  it('reads box labels from barcode images: Code 128, a rotated label, QR and Data Matrix', async () => {
    prepareZxing({ wasmBinary: wasmBytes() });
    const decoder = await createDecoder();
    expect(decoder.engine).toBe('zxing');
    expect(await decoder.decode(await png('code128', 'FRSH00000123'))).toEqual(['FRSH00000123']);
    expect(await decoder.decode(await png('code128', 'PET00004567', 'R'))).toEqual(['PET00004567']);
    expect(await decoder.decode(await png('qrcode', 'FRSH-261122-00001'))).toEqual(['FRSH-261122-00001']);
    expect(await decoder.decode(await png('datamatrix', 'GRN00000042'))).toEqual(['GRN00000042']);
  });

  it('finds nothing in a broken frame rather than failing', async () => {
    const decoder = await createDecoder({ preferZxing: true });
    const blank = await bwipjs.toBuffer({ bcid: 'code128', text: 'X', scale: 1, height: 1 });
    expect(await decoder.decode(new Uint8Array(blank.subarray(0, 60)))).toEqual([]);
  });
});

describe('camera decoding through BarcodeDetector', () => {
  afterEach(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });

  it('uses the browser detector when it supports the label formats', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'FRSH00000123' }]);
    const formats: string[][] = [];
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ['code_128', 'qr_code'];
      constructor(options: { formats: string[] }) {
        formats.push(options.formats);
      }
      detect = detect;
    };
    const decoder = await createDecoder();
    expect(decoder.engine).toBe('native');
    expect(formats).toEqual([['code_128', 'qr_code']]);
    expect(await decoder.decode(new Uint8Array([1]))).toEqual(['FRSH00000123']);
    expect(detect).toHaveBeenCalledOnce();
  });

  it('falls back to zxing when the detector knows none of the label formats', async () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ['aztec'];
      detect = async () => [];
    };
    expect((await createDecoder()).engine).toBe('zxing');
  });
});
