/**
 * What an offline cold start from the home screen (bench part `cold`, `warmStart`) waits for:
 * `BENCH_DATA_DIR=<seeded> npx tsx bench/offline-start-trace.ts [dist] [runs]`. Warms a browser
 * profile online (service worker, precache, IndexedDB, persisted query cache), then starts it
 * offline `runs` times with a Chromium trace of each start and prints, for the median run, a
 * timeline from navigation to the first delivery row: every main-thread task over 4 ms with
 * what ran in it, the app's User Timing marks and measures, and the chunks fetched (through
 * the service worker). Idle gaps before the first row are waits (IndexedDB, a chunk).
 * `BENCH_TRACE_DIR` keeps the traces; `BENCH_CPU_PROFILE=1` also prints each start's functions
 * with the most self and total time up to the first row (build with `--minify false` to read them).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIRST_ROW, LIST_HASH, openPage, prepare, warmProfile } from './app-session';
import { apiLogin, launchPersistent, median, startServer } from './lib';
import {
  pageTimings,
  printProfile,
  printTimeline,
  startTrace,
  stopTrace,
  syncMarkAt,
  type CpuProfile,
} from './trace-timeline';

interface StartRun {
  firstRowMs: number;
  trace: string;
  timings: { at: number; text: string }[];
  syncAt: number;
  profile?: CpuProfile;
}

async function tracedStart(dir: string, url: string, token: string): Promise<StartRun> {
  const context = await launchPersistent(dir);
  try {
    await prepare(context, url, token);
    await context.setOffline(true);
    const page = await openPage(context);
    const cdp = await context.newCDPSession(page);
    const profiling = process.env.BENCH_CPU_PROFILE === '1';
    if (profiling) {
      // a same-origin document first, so the start runs in the renderer the profiler is attached to
      await page.goto(`${url}/favicon.svg`);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await startTrace(cdp);
    await page.goto(`${url}/${LIST_HASH}`);
    await page.waitForSelector(FIRST_ROW, { timeout: 180_000 });
    const firstRowMs = await page.evaluate(() => window.__firstRowAt ?? Number.NaN);
    // Playwright's offline emulation leaves navigator.onLine true here: the app takes the 'network fails' path
    if (process.env.BENCH_DEBUG) console.info('navigator.onLine', await page.evaluate(() => navigator.onLine));
    const profile = profiling
      ? ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile
      : undefined;
    if (profile && process.env.TOP) printProfile(profile, Number(process.env.TOP));
    await page.waitForTimeout(500);
    const trace = await stopTrace(cdp, page);
    return { firstRowMs, trace, timings: await pageTimings(page), syncAt: await syncMarkAt(page), profile };
  } finally {
    await context.close();
  }
}

async function main() {
  const data = process.env.BENCH_DATA_DIR;
  if (!data) throw new Error('set BENCH_DATA_DIR to a seeded database');
  const dist = resolve(process.argv[2] ?? 'dist');
  const runs = Number(process.argv[3] ?? 3);
  const server = await startServer({ DATA_DIR: data, STATIC_DIR: dist });
  const token = await apiLogin(server.url);
  const dir = await warmProfile(server.url, token);
  try {
    const all: StartRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await tracedStart(dir, server.url, token);
      console.info(`run ${i}: first row ${run.firstRowMs.toFixed(0)} ms`);
      const keep = process.env.BENCH_TRACE_DIR;
      if (keep) writeFileSync(join(keep, `offline-start-${Date.now()}.json`), run.trace);
      all.push(run);
    }
    const mid = median(all.map((r) => r.firstRowMs));
    const chosen = [...all].sort((a, b) => Math.abs(a.firstRowMs - mid) - Math.abs(b.firstRowMs - mid))[0];
    if (chosen)
      printTimeline(
        chosen.trace,
        0,
        chosen.firstRowMs + 50,
        [...chosen.timings, { at: chosen.firstRowMs, text: 'FIRST ROW' }],
        chosen.syncAt,
        chosen.profile,
      );
    console.info(`median first row ${mid.toFixed(0)} ms over ${runs}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
