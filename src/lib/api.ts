/**
 * The one HTTP client of the app (ky). Adds the bearer token and the XSRF header, turns every
 * failure into an ApiError carrying the server's error entries (spec section 8), and reports a
 * 401 to whoever registered through onUnauthorized (the auth feature sends the user to logout).
 */
import ky, { HTTPError, type Options } from 'ky';
import type { ApiErrorEntry } from '../resources/types';
import { getXsrfToken } from './session';

export const API_BASE = 'api';
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE = 'A network error occurred. Please try again later.';

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
    const body: unknown = await error.response.clone().json().catch(() => undefined);
    const errors = isErrorBody(body) ? body.errors : [];
    return new ApiError(error.response.status, errors, errors[0]?.displayMessage ?? error.response.statusText, body);
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError(NETWORK_ERROR, [{ type: NETWORK_ERROR, code: NETWORK_ERROR, displayMessage: NETWORK_ERROR_MESSAGE, reference: '' }], NETWORK_ERROR_MESSAGE);
}

/** Calls the API and returns the parsed JSON body, throwing ApiError on any failure. */
export async function apiJson<T>(path: string, options?: Options): Promise<T> {
  try {
    return await http(path.replace(/^\//, ''), options).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}
