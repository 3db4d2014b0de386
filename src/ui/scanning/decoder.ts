/**
 * Camera decoding: the browser's own `BarcodeDetector` where it exists (Chrome on Android
 * tablets), else the zxing-wasm fallback, imported only on first use so no page pays for it
 * until a camera is opened there.
 */
export type DecodeInput = ImageData | Blob | Uint8Array;

export interface Decoder {
  engine: 'native' | 'zxing';
  /** the codes read from one frame or image, best first; [] when none */
  decode(input: DecodeInput | HTMLVideoElement | HTMLCanvasElement | ImageBitmap): Promise<string[]>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface NativeDetector {
  detect(source: unknown): Promise<DetectedBarcode[]>;
}
interface NativeDetectorClass {
  new (options?: { formats?: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The formats printed on box and delivery labels. */
export const LABEL_FORMATS = ['code_128', 'code_39', 'ean_13', 'qr_code', 'data_matrix'];

function nativeClass(): NativeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

export function hasNativeDetector(): boolean {
  return nativeClass() !== null;
}

async function nativeDecoder(Detector: NativeDetectorClass): Promise<Decoder | null> {
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = LABEL_FORMATS.filter((f) => supported.includes(f));
  if (formats.length === 0) return null;
  const detector = new Detector({ formats });
  return {
    engine: 'native',
    decode: async (input) => (await detector.detect(input)).map((b) => b.rawValue).filter(Boolean),
  };
}

/** Frames of a video or canvas become ImageData for zxing (it reads pixels, not elements). */
type Frame = HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

function isFrame(input: DecodeInput | Frame): input is Frame {
  return (
    input instanceof HTMLVideoElement ||
    input instanceof HTMLCanvasElement ||
    (typeof ImageBitmap !== 'undefined' && input instanceof ImageBitmap)
  );
}

function pixels(input: DecodeInput | Frame): DecodeInput | null {
  if (!isFrame(input)) return input;
  const width = input instanceof HTMLVideoElement ? input.videoWidth : input.width;
  const height = input instanceof HTMLVideoElement ? input.videoHeight : input.height;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(input, 0, 0);
  return ctx.getImageData(0, 0, width, height);
}

export async function createDecoder(options: { preferZxing?: boolean } = {}): Promise<Decoder> {
  const Native = options.preferZxing ? null : nativeClass();
  const native = Native ? await nativeDecoder(Native) : null;
  if (native) return native;
  const { zxingDecode } = await import('./zxing-decoder');
  return {
    engine: 'zxing',
    decode: async (input) => {
      const data = pixels(input);
      return data ? zxingDecode(data) : [];
    },
  };
}
