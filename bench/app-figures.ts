/**
 * Figures 2, 3, 4, 6 and 7: the built app in Chromium against the real server. Times are taken
 * inside the page (performance.now from navigation start, or around an in-app action) so the
 * driver's own round trips do not count.
 */
import { rmSync } from 'node:fs';
import { coldStart, warmProfile, warmStart } from './app-session';
import { apiLogin, repeat } from './lib';
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
    const cold = await repeatMs(runs, () => coldStart(proxy.url, token));
    proxy.setShaping(false);
    const dir = await warmProfile(proxy.url, token);
    proxy.setShaping(true);
    const warm = await repeatMs(runs, () => warmStart(dir, proxy.url, token, false));
    rmSync(dir, { recursive: true, force: true });
    return { coldMs: cold, repeatVisitMs: warm, cached: withCache };
  } finally {
    await proxy.close();
  }
}

export async function measureAppFigures({ appUrl, baselineUrl, runs }: AppFigureOptions) {
  const token = await apiLogin(appUrl);
  console.info('cold start online, then offline');
  const coldOnlineMs = await repeatMs(runs, () => coldStart(appUrl, token));
  const profile = await warmProfile(appUrl, token);
  const offlineColdStartMs = await repeatMs(runs, () => warmStart(profile, appUrl, token, true));
  rmSync(profile, { recursive: true, force: true });

  console.info('slow network: app, then baseline');
  const slowApp = await slowNetwork(appUrl, token, runs, true);
  // Each server keeps its own sessions: the baseline needs a log-in of its own.
  const slowBaseline = await slowNetwork(baselineUrl, await apiLogin(baselineUrl), runs, false);
  console.info(JSON.stringify({ coldOnlineMs, offlineColdStartMs, slowApp, slowBaseline }));

  console.info('list over 50,000 cached rows');
  const list = await measureLargeList(appUrl, token, runs);
  console.info(JSON.stringify(list));
  console.info('outbox replay of 1,000 patches');
  const outbox = await measureOutbox(appUrl, token);

  return {
    'cold start online, first row (ms)': coldOnlineMs,
    'cold start offline from home screen, first row (ms)': offlineColdStartMs,
    'slow net: app first visit (ms)': slowApp.coldMs,
    'slow net: app repeat visit (ms)': slowApp.repeatVisitMs,
    'slow net: baseline first visit (ms)': slowBaseline.coldMs,
    'slow net: baseline repeat visit (ms)': slowBaseline.repeatVisitMs,
    'slow net: repeat visit, baseline / app': Math.round((slowBaseline.repeatVisitMs / slowApp.repeatVisitMs) * 10) / 10,
    ...list,
    ...outbox,
  };
}
