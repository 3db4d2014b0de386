/**
 * Bounded work per request (issue 33): how long `GET /api/health` takes while one client user's
 * worst requests run, on the embedded PGlite and on a real Postgres. `npx tsx
 * bench/health-under-load.ts` starts the real server (server/main.ts) on a fresh demo database of
 * each kind (Postgres: a throw-away server on loopback, bench/throwaway-postgres.ts), signs in
 * `client-user@demo.test` and `client-admin@demo.test`, and for each case sends the case's
 * requests while a health check goes out every 100 ms. Every loop is bounded: a case stops when
 * its requests are answered or after 60 s, and the health checks with it.
 *
 * BENCH_DB=pglite|postgres runs one kind, BENCH_ONLY=text the cases whose name has it; DEMO_DELIVERIES_PER_DAY sets the demo size (2000, the
 * server's default). Figures: docs/deploy.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLogin, median, startServer } from './lib';
import { startThrowawayPostgres } from './throwaway-postgres';

interface Case {
  name: string;
  who: 'client-user' | 'client-admin';
  /** API paths sent at once */
  paths: string[];
  /** or a manifest of this many rows imported (POST /api/deliveries/import, client 8) */
  importRows?: number;
}

const LONG_Q = encodeURIComponent('x'.repeat(2000));
const CAPPED_Q = encodeURIComponent('street '.repeat(14).slice(0, 100));

const CASES: Case[] = [
  { name: 'q of 2,000 characters (refused: 400)', who: 'client-user', paths: [`/api/deliveries?q=${LONG_Q}`] },
  { name: 'q at the 100-character cap', who: 'client-user', paths: [`/api/deliveries?q=${CAPPED_Q}&limit=50`] },
  {
    name: 'three capped searches at once',
    who: 'client-user',
    paths: [1, 2, 3].map((i) => `/api/deliveries?q=${CAPPED_Q}${i}&limit=50`),
  },
  {
    name: 'deliveries limit=-1, includeHistorical',
    who: 'client-user',
    paths: ['/api/deliveries?limit=-1&includeHistorical=true'],
  },
  {
    name: 'five deliveries limit=-1 at once (client admin)',
    who: 'client-admin',
    paths: [1, 2, 3, 4, 5].map((i) => `/api/deliveries?limit=-1&includeHistorical=true&_=${i}`),
  },
  { name: 'manifest import of 20,000 rows (client admin)', who: 'client-admin', paths: [], importRows: 20_000 },
];

let imports = 0;
function manifest(rows: number): string {
  imports++;
  const lines = ['reference,date,recipientName,address,countryId,routingGroupId,instructions'];
  const date = new Date().toISOString().slice(0, 10);
  for (let i = 1; i <= rows; i++) lines.push(`HB${imports}-${i},${date},Recipient ${i},"${i} Main St",1,1,`);
  return lines.join('\n');
}

async function importManifest(base: string, token: string, rows: number): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await fetch(`${base}/api/deliveries/import`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify({ fileName: 'bench.csv', clientId: 8, csv: manifest(rows) }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

function send(base: string, token: string, c: Case): Promise<{ status: number; ms: number }[]> {
  if (c.importRows) return Promise.all([importManifest(base, token, c.importRows)]);
  return Promise.all(c.paths.map((p) => timed(`${base}${p}`, token)));
}

interface CaseResult {
  name: string;
  statuses: number[];
  requestMs: number;
  health: { n: number; dropped: number; p50: number; max: number };
}

/** One GET; a request the server dropped (a reset connection) counts as status 0 after its time. */
async function timed(url: string, token?: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  try {
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start };
  } catch {
    return { status: 0, ms: performance.now() - start };
  }
}

async function runCase(base: string, token: string, c: Case): Promise<CaseResult> {
  const deadline = Date.now() + 60_000;
  let done = false;
  const start = performance.now();
  const work = send(base, token, c).finally(() => {
    done = true;
  });
  const health: number[] = [];
  let dropped = 0;
  while (!done && Date.now() < deadline) {
    const wait = new Promise((r) => setTimeout(r, 100));
    const check = await timed(`${base}/api/health`);
    health.push(check.ms);
    if (check.status !== 200) dropped++;
    await wait;
  }
  const answers = await work;
  return {
    name: c.name,
    statuses: answers.map((a) => a.status),
    requestMs: Math.round(performance.now() - start),
    health: {
      n: health.length,
      dropped,
      p50: Math.round(median(health)),
      max: Math.round(Math.max(0, ...health)),
    },
  };
}

async function measure(kind: 'pglite' | 'postgres'): Promise<CaseResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-health-bench-'));
  const pgServer = kind === 'postgres' ? await startThrowawayPostgres() : null;
  const server = await startServer({
    DATA_DIR: dataDir,
    ...(pgServer ? { DATABASE_URL: pgServer.url } : {}),
  });
  try {
    const tokens = {
      'client-user': await apiLogin(server.url, 'client-user@demo.test'),
      'client-admin': await apiLogin(server.url, 'client-admin@demo.test'),
    };
    const results: CaseResult[] = [];
    const only = process.env.BENCH_ONLY;
    for (const c of CASES.filter((x) => !only || x.name.includes(only))) {
      // one warm-up of the case, then the measured run
      await send(server.url, tokens[c.who], c);
      results.push(await runCase(server.url, tokens[c.who], c));
    }
    return results;
  } finally {
    await server.stop();
    pgServer?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
for (const kind of kinds) {
  const results = await measure(kind);
  console.info(`\n${kind}: GET /api/health every 100 ms while the case runs`);
  console.info('| case | answers | case took | health p50 | health max | checks (failed) |');
  console.info('| --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.info(
      `| ${r.name} | ${[...new Set(r.statuses)].join(', ')} | ${r.requestMs} ms | ${r.health.p50} ms | ${r.health.max} ms | ${r.health.n} (${r.health.dropped}) |`,
    );
}
