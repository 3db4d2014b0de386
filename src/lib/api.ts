/**
 * The one HTTP client of the app (ky). Adds the bearer token and the XSRF header, turns every
 * failure into an ApiError carrying the server's error entries (spec section 8), and reports a
 * 401 to whoever registered through onUnauthorized (the auth feature sends the user to logout).
 */
import ky, { HTTPError, type Options } from 'ky';
import type { ApiErrorEntry } from '../resources/types';
import { fetchAndReport } from './reachability';
import { getXsrfToken } from './session';

export const API_BASE = 'api';
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server. Check the connection; your changes are kept on this device.';

/** 'clientId' -> 'Client', 'deliveryDate' -> 'Delivery date': a field name as people say it. */
export function fieldWords(field: string): string {
  const words = field
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

// Messages zod writes when a schema carries none of its own (v3 and v4 wording).
const RAW_REQUIRED =
  /^(required|invalid input: expected [a-z ]+, received (undefined|null)|expected [a-z ]+, received (undefined|null))$/i;
const RAW_INVALID = /^(invalid input.*|invalid (type|enum value|option).*|expected [a-z ]+, received [a-z]+|invalid)$/i;

/**
 * A field error in plain words. The field builders already carry plain messages ('Reference is
 * required.'); the server prefixes them with the field name ('reference: ...'), which is dropped,
 * and a bare zod message is rewritten to name the field.
 */
export function plainFieldMessage(field: string, message: string): string {
  const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  if (RAW_REQUIRED.test(own.trim())) return `${fieldWords(field)} is required.`;
  if (RAW_INVALID.test(own.trim())) return `${fieldWords(field)} is not valid.`;
  return own;
}

/** Any thrown thing as a sentence for people: network failures ('Failed to fetch') read as one plain line. */
export function plainErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.displayMessage;
  if (
    error instanceof TypeError ||
    (error instanceof Error && /failed to fetch|networkerror|load failed|network request failed/i.test(error.message))
  )
    return NETWORK_ERROR_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

export class ApiError extends Error {
  readonly status: number | typeof NETWORK_ERROR;
  readonly errors: ApiErrorEntry[];
  readonly body: unknown;
  constructor(status: number | typeof NETWORK_ERROR, errors: ApiErrorEntry[], message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
  get displayMessage(): string {
    return this.errors[0]?.displayMessage ?? this.message;
  }
  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR;
  }
}

type UnauthorizedListener = (request: Request) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const http = ky.create({
  prefixUrl: new URL(API_BASE, document.baseURI).toString(),
  timeout: false,
  retry: 0,
  credentials: 'same-origin',
  fetch: fetchAndReport,
  hooks: {
    beforeRequest: [
      (request) => {
        // The session travels in the HttpOnly cookie (credentials: 'same-origin'), never from script.
        const xsrf = getXsrfToken();
        if (xsrf && UNSAFE.has(request.method)) request.headers.set('X-XSRF-TOKEN', xsrf);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401) unauthorizedListeners.forEach((l) => l(request));
      },
    ],
  },
});

function isErrorBody(body: unknown): body is { errors: ApiErrorEntry[] } {
  return typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);
}

/** Normalises anything thrown by a call into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const errors = isErrorBody(body)
      ? body.errors.map((e) => (e.field ? { ...e, displayMessage: plainFieldMessage(e.field, e.displayMessage) } : e))
      : [];
    return new ApiError(error.response.status, errors, errors[0]?.displayMessage ?? error.response.statusText, body);
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError(
    NETWORK_ERROR,
    [{ type: NETWORK_ERROR, code: NETWORK_ERROR, displayMessage: NETWORK_ERROR_MESSAGE, reference: '' }],
    NETWORK_ERROR_MESSAGE,
  );
}

/** Calls the API and returns the parsed JSON body, throwing ApiError on any failure. */
export async function apiJson<T>(path: string, options?: Options): Promise<T> {
  try {
    return await http(path.replace(/^\//, ''), options).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}
