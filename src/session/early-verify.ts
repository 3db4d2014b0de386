/**
 * The start's session check, sent by the entry (main.tsx) before any of the app's code is
 * evaluated (src/lib/early-calls.ts says why). The auth provider's first check takes it
 * (`takeEarlyVerify`). Sent only when the page knows of a session and the address carries no
 * token to adopt first.
 */
import { sendEarly, takeEarly } from '../lib/early-calls';
import { readLoadParams } from './load-params';

export const CURRENT_USER_CALL = 'current-user?fields=*';

/** True when the check was sent: a plain start of a known session. */
export function sendEarlyVerify(): boolean {
  const params = readLoadParams(window.location);
  if (params.authToken || params.flex) return false;
  return sendEarly(CURRENT_USER_CALL);
}

/** The early answer, once; null when none was sent or it was already taken. */
export function takeEarlyVerify(): Promise<Response> | null {
  return takeEarly(CURRENT_USER_CALL);
}
