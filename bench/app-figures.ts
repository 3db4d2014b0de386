/**
 * Figures 2, 3, 4, 6 and 7: the built app in Chromium against the real server. Times are taken
 * inside the page (performance.now from navigation start, or around an in-app action) so the
 * driver's own round trips do not count.
 */
import { rmSync } from 'node:fs';
import { coldStart, warmProfile, warmStart } from './app-session';
import { apiLogin, median, repeat } from './lib';
import { measureLargeList } from './list-figures';
import { measureOutbox } from './outbox-figures';
import { startThrottle } from './throttle-proxy';

export interface AppFigureOptions {
  appUrl: string;
  baselineUrl: string;
  runs: number;
}

async function repeatMs(runs: number, fn: () => Promise<number>): Promise<number> {
  return Math.round(await repeat(runs, fn));
}

async function slowNetwork(url: string, token: string, runs: number, withCache: boolean) {
  const port = Number(new URL(url).port);
  const proxy = await startThrottle(port, 400, 400);
  try {
    proxy.setShaping(true);
    const firstVisits: { firstRowMs: number; shellMs: number }[] = [];
    for (let i = 0; i < runs; i++) firstVisits.push(await coldStart(proxy.url, token));
    const cold = Math.round(median(firstVisits.map((v) => v.firstRowMs)));
    const shellMs = Math.round(median(firstVisits.map((v) => v.shellMs)));
    proxy.setShaping(false);
    const dir = await warmProfile(proxy.url, token);
    proxy.setShaping(true);
    const warm = await repeatMs(runs, () => warmStart(dir, proxy.url, token, false));
    rmSync(dir, { recursive: true, force: true });
    return { coldMs: cold, shellMs, repeatVisitMs: warm, cached: withCache };
  } finally {
    await proxy.close();
  }
}

/** Cold start online (fresh browser) and from the home screen offline (warm profile). */
export async function measureColdStarts(appUrl: string, token: string, runs: number) {
  console.info('cold start online, then offline');
  const coldOnlineMs = await repeatMs(runs, async () => (await coldStart(appUrl, token)).firstRowMs);
  const profile = await warmProfile(appUrl, token);
  const offlineColdStartMs = await repeatMs(runs, () => warmStart(profile, appUrl, token, true));
  rmSync(profile, { recursive: true, force: true });
  return {
    'cold start online, first row (ms)': coldOnlineMs,
    'cold start offline from home screen, first row (ms)': offlineColdStartMs,
  };
}

/** The app and its network-only baseline over the shaped slow link: first and repeat visits. */
export async function measureSlowNet(appUrl: string, baselineUrl: string, token: string, runs: number) {
  console.info('slow network: app, then baseline');
  const slowApp = await slowNetwork(appUrl, token, runs, true);
  // Each server keeps its own sessions: the baseline needs a log-in of its own.
  const slowBaseline = await slowNetwork(baselineUrl, await apiLogin(baselineUrl), runs, false);
  console.info(JSON.stringify({ slowApp, slowBaseline }));
  return {
    'slow net: app first visit, shell painted after first HTML byte (ms)': slowApp.shellMs,
    'slow net: app first visit (ms)': slowApp.coldMs,
    'slow net: app repeat visit (ms)': slowApp.repeatVisitMs,
    'slow net: baseline first visit (ms)': slowBaseline.coldMs,
    'slow net: baseline repeat visit (ms)': slowBaseline.repeatVisitMs,
    'slow net: repeat visit, baseline / app':
      Math.round((slowBaseline.repeatVisitMs / slowApp.repeatVisitMs) * 10) / 10,
  };
}

export async function measureAppFigures({ appUrl, baselineUrl, runs }: AppFigureOptions) {
  const token = await apiLogin(appUrl);
  const cold = await measureColdStarts(appUrl, token, runs);
  const slow = await measureSlowNet(appUrl, baselineUrl, token, runs);
  console.info('list over 50,000 cached rows');
  const list = await measureLargeList(appUrl, token, runs);
  console.info(JSON.stringify(list));
  console.info('outbox replay of 1,000 patches');
  const outbox = await measureOutbox(appUrl, token);
  return { ...cold, ...slow, ...list, ...outbox };
}
