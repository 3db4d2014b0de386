/**
 * `npm run bench`: builds the app and its network-only baseline, starts the real server on a
 * large seeded database, drives the built app in Chromium and prints a table of figures (each
 * the median of several runs). Writes the same figures to bench/results.json.
 * Speed is measured here, never asserted in tests.
 *
 * `npm run bench -- startup slownet` runs only the named parts (see PARTS) and merges their
 * figures into bench/results.json. `BENCH_DATA_DIR=/tmp/x` seeds once into that folder and
 * reuses it on later runs (the full bench takes ~10 min, most of it seeding and the API load).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureColdStarts, measureSlowNet } from './app-figures';
import { apiLoadFigures, type ApiFigures } from './api-load';
import { measureBundle } from './bundle';
import { measureIdb } from './idb';
import { measureInvoice, type InvoiceFigures } from './invoice-figures';
import { apiLogin, countDeliveries, seededSizeProblem, startServer } from './lib';
import { measureLighthouse, type LighthouseFigures } from './lighthouse';
import { measureLargeList } from './list-figures';
import { measureLocalityLookup } from './locality-lookup';
import { measureOutbox } from './outbox-figures';
import { measureScaleOut, type ScaleOutFigures } from './scale-out';
import { LIVE_PARTS, measureLive, type CatchUpFigures, type FrameFigures, type NoticeFigures } from './live';
import { addScanProducts, measureScanLookup, type ScanLookupFigures } from './scan-lookup';
import { measureStartPathAb, BEFORE_COMMIT } from './startpath-ab';
import { CPU_SLOWDOWN, measureStartup, type StartupFigures } from './startup-trace';

const PARTS = [
  'bundle',
  'startup',
  'startpath-ab',
  'lighthouse',
  'lighthouse-devtools',
  'cold',
  'slownet',
  'list',
  'lookup',
  'outbox',
  'idb',
  'api',
  'scale-out',
  ...LIVE_PARTS,
  'scan-lookup',
  'invoice',
] as const;
/** parts with servers and data of their own: a run of only these seeds nothing here */
const OWN_DATA: readonly Part[] = ['scale-out', ...LIVE_PARTS];
/** parts that do not drive the built app */
const NO_BUILD: readonly Part[] = ['scale-out', 'live-notice', 'live-catch-up', 'invoice'];
type Part = (typeof PARTS)[number];

function selectedParts(): Set<Part> {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = named.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown bench part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  return new Set((named.length ? named : PARTS) as Part[]);
}

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function step(name: string) {
  console.info(`\n--- ${name}`);
}

function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

