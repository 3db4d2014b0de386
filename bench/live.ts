/**
 * Issue 38's numbers to reach (docs/live.md 'Measured', docs/bench.md), each entry with servers
 * and data of its own:
 *
 * - `live-notice`: how long a write's notice takes to reach open consoles: 50 streams
 *   (`/api/changes/stream`, read as a browser's EventSource reads it) on one process (PGlite), then
 *   50 streams on one of two API processes on one Postgres (a throw-away one, or DATABASE_URL's
 *   server) for a write made on the other. One write at a time, from sending the PATCH to each
 *   stream's next `position` event; p50 / p95 / max over every stream and write. Budget: p95
 *   within 1 s. The server's own commit-to-notice lag (`/api/changes/health`) beside it.
 * - `live-catch-up`: a console away while 5% of a 14,000-delivery day changes (the day's
 *   in-transit deliveries delivered through the API, as drivers' apps do while the console is
 *   closed: the drops follow and the runs are counted again), then back: the bytes of its feed
 *   pulls (`/api/changes?since=`, pages as the app pulls them), against a full refetch of that
 *   day (`limit=-1` of the day's deliveries, and of its deliveries, drops and runs), as sent on
 *   the wire (brotli, as a browser takes it) and as JSON. Budget: at most 10%.
 * - `live-frames`: an open Run Summary (the built app in Chromium, 1x CPU) while 10 deliveries a
 *   second are delivered for 10 s: long tasks over 50 ms (PerformanceObserver) and dropped
 *   frames (requestAnimationFrame intervals past one 60 Hz frame). Budget: none over 50 ms, at
 *   most 10 dropped. Beside them, the same page for as long with no changes: the frames a loaded
 *   machine drops whatever the page does. Needs the build (`dist`), which `npm run bench` makes
 *   first.
 *
 * `npx tsx bench/live.ts [live-notice] [live-catch-up] [live-frames]` runs them alone (all three
 * without names); `npm run bench -- live-notice` runs one inside the bench and keeps its figures
 * in bench/results.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { operatorToday } from '../src/lib/calendar';
import type { Page } from '@playwright/test';
import { startApiNode, type ApiNode } from '../test/cluster/api-node';
import { prepare } from './app-session';
import { apiLogin, launchBrowser, percentile, startServer } from './lib';
import { startThrowawayPostgres, withFreshDatabase, type ThrowawayPostgres } from './throwaway-postgres';

export const LIVE_PARTS = ['live-notice', 'live-catch-up', 'live-frames'] as const;
export type LivePart = (typeof LIVE_PARTS)[number];

const STREAMS = 50;
const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 30);
const DAY_DELIVERIES = 14_000;
const CHANGED_SHARE = 0.05;
const CHANGES_PER_SECOND = 10;
const FRAMES_SECONDS = 10;

function conditions(): string {
  return `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
}

/** One day of `deliveries` (exactly), the operator's today. */
function seed(target: { dataDir: string } | { databaseUrl: string }, deliveries: number): void {
  const where = 'dataDir' in target ? ['--data-dir', target.dataDir] : ['--database-url', target.databaseUrl];
  const args = ['tsx', 'server/seed/cli.ts', '--deliveries', String(deliveries), '--days', '1'];
  const seeded = spawnSync('npx', [...args, '--today', operatorToday(), ...where], { stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

async function api<T>(url: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${url}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Row {
  id: number;
  version: number;
}

// ---- notices -----------------------------------------------------------------------------------

/** One open stream as an EventSource reads it: the time each `position` event came. */
class Stream {
  latest = 0;
  private waiting: ((at: number) => void) | null = null;
  private readonly abort = new AbortController();

  static async open(url: string, token: string): Promise<Stream> {
    const stream = new Stream();
    const res = await fetch(`${url}/api/changes/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: stream.abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
    void stream.read(res.body);
    await new Promise<void>((resolve) => (stream.waiting = () => resolve()));
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^event: position$/m.test(event)) continue;
          this.latest = Number(/^data: (\d+)$/m.exec(event)?.[1] ?? this.latest);
          const waiting = this.waiting;
          this.waiting = null;
          waiting?.(at);
        }
      }
    } catch {
      // closed by close()
    }
  }

  /** When the next `position` event comes (performance.now()). */
  next(timeoutMs = 30_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no notice within 30 s')), timeoutMs);
      this.waiting = (at) => {
        clearTimeout(timer);
        resolve(at);
      };
    });
  }

  close(): void {
    this.abort.abort();
  }
}

export interface NoticeRun {
  streams: number;
  writes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** the server's commit-to-notice lag on the streams' process (`/api/changes/health`) */
  serverLagMs: { p50: number; p95: number; max: number } | null;
}

/** `writes` PATCHes on `writeUrl`, one at a time, each heard by `streams` streams on `streamUrl`. */
async function noticeRun(writeUrl: string, streamUrl: string): Promise<NoticeRun> {
  const token = await apiLogin(writeUrl);
  const streamToken = writeUrl === streamUrl ? token : await apiLogin(streamUrl);
  const { data: targets } = await api<{ data: Row[] }>(
    writeUrl,
    token,
    `/deliveries?limit=${WRITES}&date=${operatorToday()}&sort=reference`,
  );
  if (targets.length < WRITES) throw new Error(`only ${targets.length} deliveries today`);
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i++) streams.push(await Stream.open(streamUrl, streamToken));
  const latencies: number[] = [];
  try {
    for (const [i, target] of targets.entries()) {
      const heard = streams.map((s) => s.next());
      const sent = performance.now();
      await api(writeUrl, token, `/deliveries/${target.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ instructions: `Live bench ${i} ${Date.now()}`, version: target.version }),
      });
      for (const at of await Promise.all(heard)) latencies.push(at - sent);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const s of streams) s.close();
  }
  const health = await api<{ data: { lagMs: NoticeRun['serverLagMs'] } }>(streamUrl, streamToken, '/changes/health');
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    streams: STREAMS,
    writes: targets.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    serverLagMs: health.data.lagMs,
  };
}

