/**
 * What an uploaded file may be, and how it is served back. Uploads live on the app's origin,
 * so a stored HTML or SVG file served inline would run script with the user's session
 * (stored XSS). The rules:
 * - refused (415): anything whose bytes sniff as markup or script (HTML, SVG, XML, JS), or
 *   whose declared type or file-name extension is an active type, whatever the bytes say;
 * - served inline: only raster images (PNG, JPEG, GIF, WebP, BMP, AVIF) as recognised from
 *   their own bytes, with the sniffed type, not the declared one;
 * - everything else: `Content-Disposition: attachment`, as a type from a short passive list or
 *   application/octet-stream.
 * Every file answer carries `X-Content-Type-Options: nosniff` and a sandboxing CSP, so a file
 * stored before these rules cannot run either.
 */
const RASTER: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { type: 'image/bmp', test: (b) => ascii(b, 0, 2) === 'BM' && b.length > 26 },
  { type: 'image/avif', test: (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)) },
];

const ACTIVE_TYPES =
  /(html|svg|xml|javascript|ecmascript|jscript|vbscript|x-shockwave-flash|x-sh\b|text\/css|multipart\/)/i;
const ACTIVE_EXTENSIONS = /\.(x?html?|shtml|svgz?|xml|xsl|xslt|m?js|cjs|css|swf|hta|vbs)$/i;
/** Markup or script openings, looked for near the start as browsers and sniffers do. */
const ACTIVE_CONTENT =
  /<\s*(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|style|meta|xsl|!--)|javascript:|<\?php/i;

/** Passive types that may keep their declared type when downloaded. */
const PASSIVE_TYPES = new Set(['application/pdf', 'text/plain', 'text/csv', 'application/zip', 'application/json']);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export function sniffRaster(bytes: Uint8Array): string | null {
  return RASTER.find((r) => r.test(bytes))?.type ?? null;
}

function looksActive(bytes: Uint8Array): boolean {
  // UTF-16 markup has NULs between the letters; dropping them finds `<svg` in either encoding.
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1').split('\u0000').join('');
  return ACTIVE_CONTENT.test(head);
}

export interface UploadVerdict {
  ok: boolean;
  /** the type to store: the sniffed raster type, a passive declared type, or octet-stream */
  contentType: string;
  reason?: string;
}

export function judgeUpload(name: string, declaredType: string, bytes: Uint8Array): UploadVerdict {
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (ACTIVE_TYPES.test(declared))
    return { ok: false, contentType: declared, reason: `Files of type ${declared} are not accepted.` };
  if (ACTIVE_EXTENSIONS.test(name.trim()))
    return { ok: false, contentType: declared, reason: 'Web pages, SVG, XML and script files are not accepted.' };
  const raster = sniffRaster(bytes);
  if (raster) return { ok: true, contentType: raster };
  if (looksActive(bytes))
    return {
      ok: false,
      contentType: declared,
      reason: 'The file contains web-page or script content and is not accepted.',
    };
  return { ok: true, contentType: PASSIVE_TYPES.has(declared) ? declared : 'application/octet-stream' };
}

/** Response headers for a stored file: inline only for bytes that really are a raster image. */
export function fileResponseHeaders(name: string, storedType: string, bytes: Uint8Array): Record<string, string> {
  const raster = sniffRaster(bytes);
  const type = raster ?? (PASSIVE_TYPES.has(storedType) ? storedType : 'application/octet-stream');
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file';
  return {
    'content-type': type,
    'content-disposition': `${raster ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'cache-control': 'private, max-age=3600',
  };
}
