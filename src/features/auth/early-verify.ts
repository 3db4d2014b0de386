/**
 * The start's session check, sent by the entry (main.tsx) before any of the app's code is
 * evaluated. The app asks for the current user only once React, the theme, the offline layer and
 * the router are evaluated and the auth provider has mounted (about 0.3 s on this machine, over
 * 1 s on a tablet), and every signed-in page waits for that answer before it asks for its own
 * data. Sent here, the answer is usually back by then. The auth provider's first check takes it
 * (`takeEarlyVerify`) and reads it through the one HTTP client, so errors mean what they always do.
 *
 * Sent only when the page knows of a session and the address carries no token to adopt first.
 */
import { fetchAndReport } from '../../lib/reachability';
import { getSessionId } from '../../lib/session';
import { readLoadParams } from './load-params';

export const CURRENT_USER_CALL = 'current-user?fields=*';

let early: Promise<Response> | null = null;

export function sendEarlyVerify(): void {
  const params = readLoadParams(window.location);
  if (!getSessionId() || params.authToken || params.flex) return;
  early = fetchAndReport(new URL(`api/${CURRENT_USER_CALL}`, document.baseURI), { credentials: 'same-origin' });
  // a failure is seen by whoever takes it; not taken, it must not surface as unhandled
  early.catch(() => undefined);
}

/** The early answer, once; null when none was sent or it was already taken. */
export function takeEarlyVerify(): Promise<Response> | null {
  const sent = early;
  early = null;
  return sent;
}
