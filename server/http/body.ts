/** Request body helpers: JSON parsing with a 400 on malformed input, and size limits (413). */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiHttpError, errorBody } from './errors';

export const JSON_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiHttpError(400, 'BAD_JSON', 'The request body is not valid JSON.');
  }
}

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiHttpError(400, 'BAD_BODY', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

function limit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json(errorBody(new ApiHttpError(413, 'TOO_LARGE', `The request body is larger than ${Math.round(maxSize / 1024)} KB.`)), 413),
  });
}

const jsonLimit = limit(JSON_LIMIT);
const uploadLimit = limit(UPLOAD_LIMIT);

/** 1 MB for every body, 10 MB for file uploads (`POST .../:id/file`). */
export const bodyLimits: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return c.req.path.endsWith('/file') ? uploadLimit(c, next) : jsonLimit(c, next);
};
