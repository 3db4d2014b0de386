/**
 * `npm run bench`: builds the app and its network-only baseline, starts the real server on a
 * large seeded database, drives the built app in Chromium and prints a table of figures (each
 * the median of several runs). Writes the same figures to bench/results.json.
 * Speed is measured here, never asserted in tests.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAppFigures } from './app-figures';
import { apiLoadFigures } from './api-load';
import { measureBundle } from './bundle';
import { measureIdb } from './idb';
import type { ScaleOutFigures } from './scale-out';
import { formatScaleOut, measureScaleOut } from './scale-out';
import { startServer } from './lib';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function step(name: string) {
  console.info(`\n--- ${name}`);
}

function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

/** `npm run bench -- --only api` or `--only scale-out`: one figure alone, a minute instead of ten. */
async function only(part: string): Promise<void> {
  if (part === 'api') await import('./api-only');
  else if (part === 'scale-out') console.info(formatScaleOut(await measureScaleOut({ deliveries: DELIVERIES, seconds: 10 })));
  else throw new Error(`--only takes api or scale-out, not ${part}`);
}

async function main() {
  const onlyAt = process.argv.indexOf('--only');
  if (onlyAt >= 0) return only(process.argv[onlyAt + 1] ?? '');
  const results: Record<string, unknown> = { date: new Date().toISOString(), deliveries: DELIVERIES, runs: RUNS };

  step('build: app and network-only baseline');
  sh('npx', ['vite', 'build', '--logLevel', 'warn']);
  sh('npx', ['vite', 'build', '--logLevel', 'warn'], { VITE_OFFLINE: 'off' });

  step('1. bundle');
  const bundle = measureBundle('dist');
  results.bundle = bundle;

  step(`seed: ${DELIVERIES} deliveries`);
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-'));
  sh('npx', ['tsx', 'server/seed/cli.ts', '--deliveries', String(DELIVERIES), '--data-dir', dataDir]);

  // PGlite is one process per data folder: the baseline server gets its own copy.
  const baselineDir = `${dataDir}-baseline`;
  cpSync(dataDir, baselineDir, { recursive: true });
  const server = await startServer({ DATA_DIR: dataDir });
  const baseline = await startServer({ DATA_DIR: baselineDir, STATIC_DIR: 'dist-baseline' }).catch(async (e: unknown) => {
    await server.stop();
    throw e;
  });
  try {
    step('2-4, 6, 7. app in Chromium');
    results.app = await measureAppFigures({ appUrl: server.url, baselineUrl: baseline.url, runs: RUNS });

    step('5. IndexedDB');
    results.indexedDb = await measureIdb(50_000, RUNS);

    step('8. API under load (32 connections)');
    results.api = await apiLoadFigures(server.url);
    step('9. scale-out: one, then two API processes on Postgres behind a round-robin proxy');
    // Needs Postgres binaries (or DATABASE_URL); reported as skipped rather than failing the bench.
    results.scaleOut = await measureScaleOut({ deliveries: DELIVERIES, seconds: 10 }).catch((e: unknown) => ({ skipped: String(e) }));
  } finally {
    await baseline.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  }

  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
}

function printTable(r: Record<string, unknown>) {
  const rows: [string, string, string][] = [];
  const add = (figure: string, value: unknown, note = '') => rows.push([figure, String(value), note]);
  const b = r.bundle as ReturnType<typeof measureBundle>;
  add('entry chunk (gzip KB)', b.entryKb, 'budget 200');
  add('largest lazy chunk (gzip KB)', b.largestLazyKb, `budget 60 (${b.lazy[0]?.file ?? '-'})`);
  const app = r.app as Awaited<ReturnType<typeof measureAppFigures>>;
  for (const [k, v] of Object.entries(app)) add(`app: ${k}`, v);
  const idb = r.indexedDb as Awaited<ReturnType<typeof measureIdb>>;
  add('IDB store 50k: Dexie bulkPut (ms)', idb.dexieBulkPutMs, `raw put floor ${idb.rawPutAllMs}`);
  add(`IDB indexed query ${idb.indexQueryRows} rows: Dexie (ms)`, idb.dexieIndexQueryMs, `raw index getAll ${idb.rawIndexQueryMs}, ratio ${(idb.dexieIndexQueryMs / Math.max(1, idb.rawIndexQueryMs)).toFixed(2)} (budget 2)`);
  add('IDB raw getAll 50k (ms)', idb.rawGetAllMs, 'floor');
  const api = r.api as Awaited<ReturnType<typeof apiLoadFigures>>;
  add('API list p50 / p95 (ms)', `${api.list.p50Ms} / ${api.list.p95Ms}`, `floor ${api.floor.p50Ms} / ${api.floor.p95Ms}; p50 ratio ${api.ratio}x (budget 3x)`);
  add('API list requests/s', api.list.requestsPerSec, `floor ${api.floor.requestsPerSec}; errors ${api.list.errors}`);
  const scale = r.scaleOut as ScaleOutFigures | { skipped: string } | undefined;
  if (scale && 'speedup' in scale) add('scale-out: list req/s, 1 / 2 API processes', `${scale.one.requestsPerSec} / ${scale.two.requestsPerSec}`, `${scale.speedup}x (goal 1.7x); errors ${scale.one.errors + scale.two.errors}; ${scale.conditions}`);
  else if (scale) add('scale-out', 'skipped', scale.skipped);
  const w = Math.max(...rows.map((x) => x[0].length));
  const v = Math.max(...rows.map((x) => x[1].length));
  console.info('\n' + rows.map(([f, val, note]) => `${f.padEnd(w)}  ${val.padStart(v)}  ${note}`).join('\n'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
