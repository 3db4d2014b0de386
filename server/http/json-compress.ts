/**
 * Brotli or gzip for JSON answers, in one zlib call. Brotli when the browser takes it (every
 * browser the console supports does, on https and on localhost): at the quality used it costs
 * what gzip's default level costs and is 11-23% smaller (a 500-row deliveries page: 58.6 KB
 * gzip, 45.0 KB brotli; docs/bench.md), and bytes are what a depot tablet on slow Wi-Fi waits
 * for. Gzip for clients that take only gzip.
 *
 * Why not only `hono/compress`: it pipes every body through a web CompressionStream, whose stream
 * machinery cost ~1 ms of the main thread for a 24 KB answer against ~0.2 ms for one zlib call
 * (bench: a 50-row list page is ~50 KB, and the list API's budget is 3x a trivial request). API
 * answers are already whole strings, so nothing is gained by streaming them; zlib runs on libuv's
 * thread pool. Other responses (static files) keep `hono/compress`, which skips anything this
 * middleware encoded.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** below this, the encoding's framing and the CPU cost more than the bytes saved */
const MIN_BYTES = 1024;
/**
 * Brotli's quality for answers made per request. 11 (the static files') costs tens of ms for a
 * list page; 5 took 4.3 ms for the 555 KB page where gzip's default took 4.4 ms, and 6 was 1%
 * smaller for 15% more time.
 */
const BROTLI_QUALITY = 5;

export type JsonEncoding = 'br' | 'gzip';

/**
 * The encoding Accept-Encoding allows, brotli first: a coding named with a q above 0, or `*`
 * with a q above 0 for a coding not named. Null when neither is acceptable.
 */
export function jsonEncodingFor(header: string | undefined): JsonEncoding | null {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) : 1);
  }
  const allowed = (coding: JsonEncoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

async function encode(raw: Uint8Array, encoding: JsonEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const encoded =
    encoding === 'gzip'
      ? await gzipAsync(raw)
      : await brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
          },
        });
  return new Uint8Array(encoded);
}

export const jsonCompress: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || c.req.method === 'HEAD' || res.status === 206 || res.headers.has('content-encoding')) return;
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
  const encoding = jsonEncodingFor(c.req.header('accept-encoding'));
  if (!encoding) return;
  const raw = new Uint8Array(await res.arrayBuffer());
  // A small answer goes as is; its length tells the outer compressor to leave it alone too.
  res.headers.set('content-length', String(raw.byteLength));
  if (raw.byteLength < MIN_BYTES) {
    c.res = new Response(raw, res);
    return;
  }
  const encoded = await encode(raw, encoding);
  res.headers.set('content-length', String(encoded.byteLength));
  res.headers.set('content-encoding', encoding);
  const vary = res.headers.get('vary');
  if (!vary || !/accept-encoding|\*/i.test(vary))
    res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  c.res = new Response(encoded, res);
};
