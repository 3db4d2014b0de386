/**
 * Scale-out figure (issue 10, goal 6): list throughput of one, then two, API processes on one
 * real Postgres behind a round-robin proxy on loopback (test/round-robin-proxy.ts), with the same
 * closed-loop load of 32 connections for each. `npx tsx bench/scale-out.ts` (or
 * `npm run bench -- --only scale-out`) uses DATABASE_URL's server, else starts a throw-away
 * Postgres; either way the data goes to a database of its own, dropped at the end.
 *
 * The load here uses node:http with keep-alive and does not decompress the gzipped answers,
 * unlike figure 8's fetch: on a small machine the load generator shares the cores with the
 * processes it measures, and a cheaper client leaves more of them to the API.
 */
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApiNode } from '../test/cluster/api-node';
import type { ApiNode } from '../test/cluster/api-node';
import { startRoundRobinProxy } from '../test/round-robin-proxy';
import type { CpuShare } from './cpu-share';
import { formatCpuShare, startCpuShare } from './cpu-share';
import { apiLogin, percentile } from './lib';
import { startThrowawayPostgres, withFreshDatabase } from './throwaway-postgres';
import type { ThrowawayPostgres } from './throwaway-postgres';

export interface ScaleOutRun {
  nodes: number;
  requestsPerSec: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
  /** requests each node answered */
  perNode: number[];
  /** where the CPU went while measuring */
  cpu: CpuShare;
}

export interface ScaleOutPair {
  one: ScaleOutRun;
  two: ScaleOutRun;
  /** two nodes' list throughput over one's; the goal is at least 1.7 */
  speedup: number;
}

/**
 * As deployed (the list cache on), and with the cache off (`LIST_CACHE=off`): with it, one process
 * answers a repeated list from memory faster than a 2-core machine's load generator and proxy
 * can ask, so only the second pair shows whether the lists' own work scales out.
 */
export interface ScaleOutFigures extends ScaleOutPair {
  uncached: ScaleOutPair;
  conditions: string;
}

async function closedLoop(
  url: string,
  token: string,
  seconds: number,
  connections: number,
): Promise<Omit<ScaleOutRun, 'nodes' | 'perNode' | 'cpu'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = (): Promise<number> =>
    new Promise((resolve) => {
      const req = request(
        url,
        { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        },
      );
      req.on('error', () => resolve(0));
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const status = await once();
        if (status < 200 || status >= 400) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    requestsPerSec: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    errors,
  };
}

async function measure(nodes: ApiNode[], seconds: number): Promise<ScaleOutRun> {
  const proxy = await startRoundRobinProxy(nodes.map((n) => n.url));
  try {
    const token = await apiLogin(proxy.url);
    const today = new Date().toISOString().slice(0, 10);
    const url = `${proxy.url}/api/deliveries?limit=50&date=${today}&sort=reference`;
    await closedLoop(url, token, 3, 32);
    proxy.counts.fill(0);
    const share = startCpuShare(nodes.map((n) => n.child.pid ?? 0));
    const figures = await closedLoop(url, token, seconds, 32);
    return { nodes: nodes.length, ...figures, perNode: [...proxy.counts], cpu: share.stop() };
  } finally {
    await proxy.close();
  }
}

export async function measureScaleOut(options: { deliveries: number; seconds: number }): Promise<ScaleOutFigures> {
  let postgres: ThrowawayPostgres | null = null;
  const serverUrl = process.env.DATABASE_URL || (postgres = await startThrowawayPostgres()).url;
  try {
    return await withFreshDatabase(serverUrl, 'scale', async (databaseUrl) => {
      execFileSync(
        'npx',
        ['tsx', 'server/seed/cli.ts', '--deliveries', String(options.deliveries), '--database-url', databaseUrl],
        { stdio: 'inherit' },
      );
      const pair = async (extra: Record<string, string>): Promise<ScaleOutPair> => {
        const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', ...extra };
        const nodes = [await startApiNode(env)];
        try {
          const one = await measure(nodes, options.seconds);
          nodes.push(await startApiNode(env));
          const two = await measure(nodes, options.seconds);
          return { one, two, speedup: Math.round((two.requestsPerSec / Math.max(1, one.requestsPerSec)) * 100) / 100 };
        } finally {
          await Promise.all(nodes.map((n) => n.signal('SIGTERM')));
        }
      };
      const cached = await pair({});
      const uncached = await pair({ LIST_CACHE: 'off' });
      return {
        ...cached,
        uncached,
        conditions: `${cpus().length} cores, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' / ')} at the end; load generator, proxy, API processes and Postgres on the same machine`,
      };
    });
  } finally {
    postgres?.stop();
  }
}

export function formatScaleOut(f: ScaleOutFigures): string {
  const line = (r: ScaleOutRun): string =>
    `${r.nodes} node(s): ${r.requestsPerSec} list req/s, p50 / p95 ${r.p50Ms} / ${r.p95Ms} ms, errors ${r.errors}, per node ${r.perNode.join(' + ')}\n  ${formatCpuShare(r.cpu)}`;
  return [
    'list cache on (as deployed):',
    line(f.one),
    line(f.two),
    `two over one: ${f.speedup}x`,
    "list cache off (the lists' own work):",
    line(f.uncached.one),
    line(f.uncached.two),
    `two over one: ${f.uncached.speedup}x (goal 1.7x)`,
    f.conditions,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const figures = await measureScaleOut({
    deliveries: Number(process.env.BENCH_DELIVERIES ?? 100_000),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.info(formatScaleOut(figures));
}
