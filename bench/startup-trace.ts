/**
 * Signed-in start-up under a 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse
 * mobile applies it): a Chromium performance trace of a first load of the deliveries list, the
 * overview and the run summary, signed in through the session cookie, from navigation until the
 * page's content shows and the main thread has been free of long tasks for a while. From the
 * trace: total blocking time (sum of each main-thread task's time over 50 ms, from first
 * contentful paint on, as Lighthouse counts it) and the long tasks (count, longest).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { operatorToday } from '../src/lib/calendar';
import { prepare } from './app-session';
import { launchBrowser } from './lib';
import { LONG_TASK_MS, readMainThread, splitByKind, type KindSplit } from './trace-tasks';

export const CPU_SLOWDOWN = 4;
/** The main thread must be free of long tasks this long before the trace stops. */
const QUIET_MS = 3000;
const MAX_WAIT_MS = 60_000;

export interface StartupPage {
  name: string;
  hash: string;
  /** shows when the page's own content is there */
  ready: string;
  /** the API path of the page's own data, which a signed-in start asks for */
  dataPath: string;
}

export function startupPages(): StartupPage[] {
  // the operator's day, as the page opens it: the machine's UTC date is yesterday's in Sydney's morning
  const today = operatorToday();
  return [
    {
      name: 'deliveries list',
      hash: '#/d/deliveries/all',
      ready: '[data-testid="resource-rows"] [role="row"]',
      dataPath: '/api/deliveries',
    },
    {
      name: 'overview',
      hash: '#/d/overview',
      ready: '[data-testid="overview-deliveries"]',
      dataPath: '/api/deliveries',
    },
    {
      name: 'run summary',
      hash: `#/run/r/country/1/${today}`,
      ready: '[data-testid^="figure-"]',
      dataPath: '/api/runs',
    },
  ];
}

export interface StartupFigures extends KindSplit {
  totalBlockingMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** main-thread task time from navigation to the end of the trace */
  mainThreadMs: number;
  /** main-thread task time from navigation until the content showed (a task under way then counts up to it) */
  busyUntilContentMs: number;
  firstContentfulPaintMs: number;
  contentMs: number;
}

/** Top-level main-thread tasks of the page's renderer, in ms from the trace's navigation start. */
export function analyseTrace(
  json: string,
  fcpMs: number,
  contentMs = Number.POSITIVE_INFINITY,
): Omit<StartupFigures, 'firstContentfulPaintMs' | 'contentMs'> {
  const main = readMainThread(json);
  const { nav, tasks } = main;
  const mine = tasks.map((t) => ({ start: (t.ts - nav) / 1000, ms: (t.dur ?? 0) / 1000 }));
  const long = mine.filter((t) => t.ms > LONG_TASK_MS);
  let tbt = 0;
  for (const t of long) {
    // A task that straddles FCP counts only its part after FCP, like Lighthouse.
    const after = Math.min(t.ms, t.start + t.ms - fcpMs);
    if (after > LONG_TASK_MS) tbt += after - LONG_TASK_MS;
  }
  return {
    totalBlockingMs: Math.round(tbt),
    longTasks: long.length,
    longestTaskMs: Math.round(Math.max(0, ...long.map((t) => t.ms))),
    mainThreadMs: Math.round(mine.reduce((s, t) => s + t.ms, 0)),
    busyUntilContentMs: Math.round(mine.reduce((s, t) => s + Math.max(0, Math.min(t.ms, contentMs - t.start)), 0)),
    ...splitByKind(main),
  };
}

const LONG_TASK_WATCH = `
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

declare global {
  interface Window {
    __lastLongTaskEnd?: number;
  }
}

async function waitQuiet(page: Page): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < MAX_WAIT_MS) {
    const idle = await page.evaluate(() => performance.now() - (window.__lastLongTaskEnd ?? 0));
    if (idle >= QUIET_MS) return;
    await page.waitForTimeout(500);
  }
}

export async function traceOnce(url: string, token: string, target: StartupPage): Promise<StartupFigures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await prepare(context, url, token, { firstRow: false });
    await context.addInitScript(LONG_TASK_WATCH);
    const page = await context.newPage();
    // A first same-origin document puts the page in the app's renderer, which keeps the slowdown.
    await page.goto(`${url}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'loading',
        'blink.user_timing',
        '__metadata',
      ],
    });
    await page.goto(`${url}/${target.hash}`);
    await page.waitForSelector(target.ready, { timeout: 180_000 });
    const contentMs = await page.evaluate(() => performance.now());
    await waitQuiet(page);
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const trace = (await browser.stopTracing()).toString('utf8');
    // BENCH_TRACE_DIR keeps each trace, for bench/startup-tasks.ts (what each long task ran)
    const keep = process.env.BENCH_TRACE_DIR;
    if (keep) writeFileSync(join(keep, `${target.name.replace(/\s+/g, '-')}-${Date.now()}.json`), trace);
    return {
      ...analyseTrace(trace, fcpMs, contentMs),
      firstContentfulPaintMs: Math.round(fcpMs),
      contentMs: Math.round(contentMs),
    };
  } finally {
    await browser.close();
  }
}

export function medianBy(runs: StartupFigures[]): StartupFigures {
  const pick = (k: keyof StartupFigures) => {
    const v = runs.map((r) => r[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)] ?? Number.NaN;
  };
  return {
    totalBlockingMs: pick('totalBlockingMs'),
    longTasks: pick('longTasks'),
    longestTaskMs: pick('longestTaskMs'),
    mainThreadMs: pick('mainThreadMs'),
    busyUntilContentMs: pick('busyUntilContentMs'),
    firstContentfulPaintMs: pick('firstContentfulPaintMs'),
    contentMs: pick('contentMs'),
    jsMs: pick('jsMs'),
    styleLayoutMs: pick('styleLayoutMs'),
    ipcMs: pick('ipcMs'),
  };
}

/** Each page's figures (medians of `runs` traces, each in a fresh browser). */
export async function measureStartup(
  url: string,
  token: string,
  runs: number,
): Promise<Record<string, StartupFigures>> {
  const out: Record<string, StartupFigures> = {};
  for (const target of startupPages()) {
    const all: StartupFigures[] = [];
    for (let i = 0; i < runs; i++) all.push(await traceOnce(url, token, target));
    out[target.name] = medianBy(all);
    console.info(target.name, JSON.stringify(out[target.name]));
  }
  return out;
}
