/**
 * The one error shape of the API: `{ errors: [{ type, code, displayMessage, reference }] }`.
 * Handlers throw ApiHttpError; the app's onError turns it (or anything else) into that body.
 * Unexpected errors are logged with their reference and never reach the client as a stack.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { newReference } from '../log/index';

export interface ErrorEntry {
  type: string;
  code: string;
  displayMessage: string;
  reference: string;
  /** the offending field, for validation errors */
  field?: string;
}

const TYPES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  503: 'UNAVAILABLE',
};

export class ApiHttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: { field: string; message: string }[];
  /** extra top-level body members, e.g. `current` on a version conflict */
  readonly extra: Record<string, unknown>;
  /** response headers, e.g. Retry-After on a 429 */
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    options: {
      fields?: { field: string; message: string }[];
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiHttpError';
    this.status = status;
    this.code = code;
    this.fields = options.fields ?? [];
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

export function errorBody(error: ApiHttpError, reference = newReference()): Record<string, unknown> {
  const type = TYPES[error.status] ?? 'ERROR';
  const errors: ErrorEntry[] =
    error.fields.length > 0
      ? error.fields.map((f) => ({
          type,
          code: error.code,
          displayMessage: `${f.field}: ${f.message}`,
          reference,
          field: f.field,
        }))
      : [{ type, code: error.code, displayMessage: error.message, reference }];
  return { errors, ...error.extra };
}

export function sendError(c: Context, error: ApiHttpError): Response {
  return c.json(errorBody(error), error.status);
}

export const notFound = (what = 'Record'): ApiHttpError => new ApiHttpError(404, 'NOT_FOUND', `${what} not found.`);
export const forbidden = (): ApiHttpError => new ApiHttpError(403, 'FORBIDDEN', 'You do not have access to this.');
export const unauthorized = (message = 'Please log in again.'): ApiHttpError =>
  new ApiHttpError(401, 'UNAUTHORIZED', message);

/**
 * Postgres data exceptions (SQLSTATE class 22: invalid text, numeric out of range, bad datetime,
 * NUL in text ...) raised by a value a request supplied. The validators refuse these first; this
 * keeps one that slipped past them a 400 instead of a 500.
 */
export function isBadInputError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
