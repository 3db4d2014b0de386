/**
 * Request bodies: size limits (413), and the one place where a JSON body is parsed. `jsonGuard`
 * parses every non-multipart body of a write once, refuses malformed JSON (400 BAD_JSON) and any
 * string or key holding a NUL character or a lone UTF-16 surrogate (400 BAD_TEXT with the field
 * path): Postgres cannot store either in text or jsonb, and no client has a reason to send them.
 * A body nested deeper than `JSON_MAX_DEPTH` is refused before it is parsed (400 TOO_DEEP naming
 * the body), so no check that walks the value can run out of stack. The guard runs after the
 * cheap checks (body size, XSRF, session) in app.ts. Routes read the checked value with `readJson`/`readJsonObject`, so no route can forget it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiHttpError, errorBody } from './errors';

export const JSON_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Deepest nesting of arrays and objects a body may have; real bodies stay under 10. */
export const JSON_MAX_DEPTH = 64;

const PARSED = Symbol('parsed JSON body');
type WithParsed = { [PARSED]?: unknown };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text Postgres and every JSON consumer can hold: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The path of the first string (or key) in `value` that is not storable text, else null. */
export function badTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'body';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badTextPath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return path || 'body';
      const found = badTextPath(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

export function badText(field: string): ApiHttpError {
  const message = 'Contains a NUL character or an invalid UTF-16 sequence.';
  return new ApiHttpError(400, 'BAD_TEXT', message, { fields: [{ field, message }] });
}

/**
 * The deepest nesting of `[`/`{` in JSON text (brackets inside strings skipped), counted without
 * recursion and stopping as soon as it passes `max`.
 */
export function jsonDepthExceeds(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  if (jsonDepthExceeds(text)) {
    const message = `Nested deeper than ${JSON_MAX_DEPTH} levels.`;
    throw new ApiHttpError(400, 'TOO_DEEP', 'The request body is nested too deeply.', {
      fields: [{ field: 'body', message }],
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiHttpError(400, 'BAD_JSON', 'The request body is not valid JSON.', {
      fields: [{ field: 'body', message: 'Not valid JSON.' }],
    });
  }
  const bad = badTextPath(value);
  if (bad !== null) throw badText(bad);
  return value;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses and checks the JSON body of every write before any route runs (bodies declared as JSON
 * or undeclared; a multipart upload is left to its route, which checks its names itself).
 */
export const jsonGuard: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (WRITES.has(c.req.method) && (type === '' || type.includes('json'))) {
    (c.req as WithParsed)[PARSED] = parseJsonText(await c.req.text());
  }
  await next();
};

export async function readJson(c: Context): Promise<unknown> {
  const holder = c.req as WithParsed;
  if (PARSED in holder) return holder[PARSED];
  return parseJsonText(await c.req.text());
}

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiHttpError(400, 'BAD_BODY', 'The request body must be a JSON object.', {
      fields: [{ field: 'body', message: 'Must be a JSON object.' }],
    });
  }
  return body as Record<string, unknown>;
}

function limit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        errorBody(
          new ApiHttpError(413, 'TOO_LARGE', `The request body is larger than ${Math.round(maxSize / 1024)} KB.`),
          c.get('requestId') as string | undefined,
        ),
        413,
      ),
  });
}

const jsonLimit = limit(JSON_LIMIT);
const uploadLimit = limit(UPLOAD_LIMIT);

/** 1 MB for every body, 10 MB for file uploads (`POST .../:id/file`). */
export const bodyLimits: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return c.req.path.endsWith('/file') ? uploadLimit(c, next) : jsonLimit(c, next);
};