export interface NoticeFigures {
  oneProcess: NoticeRun;
  twoProcesses: NoticeRun | { skipped: string };
  conditions: string;
}

async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  let postgres: ThrowawayPostgres | null = null;
  const serverUrl = process.env.DATABASE_URL || (postgres = await startThrowawayPostgres()).url;
  try {
    return await withFreshDatabase(serverUrl, 'live', fn);
  } finally {
    postgres?.stop();
  }
}

export async function measureNotices(): Promise<NoticeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-live-'));
  let oneProcess: NoticeRun;
  try {
    seed({ dataDir }, 600);
    const server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: 'dist-none', DRIVER_SIMULATOR: '0' });
    try {
      oneProcess = await noticeRun(server.url, server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const twoProcesses = await withPostgresDatabase(async (databaseUrl) => {
    seed({ databaseUrl }, 600);
    const nodes: ApiNode[] = [];
    try {
      const env = { DATABASE_URL: databaseUrl, DRIVER_SIMULATOR: '0' };
      nodes.push(await startApiNode(env), await startApiNode(env));
      const [a, b] = nodes as [ApiNode, ApiNode];
      return await noticeRun(a.url, b.url);
    } finally {
      await Promise.all(nodes.map((n) => n.signal('SIGTERM')));
    }
  }).catch((e: unknown) => ({ skipped: String(e) }));
  return { oneProcess, twoProcesses, conditions: conditions() };
}

// ---- catch-up ----------------------------------------------------------------------------------

/** A GET's body as sent (brotli when offered, as browsers do) and as JSON. */
function wireBytes(url: string, token: string): Promise<{ wire: number; json: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          ).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`));
          else resolve({ wire: raw.length, json: Buffer.byteLength(text), body: text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface CatchUpFigures {
  dayDeliveries: number;
  changedDeliveries: number;
  feedRecords: number;
  feedPulls: number;
  /** bytes on the wire (brotli) and as JSON */
  feed: { wire: number; json: number };
  dayDeliveriesRefetch: { wire: number; json: number };
  /** the day's deliveries, drops and runs: what the feed's records are of */
  dayRefetch: { wire: number; json: number };
  /** feed over the day's deliveries, drops and runs, on the wire, in percent (budget 10) */
  sharePct: number;
  conditions: string;
}

export async function measureCatchUp(): Promise<CatchUpFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-catchup-'));
  try {
    seed({ dataDir }, DAY_DELIVERIES);
    const server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: 'dist-none', DRIVER_SIMULATOR: '0' });
    try {
      const { url } = server;
      const token = await apiLogin(url);
      const date = operatorToday();
      const { count: dayDeliveries } = await api<{ count: number }>(url, token, `/deliveries?limit=0&date=${date}`);
      const changes = Math.round(dayDeliveries * CHANGED_SHARE);
      // the console goes away here: its position is the feed's now
      const { position: away } = await api<{ position: number }>(url, token, '/changes');
      const { data: onTheRoad } = await api<{ data: Row[] }>(
        url,
        token,
        `/deliveries?limit=${changes}&date=${date}&status=in-transit&sort=reference`,
      );
      if (onTheRoad.length < changes) throw new Error(`only ${onTheRoad.length} deliveries in transit today`);
      for (const d of onTheRoad)
        await api(url, token, `/deliveries/${d.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ status: 'delivered', version: d.version }),
        });
      // back: the pulls the app makes (src/live/live-sync.ts: the feed's default page, until no more)
      const feed = { wire: 0, json: 0 };
      let records = 0;
      let pulls = 0;
      for (let since = away, more = true; more; pulls++) {
        const page = await wireBytes(`${url}/api/changes?since=${since}`, token);
        const answer = JSON.parse(page.body) as { data: unknown[]; position: number; more: boolean };
        feed.wire += page.wire;
        feed.json += page.json;
        records += answer.data.length;
        since = answer.position;
        more = answer.more;
      }
      const refetch = async (resource: string) => wireBytes(`${url}/api/${resource}?limit=-1&date=${date}`, token);
      const [deliveries, drops, runs] = await Promise.all(['deliveries', 'drops', 'runs'].map(refetch));
      if (!deliveries || !drops || !runs) throw new Error('refetch failed');
      const day = { wire: deliveries.wire + drops.wire + runs.wire, json: deliveries.json + drops.json + runs.json };
      return {
        dayDeliveries,
        changedDeliveries: onTheRoad.length,
        feedRecords: records,
        feedPulls: pulls,
        feed,
        dayDeliveriesRefetch: { wire: deliveries.wire, json: deliveries.json },
        dayRefetch: day,
        sharePct: Math.round((feed.wire / day.wire) * 1000) / 10,
        conditions: conditions(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- frames ------------------------------------------------------------------------------------

export interface FrameFigures {
  changesSent: number;
  seconds: number;
  feedPulls: number;
  /** Run Summary's 'Drops done' before and after the changes */
  dropsDone: string;
  longTasks: number;
  longestTaskMs: number;
  frames: number;
  droppedFrames: number;
  /** the same page for as long with no changes: frames the machine drops by itself */
  quiet: { frames: number; droppedFrames: number; longTasks: number };
  conditions: string;
}

declare global {
  interface Window {
    __liveBench?: { frames: number[]; longTasks: number[]; stop: boolean };
  }
}

/** Starts recording the page's frames (requestAnimationFrame) and long tasks. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bench = { frames: [] as number[], longTasks: [] as number[], stop: false };
    window.__liveBench = bench;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    const frame = (t: number) => {
      if (bench.stop) return;
      bench.frames.push(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Stops recording: frames, frames dropped (intervals past one 60 Hz frame), long tasks over 50 ms. */
async function framesSeen(page: Page): Promise<{ frames: number; dropped: number; longTasks: number[] }> {
  const seen = await page.evaluate(() => {
    const bench = window.__liveBench;
    if (!bench) throw new Error('no frame recorder');
    bench.stop = true;
    return { frames: bench.frames, longTasks: bench.longTasks };
  });
  const frameMs = 1000 / 60;
  let dropped = 0;
  for (let i = 1; i < seen.frames.length; i++) {
    const gap = (seen.frames[i] ?? 0) - (seen.frames[i - 1] ?? 0);
    dropped += Math.max(0, Math.round(gap / frameMs) - 1);
  }
  return { frames: seen.frames.length, dropped, longTasks: seen.longTasks.filter((d) => d > 50) };
}

/** Waits until the device holds the offline day `id` (the Dexie database's offlineDays row). */
async function waitForStoredDay(page: Page, id: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const stored = await page.evaluate(
      (dayId) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('depot-console');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('offlineDays')) {
              db.close();
              resolve(false);
              return;
            }
            const get = db.transaction('offlineDays').objectStore('offlineDays').get(dayId);
            get.onsuccess = () => {
              db.close();
              resolve(get.result !== undefined);
            };
            get.onerror = () => {
              db.close();
              resolve(false);
            };
          };
        }),
      id,
    );
    if (stored) return;
    if (Date.now() > deadline) throw new Error(`the device did not keep ${id}`);
    await page.waitForTimeout(500);
  }
}

