/** Debian's Chromium as Playwright and the bench launch it on this machine, and a free-port finder. */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** The full browser: the bench measures pages in it, as a tablet's Chrome would run them. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The journeys' browser: Debian's Chromium headless shell (package chromium-headless-shell, the
 * same Blink and V8 without the full browser's layers) when it is installed and no CHROMIUM_PATH
 * is given, else the full browser. On 2 cores it took a third less CPU for the same journeys
 * (docs/testing.md), and Playwright's own headless runs use it too.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Without the background-networking flags Chromium keeps calling home, which this network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