async function main() {
  const parts = selectedParts();
  const whole = parts.size === PARTS.length;
  const results: Record<string, unknown> = { date: new Date().toISOString(), deliveries: DELIVERIES, runs: RUNS };
  const app: Record<string, unknown> = {};

  if ([...parts].some((p) => !NO_BUILD.includes(p))) {
    step('build: app and network-only baseline');
    sh('npx', ['vite', 'build', '--logLevel', 'warn']);
  }
  if (parts.has('slownet')) sh('npx', ['vite', 'build', '--logLevel', 'warn'], { VITE_OFFLINE: 'off' });

  if (parts.has('bundle')) {
    step('1. bundle');
    results.bundle = measureBundle('dist');
  }

  for (const part of LIVE_PARTS) {
    if (!parts.has(part)) continue;
    step(`${part}: issue 38's live figures, on servers and data of their own`);
    results[part] = await measureLive(part);
  }
  if (parts.has('scale-out')) {
    step('9. scale-out: one, then two API processes on Postgres behind a round-robin proxy');
    // Needs Postgres binaries (or DATABASE_URL); reported as skipped rather than failing the bench.
    results.scaleOut = await measureScaleOut({ deliveries: DELIVERIES, seconds: 10 }).catch((e: unknown) => ({
      skipped: String(e),
    }));
  }
  if ([...parts].every((p) => OWN_DATA.includes(p))) {
    finish(whole, results);
    return;
  }

  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'depot-bench-'));
  if (!keep || !existsSync(join(dataDir, 'PG_VERSION'))) {
    step(`seed: ${DELIVERIES} deliveries`);
    sh('npx', ['tsx', 'server/seed/cli.ts', '--deliveries', String(DELIVERIES), '--data-dir', dataDir]);
  }

  // PGlite is one process per data folder: the baseline server gets its own copy.
  const baselineDir = `${dataDir}-baseline`;
  if (parts.has('slownet') && !existsSync(baselineDir)) cpSync(dataDir, baselineDir, { recursive: true });
  if (parts.has('startpath-ab')) {
    // its own two servers (the built commit and this tree), on copies made before any server holds the folder
    step(`start-up main thread, interleaved A/B against ${BEFORE_COMMIT}, ${CPU_SLOWDOWN}x CPU`);
    results.startPathAb = await measureStartPathAb(dataDir, RUNS);
  }
  if (parts.has('invoice')) {
    // in this process, on the folder itself, before the server holds it (PGlite: one process per folder)
    step('one client-month invoice, computed fresh (no kept answer) on PGlite');
    results.invoice = await measureInvoice(dataDir, RUNS);
  }
  if (parts.has('scan-lookup')) {
    step('scan-lookup: 10,000 products of one client for the tablet');
    await addScanProducts(dataDir);
  }
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const token = await apiLogin(server.url);
    const sizeProblem = seededSizeProblem(await countDeliveries(server.url, token), DELIVERIES, dataDir);
    if (sizeProblem) throw new Error(sizeProblem);
    if (parts.has('startup')) {
      step(`signed-in start-up trace, ${CPU_SLOWDOWN}x CPU slowdown`);
      results.startup = await measureStartup(server.url, token, RUNS);
    }
    if (parts.has('lighthouse')) {
      step('Lighthouse mobile performance (simulated slow 4G, 4x CPU)');
      results.lighthouse = await measureLighthouse(server.url, RUNS);
    }
    if (parts.has('lighthouse-devtools')) {
      step('Lighthouse mobile performance, throttled for real (DevTools: slow 4G, 4x CPU)');
      results.lighthouseDevtools = await measureLighthouse(server.url, RUNS, 'devtools');
    }
    if (parts.has('cold')) Object.assign(app, await measureColdStarts(server.url, token, RUNS));
    if (parts.has('slownet')) {
      const baseline = await startServer({ DATA_DIR: baselineDir, STATIC_DIR: 'dist-baseline' });
      try {
        Object.assign(app, await measureSlowNet(server.url, baseline.url, token, RUNS));
      } finally {
        await baseline.stop();
      }
    }
    if (parts.has('list')) {
      step('list over 50,000 cached rows');
      Object.assign(app, await measureLargeList(server.url, token, RUNS));
    }
    if (parts.has('lookup')) {
      step('locality lookup offline, 1x CPU');
      Object.assign(app, await measureLocalityLookup(server.url, RUNS));
    }
    if (parts.has('outbox')) {
      step('outbox replay of 1,000 patches');
      Object.assign(app, await measureOutbox(server.url, token));
    }
    if (Object.keys(app).length) results.app = app;

    if (parts.has('idb')) {
      step('5. IndexedDB');
      results.indexedDb = await measureIdb(50_000, RUNS);
    }

    if (parts.has('scan-lookup')) {
      step('warehouse tablet: offline barcode lookup over 10,000 stored products, 1x CPU');
      results.scanLookup = await measureScanLookup(server.url);
    }

    if (parts.has('api')) {
      step('8. API under load (32 connections)');
      results.api = await apiLoadFigures(server.url);
    }
  } finally {
    await server.stop();
    if (!keep) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(baselineDir, { recursive: true, force: true });
      for (const copy of ['-startpath', '-startpath-ab']) rmSync(`${dataDir}${copy}`, { recursive: true, force: true });
    }
  }

  finish(whole, results);
}

function finish(whole: boolean, results: Record<string, unknown>): void {
  const merged = whole ? results : mergeResults(results);
  writeFileSync('bench/results.json', `${JSON.stringify(merged, null, 2)}\n`);
  printTable(results);
}

