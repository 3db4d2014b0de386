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
 *
 * The list budget (issues 34-37): every list of the registries (bench/list-cases.ts, one case
 * each, named `list <page path> (<resource or report>)`) on the bench's seed of
 * BENCH_DELIVERIES (100,000) deliveries, seeded into BENCH_DATA_DIR when that folder is new (or
 * a throw-away one), as the first demo user the server lets read it: after a one-second warm-up,
 * its first page and `/api/health` at 32 connections in turns (three windows each, BENCH_SECONDS
 * (3) in all each), so both figures share the machine's load of the moment; the budget is
 * the ratio of their medians, at most 3. `BENCH_ONLY='list '` runs only the lists, `BENCH_ONLY=/b/`
 * the finance pages' (texts separated by '|' choose the cases that have any of them). Figures: docs/bench.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { operatorToday } from '../src/lib/calendar';
import { figuresOf, loadTest, type LoadFigures } from './api-load';
import { apiLogin, countDeliveries, median, seededSizeProblem, startServer } from './lib';
import { DEMO_USERS, listCases, type ListCase } from './list-cases';
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
    for (const c of CASES.filter((x) => chosen(x.name))) {
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

// ---- the list budget ----------------------------------------------------------------------------

const LIST_BUDGET = 3;
const LIST_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** the list's and the floor's windows alternate this many times within BENCH_SECONDS each */
const ROUNDS = 3;
const BENCH_DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);

interface ListResult {
  name: string;
  /** the demo user it was measured as, or null when none may read it */
  who: string | null;
  /** the first page's status as that user (the last user's refusal when none may) */
  status: number;
  list?: LoadFigures;
  health?: LoadFigures;
  ratio?: number;
}

function seed(dataDir: string | null, databaseUrl: string | null): void {
  const target = databaseUrl ? ['--database-url', databaseUrl] : ['--data-dir', dataDir ?? ''];
  const result = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--deliveries', String(BENCH_DELIVERIES), ...target], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

async function firstPage(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

async function measureList(
  base: string,
  c: ListCase,
  tokenOf: (email: string) => Promise<string>,
): Promise<ListResult> {
  const url = `${base}${c.path}`;
  let status = 0;
  for (const email of DEMO_USERS) {
    const token = await tokenOf(email);
    status = await firstPage(url, token);
    if (status !== 200) continue;
    await loadTest(url, token, 1);
    // the list and the floor in turns, so that a change in the machine's load falls on both
    const listTimes: number[] = [];
    const healthTimes: number[] = [];
    let listErrors = 0;
    let healthErrors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      listErrors += (await loadTest(url, token, LIST_SECONDS / ROUNDS, 32, listTimes)).errors;
      healthErrors += (await loadTest(`${base}/api/health`, token, LIST_SECONDS / ROUNDS, 32, healthTimes)).errors;
    }
    const list = {
      ...figuresOf(listTimes),
      requestsPerSec: Math.round(listTimes.length / LIST_SECONDS),
      errors: listErrors,
    };
    const health = {
      ...figuresOf(healthTimes),
      requestsPerSec: Math.round(healthTimes.length / LIST_SECONDS),
      errors: healthErrors,
    };
    const ratio = Math.round((list.p50Ms / Math.max(0.1, health.p50Ms)) * 10) / 10;
    return { name: c.name, who: email, status, list, health, ratio };
  }
  return { name: c.name, who: null, status };
}

async function measureLists(kind: 'pglite' | 'postgres', cases: ListCase[]): Promise<ListResult[]> {
  const keep = process.env.BENCH_DATA_DIR;
  const pgServer = kind === 'postgres' ? await startThrowawayPostgres() : null;
  const dataDir = pgServer ? null : (keep ?? mkdtempSync(join(tmpdir(), 'depot-list-bench-')));
  if (pgServer) seed(null, pgServer.url);
  else if (dataDir && !(existsSync(dataDir) && readdirSync(dataDir).includes('PG_VERSION'))) seed(dataDir, null);
  const server = await startServer(pgServer ? { DATABASE_URL: pgServer.url } : { DATA_DIR: dataDir ?? '' });
  try {
    const tokens = new Map<string, string>();
    const tokenOf = async (email: string): Promise<string> => {
      const known = tokens.get(email);
      if (known) return known;
      const token = await apiLogin(server.url, email);
      tokens.set(email, token);
      return token;
    };
    const problem = seededSizeProblem(
      await countDeliveries(server.url, await tokenOf('admin@demo.test')),
      BENCH_DELIVERIES,
      dataDir ?? 'the throw-away Postgres',
    );
    if (problem) throw new Error(problem);
    const results: ListResult[] = [];
    for (const c of cases) {
      const r = await measureList(server.url, c, tokenOf);
      console.info(
        r.ratio === undefined
          ? `${r.name}: no demo user may read it (${r.status})`
          : `${r.name}: ${r.list?.p50Ms} / ${r.health?.p50Ms} ms = ${r.ratio}x as ${r.who}`,
      );
      results.push(r);
    }
    return results;
  } finally {
    await server.stop();
    pgServer?.stop();
    if (dataDir && !keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

function printLists(kind: string, results: ListResult[]): void {
  console.info(
    `\n${kind}, ${BENCH_DELIVERIES} deliveries: each list's first page, then /api/health, at 32 connections for ${LIST_SECONDS} s each`,
  );
  console.info('| list | as | list p50 / p95 | health p50 | ratio (budget 3x) | requests/s | errors |');
  console.info('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    if (!r.list || !r.health || r.ratio === undefined) {
      console.info(`| ${r.name} | no demo user may read it (${r.status}) | | | | | |`);
      continue;
    }
    const verdict = r.ratio <= LIST_BUDGET ? 'met' : 'NOT MET';
    console.info(
      `| ${r.name} | ${r.who?.replace('@demo.test', '')} | ${r.list.p50Ms} / ${r.list.p95Ms} ms | ${r.health.p50Ms} ms | ${r.ratio}x ${verdict} | ${r.list.requestsPerSec} | ${r.list.errors} |`,
    );
  }
  const over = results.filter((r) => r.ratio !== undefined && r.ratio > LIST_BUDGET);
  console.info(
    `${results.length} lists, ${over.length} over ${LIST_BUDGET}x${over.length ? `: ${over.map((r) => r.name).join(', ')}` : ''}`,
  );
}

/** BENCH_ONLY: texts separated by '|'; a case runs when its name has one of them */
const only = process.env.BENCH_ONLY?.split('|').filter(Boolean);
const chosen = (name: string): boolean => !only || only.some((text) => name.includes(text));
const kinds = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
// the reports' week ends on the operator's day, as a report page opens on it (in Sydney's morning, UTC's is yesterday)
const lists = listCases(operatorToday()).filter((c) => chosen(c.name));
for (const kind of kinds) {
  if (CASES.some((c) => chosen(c.name))) {
    const results = await measure(kind);
    console.info(`\n${kind}: GET /api/health every 100 ms while the case runs`);
    console.info('| case | answers | case took | health p50 | health max | checks (failed) |');
    console.info('| --- | --- | --- | --- | --- | --- |');
    for (const r of results)
      console.info(
        `| ${r.name} | ${[...new Set(r.statuses)].join(', ')} | ${r.requestMs} ms | ${r.health.p50} ms | ${r.health.max} ms | ${r.health.n} (${r.health.dropped}) |`,
      );
  }
  if (lists.length) printLists(kind, await measureLists(kind, lists));
}
