/** Browser sessions against the built app: log-in cookie, first-row timing, warm profiles. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchBrowser, launchPersistent } from './lib';

export const LIST_HASH = '#/d/deliveries/all';
export const FIRST_ROW = '[data-testid="resource-rows"] [role="row"]';
export const ROWS_CONTAINER = '[data-testid="resource-rows"]';

/** Records when the first delivery row appears, from navigation start. */
const FIRST_ROW_SCRIPT = `
  (() => {
    const mark = () => {
      if (window.__firstRowAt === undefined && document.querySelector(${JSON.stringify(FIRST_ROW)})) {
        window.__firstRowAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(mark);
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true }));
  })();
`;

declare global {
  interface Window {
    __firstRowAt?: number;
  }
}

/** The token's id (its `jti`), which the server also sets as the readable session-id cookie. */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { jti?: string };
  if (!payload.jti) throw new Error('token without an id');
  return payload.jti;
}

/**
 * Signs the context in as a log-in does: the HttpOnly credential and the readable session id (the
 * app starts its reference-list sync only when it sees a session; with the credential alone it
 * started later than in a real browser, and the start-up figures before 2026-11-25 measured that
 * lighter start). `firstRow: false` leaves out the first-row observer: it queries the document on
 * every DOM change, main-thread work that a start-up trace would count as the app's.
 */
export async function prepare(
  context: BrowserContext,
  url: string,
  token: string,
  options: { firstRow?: boolean } = {},
): Promise<void> {
  await context.addCookies([
    { name: 'depot-session', value: token, url, httpOnly: true, sameSite: 'Strict' },
    { name: 'depot-session-id', value: sessionIdOf(token), url, sameSite: 'Strict' },
  ]);
  // tsx compiles the bench with esbuild's keepNames, which wraps functions in page.evaluate
  // callbacks with a `__name` helper that only exists in Node.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  if (options.firstRow !== false) await context.addInitScript(FIRST_ROW_SCRIPT);
}

export async function firstRowTime(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/${LIST_HASH}`);
  await page.waitForSelector(FIRST_ROW, { timeout: 180_000 });
  return page.evaluate(() => window.__firstRowAt ?? Number.NaN);
}

export async function openPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

/** Visits the list online once so the service worker, its precache and IndexedDB are warm. */
export async function warmProfile(url: string, token: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'depot-bench-profile-'));
  const context = await launchPersistent(dir);
  await prepare(context, url, token);
  const page = await openPage(context);
  await firstRowTime(page, url);
  // The network-only baseline registers no worker: waiting for `ready` there would never end.
  const hasWorker = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    for (let waited = 0; waited < 10_000; waited += 250) {
      if (await navigator.serviceWorker.getRegistration()) {
        await navigator.serviceWorker.ready;
        return true;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  });
  if (hasWorker && !(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForSelector(FIRST_ROW, { timeout: 180_000 });
  }
  await page.waitForTimeout(3000);
  await context.close();
  return dir;
}

/** A first visit: ms to the first row, and from the first HTML byte to the first contentful paint (the loading shell). */
export async function coldStart(url: string, token: string): Promise<{ firstRowMs: number; shellMs: number }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await prepare(context, url, token);
    const page = await context.newPage();
    const firstRowMs = await firstRowTime(page, url);
    const shellMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp && nav ? fcp.startTime - nav.responseStart : Number.NaN;
    });
    return { firstRowMs, shellMs };
  } finally {
    await browser.close();
  }
}

export async function warmStart(dir: string, url: string, token: string, offline: boolean): Promise<number> {
  const context = await launchPersistent(dir);
  try {
    await prepare(context, url, token);
    if (offline) await context.setOffline(true);
    return await firstRowTime(await openPage(context), url);
  } finally {
    await context.close();
  }
}