/** A partial run replaces only its own figures in bench/results.json and says when each part ran. */
function mergeResults(partial: Record<string, unknown>): Record<string, unknown> {
  const old = existsSync('bench/results.json')
    ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown>)
    : {};
  const merged: Record<string, unknown> = { ...old };
  const partDates = { ...((old.partDates as Record<string, string> | undefined) ?? {}) };
  for (const [k, v] of Object.entries(partial)) {
    if (k === 'date' || k === 'deliveries' || k === 'runs') continue;
    merged[k] =
      k === 'app'
        ? { ...((old.app as Record<string, unknown> | undefined) ?? {}), ...(v as Record<string, unknown>) }
        : v;
  }
  for (const p of selectedParts()) partDates[p] = String(partial.date);
  merged.partDates = partDates;
  return merged;
}

function printTable(r: Record<string, unknown>) {
  const rows: [string, string, string][] = [];
  const add = (figure: string, value: unknown, note = '') => rows.push([figure, String(value), note]);
  const b = r.bundle as ReturnType<typeof measureBundle> | undefined;
  if (b) {
    add('entry chunk (gzip KB)', b.entryKb, 'budget 200');
    add('entry chunk as served (brotli KB)', b.entryServedKb, 'the .br copies the server sends');
    add('largest lazy chunk (gzip KB)', b.largestLazyKb, `budget 60 (${b.lazy[0]?.file ?? '-'})`);
  }
  const startup = r.startup as Record<string, StartupFigures> | undefined;
  for (const [page, f] of Object.entries(startup ?? {})) {
    add(`start-up ${CPU_SLOWDOWN}x CPU, ${page}: total blocking time (ms)`, f.totalBlockingMs, 'budget 200');
    add(
      `start-up ${CPU_SLOWDOWN}x CPU, ${page}: long tasks / longest (ms)`,
      `${f.longTasks} / ${f.longestTaskMs}`,
      `main thread ${f.mainThreadMs} ms, FCP ${f.firstContentfulPaintMs} ms, content ${f.contentMs} ms`,
    );
  }
  for (const [key, label] of [
    ['lighthouse', 'Lighthouse mobile'],
    ['lighthouseDevtools', 'Lighthouse mobile, DevTools throttling'],
  ] as const) {
    for (const [page, f] of Object.entries((r[key] as Record<string, LighthouseFigures> | undefined) ?? {})) {
      add(
        `${label}, ${page}: performance score`,
        f.score,
        `goal 90; LCP ${f.largestContentfulPaintMs} ms, TBT ${f.totalBlockingMs} ms, FCP ${f.firstContentfulPaintMs} ms, SI ${f.speedIndexMs} ms`,
      );
    }
  }
  for (const [k, v] of Object.entries((r.app as Record<string, unknown> | undefined) ?? {})) add(`app: ${k}`, v);
  const idb = r.indexedDb as Awaited<ReturnType<typeof measureIdb>> | undefined;
  if (idb) {
    add('IDB store 50k: Dexie bulkPut (ms)', idb.dexieBulkPutMs, `raw put floor ${idb.rawPutAllMs}`);
    add(
      `IDB indexed query ${idb.indexQueryRows} rows: Dexie (ms)`,
      idb.dexieIndexQueryMs,
      `raw index getAll ${idb.rawIndexQueryMs}, ratio ${(idb.dexieIndexQueryMs / Math.max(1, idb.rawIndexQueryMs)).toFixed(2)} (budget 2)`,
    );
    add('IDB raw getAll 50k (ms)', idb.rawGetAllMs, 'floor');
  }
  const inv = r.invoice as InvoiceFigures | undefined;
  if (inv) {
    const what = `client ${inv.clientId}, ${inv.from} to ${inv.to}, ${inv.lines} lines`;
    add(
      'one client-month invoice, every line priced: first / later (ms)',
      `${inv.invoice.firstMs} / ${inv.invoice.laterMs}`,
      `budget 2000; CPU ${inv.invoice.firstCpuMs} / ${inv.invoice.laterCpuMs} ms; ${what}`,
    );
    add(
      'its Client Invoicing header: first / later (ms)',
      `${inv.header.firstMs} / ${inv.header.laterMs}`,
      `CPU ${inv.header.firstCpuMs} / ${inv.header.laterCpuMs} ms`,
    );
  }
  const scan = r.scanLookup as ScanLookupFigures | undefined;
  if (scan)
    add(
      `tablet scan offline, ${scan.products} products, 1x CPU: median / p95 (ms)`,
      `${scan.frameMedianMs} / ${scan.frameP95Ms}`,
      `budget ${scan.budgetMs}; until the SKU shows ${scan.shownMedianMs} / ${scan.shownP95Ms}; ${scan.samples} scans`,
    );
  const api = r.api as ApiFigures | undefined;
  if (api) {
    add(
      'API list p50 / p95 (ms)',
      `${api.list.p50Ms} / ${api.list.p95Ms}`,
      `floor ${api.floor.p50Ms} / ${api.floor.p95Ms}; p50 ratio ${api.ratio}x (budget 3x)`,
    );
    add('API list requests/s', api.list.requestsPerSec, `floor ${api.floor.requestsPerSec}; errors ${api.list.errors}`);
  }
  const scale = r.scaleOut as ScaleOutFigures | { skipped: string } | undefined;
  if (scale && 'speedup' in scale) {
    add(
      'scale-out: list req/s, 1 / 2 API processes, list cache on',
      `${scale.one.requestsPerSec} / ${scale.two.requestsPerSec}`,
      `${scale.speedup}x; errors ${scale.one.errors + scale.two.errors}; ${scale.conditions}`,
    );
    const u = scale.uncached;
    add(
      'scale-out: list req/s, 1 / 2 API processes, list cache off',
      `${u.one.requestsPerSec} / ${u.two.requestsPerSec}`,
      `${u.speedup}x (goal 1.7x); errors ${u.one.errors + u.two.errors}`,
    );
  } else if (scale) add('scale-out', 'skipped', scale.skipped);
  const notice = r['live-notice'] as NoticeFigures | undefined;
  if (notice) {
    const o = notice.oneProcess;
    add(
      `live: notice p50 / p95 / max (ms), ${o.streams} streams, one process`,
      `${o.p50Ms} / ${o.p95Ms} / ${o.maxMs}`,
      `budget p95 1000; ${o.writes} writes; server lag p95 ${o.serverLagMs?.p95 ?? '-'} ms; ${notice.conditions}`,
    );
    const t = notice.twoProcesses;
    if ('skipped' in t) add('live: notice, two processes on Postgres', 'skipped', t.skipped);
    else
      add(
        `live: notice p50 / p95 / max (ms), ${t.streams} streams, write on the other of two processes`,
        `${t.p50Ms} / ${t.p95Ms} / ${t.maxMs}`,
        `budget p95 1000; ${t.writes} writes; server lag p95 ${t.serverLagMs?.p95 ?? '-'} ms`,
      );
  }
  const catchUp = r['live-catch-up'] as CatchUpFigures | undefined;
  if (catchUp)
    add(
      `live: catch-up bytes, ${catchUp.changedDeliveries} of ${catchUp.dayDeliveries} deliveries changed`,
      `${catchUp.feed.wire} (${catchUp.sharePct}%)`,
      `budget 10%; day's deliveries, drops and runs ${catchUp.dayRefetch.wire} on the wire (deliveries alone ${catchUp.dayDeliveriesRefetch.wire}); ${catchUp.feedRecords} records in ${catchUp.feedPulls} pulls; ${catchUp.conditions}`,
    );
  const frames = r['live-frames'] as FrameFigures | undefined;
  if (frames)
    add(
      `live: Run Summary at ${frames.changesSent / frames.seconds} changes/s: long tasks > 50 ms / dropped frames`,
      `${frames.longTasks} / ${frames.droppedFrames}`,
      `budget 0 / 10 in ${frames.seconds} s; longest ${frames.longestTaskMs} ms; ${frames.frames} frames, ${frames.feedPulls} feed pulls, drops done ${frames.dropsDone}; with no changes ${frames.quiet.longTasks} / ${frames.quiet.droppedFrames}; ${frames.conditions}`,
    );
  const w = Math.max(...rows.map((x) => x[0].length));
  const v = Math.max(...rows.map((x) => x[1].length));
  console.info('\n' + rows.map(([f, val, note]) => `${f.padEnd(w)}  ${val.padStart(v)}  ${note}`).join('\n'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
