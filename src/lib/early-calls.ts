/**
 * Start-up GETs the entry (src/main.tsx) sends before any of the app's code is evaluated, for the
 * app to take, once each, in place of sending its own. The app asks for the current user and the
 * clients only once React, the theme, the offline layer and the router are evaluated and the
 * providers have mounted (about 0.3 s on this machine, over 1 s on a tablet), and a signed-in
 * page waits for both before it asks for its own data. Sent first, the answers are usually back
 * by then. The caller reads an answer through the one HTTP client (`apiJson`'s `fetch` option),
 * so errors mean what they always do.
 *
 * Each is sent only when the page knows of a session, and kept with that session: taken after a
 * log-out or another log-in, it is dropped, and the caller asks afresh.
 */
import { fetchAndReport } from './reachability';
import { getSessionId } from './session';

const sent = new Map<string, { session: string; answer: Promise<Response> }>();

/** Sends `GET api/<call>` now; false (and nothing sent) when no session is known. */
export function sendEarly(call: string): boolean {
  const session = getSessionId();
  if (!session) return false;
  const answer = fetchAndReport(new URL(`api/${call}`, document.baseURI), { credentials: 'same-origin' });
  // a failure is seen by whoever takes it; not taken, it must not surface as unhandled
  answer.catch(() => undefined);
  sent.set(call, { session, answer });
  return true;
}

/** The early answer to `call`, once; null when none was sent, it was taken, or the session changed since. */
export function takeEarly(call: string): Promise<Response> | null {
  const early = sent.get(call);
  sent.delete(call);
  return early && early.session === getSessionId() ? early.answer : null;
}
