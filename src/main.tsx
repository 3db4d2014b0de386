/**
 * The boot, in separate tasks. Evaluating the whole app at once was one task of about 270 ms at
 * 4x CPU slowdown (React, Chakra and its theme system, the registry, the offline layer, the
 * router of every screen): on a tablet, taps and the loading shell's spinner wait behind it. So
 * the entry imports each layer in its own task, in dependency order, with a yield to the browser
 * between them. index.html preloads every stage's chunks (the `bootStagesPreload` plugin in
 * vite.config.ts), so the stages wait for no network: each import only evaluates.
 */
import { sendEarlyVerify } from './session/early-verify';
import { CLIENTS_CALL } from './session/early-clients';
import { sendEarly } from './lib/early-calls';
import { preloadDb } from './offline/open-db';
import { mayHaveSavedQueryCache } from './offline/saved-copy';

// first, so the session check and the clients are on their way while the stages below evaluate
const knownSession = sendEarlyVerify();
if (knownSession) sendEarly(CLIENTS_CALL);
// A device with a saved copy of its pages restores them as the app mounts, from the database:
// its module loads beside the stages instead of after them (open-db.ts).
if (mayHaveSavedQueryCache()) preloadDb();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const host: HTMLElement = root;

/** Ends the current task: the browser paints and handles input before the next stage. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./theme/system');
  await nextTask();
  await import('./offline/shell');
  await nextTask();
  const { loadPageAhead, mountApp } = await import('./app/mount');
  // a signed-out start shows the log-in page instead, which needs none of the page's chunks
  if (knownSession) loadPageAhead(window.location.hash);
  await nextTask();
  mountApp(host);
}

void boot();
