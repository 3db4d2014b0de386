/** The authentication calls of the spec's section 7, all through the one HTTP client. */
import { ApiError, apiJson } from '../lib/api';
import { CURRENT_USER_CALL } from './early-verify';
import { toSessionUser, type SessionUser } from './session-user';

export interface LoginRequest {
  email: string;
  password: string;
  twofa?: string;
}

interface TokenResponse {
  access_token?: string | null;
}

function tokenFrom(body: TokenResponse): string {
  if (!body.access_token) {
    throw new ApiError(200, [], 'The server did not return an access token.');
  }
  return body.access_token;
}

export async function authenticate(request: LoginRequest): Promise<string> {
  const body = await apiJson<TokenResponse>('authenticate', {
    method: 'POST',
    json: {
      email: request.email,
      password: request.password,
      twofa: request.twofa ?? '',
      adminVersion: __APP_VERSION__,
    },
  });
  return tokenFrom(body);
}

/** The flex log-in (spec 2.1's twilioFlex parameters); `twofa` is the account's code when it has two-factor. */
export async function flexAuthenticate(userIdentity: string, flexToken: string, twofa?: string): Promise<string> {
  const body = await apiJson<TokenResponse>('flex/authenticate', {
    method: 'POST',
    json: { userIdentity, flexToken, twofa: twofa ?? null },
  });
  return tokenFrom(body);
}

/**
 * GET current-user?fields=*, with the session cookie. `sent`: the same call already on its way
 * (early-verify.ts), read through the one client in place of a new request.
 */
export async function fetchCurrentUser(sent?: Promise<Response> | null): Promise<SessionUser> {
  const body = await apiJson<unknown>(CURRENT_USER_CALL, sent ? { fetch: () => sent } : undefined);
  return toSessionUser(body);
}

/**
 * A token handed over in the address (the `authToken` load parameter): the server moves it into
 * the HttpOnly cookie, and the page keeps no copy.
 */
export async function adoptSessionToken(token: string): Promise<void> {
  await apiJson<unknown>('session', { method: 'POST', json: {}, headers: { Authorization: `Bearer ${token}` } });
}

export async function logoutCall(): Promise<void> {
  await apiJson<unknown>('logout', { method: 'POST', json: {} });
}

/** Calls whose 401 answers belong to the log-in flow, not to an expired session. */
export const AUTH_CALL_PATHS = [
  '/api/authenticate',
  '/api/flex/authenticate',
  '/api/logout',
  '/api/current-user',
  '/api/session',
];

export const TWOFA_REQUIRED = 'TWOFA_REQUIRED';
export const TWOFA_INVALID = 'TWOFA_INVALID';
