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
import { startServer } from './lib';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function step(name: string) {
  console.info(`\n--- ${name}`);
}

function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

async function main() {
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
  const w = Math.max(...rows.map((x) => x[0].length));
  const v = Math.max(...rows.map((x) => x[1].length));
  console.info('\n' + rows.map(([f, val, note]) => `${f.padEnd(w)}  ${val.padStart(v)}  ${note}`).join('\n'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
