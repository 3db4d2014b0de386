/**
 * Figure 6: the deliveries list over 50,000 cached rows, offline so every answer comes from
 * IndexedDB: first rows after an in-app navigation, re-render after a filter change, and frames
 * dropped during a fast scroll. `BENCH_LIST_TRACE=1` prints a main-thread timeline of each filter
 * step (bench/trace-timeline.ts).
 */
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FIRST_ROW, LIST_HASH, openPage, prepare, ROWS_CONTAINER, warmProfile } from './app-session';
import { launchPersistent, median } from './lib';
import { pageTimings, printTimeline, startTrace, stopTrace, syncMarkAt, type CpuProfile } from './trace-timeline';

const CACHED_ROWS = 50_000;

/**
 * Fills the app's own Dexie table straight through IndexedDB with rows fetched from the API; also
 * names the cached days, most failed deliveries first (each run filters a day of its own: a day
 * filtered before is answered from the query cache, not from Dexie).
 */
async function fillCache(page: Page): Promise<{ rows: number; storeMs: number; failedDays: string[] }> {
  return page.evaluate(async (limit) => {
    const res = await fetch(`api/deliveries?limit=${limit}&sort=id&includeHistorical=true`, {
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('depot-console');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const t = performance.now();
    const tx = db.transaction('deliveries', 'readwrite');
    const store = tx.objectStore('deliveries');
    const now = Date.now();
    for (const row of body.data) store.put({ ...row, _syncedAt: now });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    const failedPerDay = new Map<string, number>();
    for (const row of body.data)
      if (row.status === 'failed') failedPerDay.set(String(row.date), (failedPerDay.get(String(row.date)) ?? 0) + 1);
    const failedDays = [...failedPerDay].sort((a, b) => b[1] - a[1]).map(([day]) => day);
    return { rows: body.data.length, storeMs: performance.now() - t, failedDays };
  }, CACHED_ROWS);
}

/**
 * Changes the hash and resolves with the ms until `selector` (by default the first row) shows
 * a different text.
 */
async function timeRowChange(page: Page, hash: string, selector = FIRST_ROW): Promise<number> {
  return page.evaluate(
    ({ hash, selector }) =>
      new Promise<number>((resolve) => {
        const before = document.querySelector(selector)?.textContent ?? null;
        const t0 = performance.now();
        const check = () => {
          const el = document.querySelector(selector);
          if (el && el.textContent !== before) {
            observer.disconnect();
            resolve(performance.now() - t0);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.NaN);
        }, 20_000);
        location.hash = hash;
      }),
    { hash, selector },
  );
}

/**
 * Resolves once the page has had no long task (over 50 ms) for `quietMs`, or after 10 s: the
 * step before a timed one has finished its work. A fixed pause of 300 ms was not enough on a
 * slower machine (2026-11-26): the day's list was still being drawn when the filter was timed,
 * and its tail was counted as the filter's.
 */
async function waitForQuiet(page: Page, quietMs = 500): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        const cap = setTimeout(done, 10_000);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
        observer.observe({ type: 'longtask' });
      }),
    quietMs,
  );
}

/**
 * The app's `local-query` User Timing entry (see src/offline/resource-api.ts) of a query that
 * started after `since`: the filtered list's own query, not a late one of the previous step.
 */
async function localQueryMsSince(page: Page, since: number): Promise<number> {
  return page.evaluate((since) => {
    const mine = performance
      .getEntriesByType('measure')
      .filter((m) => m.name === 'local-query deliveries' && m.startTime >= since);
    return mine[mine.length - 1]?.duration ?? Number.NaN;
  }, since);
}

async function scrollFrames(page: Page): Promise<{ frames: number; dropped: number }> {
  return page.evaluate(
    (selector) =>
      new Promise<{ frames: number; dropped: number }>((resolve) => {
        const el = document.querySelector(selector);
        if (!el) return resolve({ frames: 0, dropped: Number.NaN });
        let frames = 0;
        let dropped = 0;
        let last = performance.now();
        const step = (ts: number) => {
          const dt = ts - last;
          if (frames > 0 && dt > 25) dropped += Math.round(dt / (1000 / 60)) - 1;
          last = ts;
          el.scrollTop += 600;
          frames += 1;
          if (frames < 240) requestAnimationFrame(step);
          else resolve({ frames, dropped });
        };
        requestAnimationFrame(step);
      }),
    ROWS_CONTAINER,
  );
}

export async function measureLargeList(url: string, token: string, runs: number) {
  const dir = await warmProfile(url, token);
  const context = await launchPersistent(dir);
  try {
    await prepare(context, url, token);
    const page = await openPage(context);
    await page.goto(`${url}/#/outbox`);
    const filled = await fillCache(page);
    await context.setOffline(true);
    const first: number[] = [];
    const filter: number[] = [];
    const filterQuery: number[] = [];
    const dropped: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.evaluate(() => (location.hash = '#/outbox'));
      await page.waitForTimeout(300);
      first.push(await timeRowChange(page, LIST_HASH));
      // the filter: a cached day's deliveries, then only its failed ones (the list opens on
      // today, which may have none); timed to the rows shown, since a filter can keep the first row
      const failedDay = filled.failedDays[i % filled.failedDays.length] ?? '';
      const day = `${LIST_HASH}?dateFrom=${failedDay}&dateTo=${failedDay}`;
      await timeRowChange(page, day);
      await waitForQuiet(page);
      const since = await page.evaluate(() => performance.now());
      const trace = process.env.BENCH_LIST_TRACE ? await context.newCDPSession(page) : null;
      if (trace) {
        await trace.send('Profiler.enable');
        await trace.send('Profiler.setSamplingInterval', { interval: 250 });
        await trace.send('Profiler.start');
        await startTrace(trace);
      }
      filter.push(await timeRowChange(page, `${day}&status=failed`, ROWS_CONTAINER));
      filterQuery.push(await localQueryMsSince(page, since));
      if (trace) {
        const { profile } = (await trace.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        const json = await stopTrace(trace, page);
        printTimeline(
          json,
          since,
          since + (filter[filter.length - 1] ?? 0) + 50,
          await pageTimings(page),
          await syncMarkAt(page),
          profile,
        );
      }
      await timeRowChange(page, LIST_HASH);
      dropped.push((await scrollFrames(page)).dropped);
    }
    return {
      'cached rows in IndexedDB': filled.rows,
      'list over cached rows: first rows after navigation (ms)': Math.round(median(first)),
      'list: re-render after a filter change (ms)': Math.round(median(filter)),
      'list: of which the local Dexie query (ms)': Math.round(median(filterQuery)),
      'list: dropped frames in a 240-frame fast scroll': median(dropped),
    };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
