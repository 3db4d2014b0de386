/**
 * The common start of the A/B scripts (startup-ab.ts, lighthouse-ab.ts, slownet-ab.ts): two builds,
 * each served by its own server on the same seeded data (PGlite is one process per folder: B runs
 * on a copy, `<BENCH_DATA_DIR>-ab`, made once), so that both are measured run by run, interleaved.
 */
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer, type RunningServer } from './lib';

export interface AbServers {
  a: RunningServer;
  b: RunningServer;
  runs: number;
  stop: () => Promise<void>;
}

/** Reads `<distA> <distB> [runs]` from the command line and BENCH_DATA_DIR, and starts both servers. */
export async function startAbServers(script: string): Promise<AbServers> {
  const [distA, distB, runsArg] = process.argv.slice(2);
  const data = process.env.BENCH_DATA_DIR;
  if (!distA || !distB || !data)
    throw new Error(`usage: BENCH_DATA_DIR=<seeded> npx tsx bench/${script} <distA> <distB> [runs]`);
  return startServersFor(distA, distB, data, Number(runsArg ?? 3));
}

/** The same for two builds named by their folders (bench/startpath-ab.ts). */
export async function startServersFor(distA: string, distB: string, data: string, runs: number): Promise<AbServers> {
  const copy = `${data}-ab`;
  if (!existsSync(copy)) cpSync(data, copy, { recursive: true });
  const a = await startServer({ DATA_DIR: data, STATIC_DIR: resolve(distA) });
  const b = await startServer({ DATA_DIR: copy, STATIC_DIR: resolve(distB) });
  return {
    a,
    b,
    runs,
    stop: async () => {
      await a.stop();
      await b.stop();
    },
  };
}