export async function measureFrames(): Promise<FrameFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-frames-'));
  try {
    seed({ dataDir }, 2_000);
    const server = await startServer({ DATA_DIR: dataDir, DRIVER_SIMULATOR: '0' });
    const browser = await launchBrowser();
    try {
      const { url } = server;
      const token = await apiLogin(url);
      const date = operatorToday();
      const total = CHANGES_PER_SECOND * FRAMES_SECONDS;
      const { data: onTheRoad } = await api<{ data: Row[] }>(
        url,
        token,
        `/deliveries?limit=${total}&date=${date}&status=in-transit&sort=reference`,
      );
      if (onTheRoad.length < total) throw new Error(`only ${onTheRoad.length} deliveries in transit today`);

      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await prepare(context, url, token, { firstRow: false });
      const page = await context.newPage();
      let feedPulls = 0;
      page.on('response', (res) => {
        if (res.url().includes('/api/changes?since=')) feedPulls++;
      });
      await page.goto(`${url}/#/run/r/country/1/${date}`);
      await page.waitForSelector('[data-testid^="figure-"]', { timeout: 180_000 });
      // the live updates start when the page is idle and keep their position per user
      await page.waitForFunction(
        () => Object.keys(localStorage).some((k) => k.startsWith('depot-live-position:')),
        undefined,
        { timeout: 120_000 },
      );
      // and the device keeps today whole (src/offline/keep-today.ts): its one download of the day
      // into IndexedDB, 20 s after the start, is the start's work, not the changes' (it overlapped
      // the window and counted as theirs: 366 ms of Dexie writes, long tasks up to 88 ms)
      await waitForStoredDay(page, `${date}|all`);
      await page.waitForTimeout(2_000);
      // the same page for as long with no changes: what the machine itself drops (a control)
      await recordFrames(page);
      await page.waitForTimeout(FRAMES_SECONDS * 1000);
      const quiet = await framesSeen(page);

      feedPulls = 0;
      // the page shows the changes: its 'Drops done' counts the drops the deliveries' outcomes complete
      const dropsDone = page.getByTestId('figure-drops-done');
      const dropsDoneBefore = await dropsDone.innerText();
      await recordFrames(page);
      // BENCH_LIVE_PROFILE=file.cpuprofile keeps the page's CPU profile of the live window (DevTools opens it)
      const profile = process.env.BENCH_LIVE_PROFILE;
      const cdp = profile ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      // 10 deliveries a second, each sent on its beat whatever the previous one's answer time
      const started = performance.now();
      const sends: Promise<unknown>[] = [];
      for (const [i, d] of onTheRoad.entries()) {
        const wait = started + (i * 1000) / CHANGES_PER_SECOND - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        sends.push(
          api(url, token, `/deliveries/${d.id}`, {
            method: 'PATCH',
            body: JSON.stringify({ status: 'delivered', version: d.version }),
          }),
        );
      }
      await Promise.all(sends);
      const rest = started + FRAMES_SECONDS * 1000 - performance.now();
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
      const live = await framesSeen(page);
      if (cdp && profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      const dropsDoneAfter = await dropsDone.innerText();
      await context.close();
      return {
        changesSent: onTheRoad.length,
        seconds: FRAMES_SECONDS,
        feedPulls,
        dropsDone: `${dropsDoneBefore} before, ${dropsDoneAfter} after`,
        longTasks: live.longTasks.length,
        longestTaskMs: Math.round(Math.max(0, ...live.longTasks)),
        frames: live.frames,
        droppedFrames: live.dropped,
        quiet: { frames: quiet.frames, droppedFrames: quiet.dropped, longTasks: quiet.longTasks.length },
        conditions: `${conditions()}; 1x CPU, Chromium at 1280x800`,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- the entries -------------------------------------------------------------------------------

export async function measureLive(part: LivePart): Promise<NoticeFigures | CatchUpFigures | FrameFigures> {
  if (part === 'live-notice') return measureNotices();
  if (part === 'live-catch-up') return measureCatchUp();
  return measureFrames();
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const named = process.argv.slice(2).filter((a): a is LivePart => (LIVE_PARTS as readonly string[]).includes(a));
  for (const part of named.length ? named : LIVE_PARTS) {
    console.info(`\n--- ${part}`);
    console.info(JSON.stringify(await measureLive(part), null, 2));
  }
}
