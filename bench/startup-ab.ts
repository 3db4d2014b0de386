/**
 * Start-up traces of two builds, interleaved run by run on the same data, so that a busy shared
 * machine weighs on both alike: `BENCH_DATA_DIR=<seeded> npx tsx bench/startup-ab.ts <distA>
 * <distB> [runs]`. Each build gets its own server (PGlite is one process per folder: B runs on a
 * copy, `<BENCH_DATA_DIR>-ab`, made once). Prints each page's medians for A and B.
 */
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiLogin, startServer } from './lib';
import { medianBy, startupPages, traceOnce, type StartupFigures } from './startup-trace';

async function main() {
  const [distA, distB, runsArg] = process.argv.slice(2);
  const data = process.env.BENCH_DATA_DIR;
  if (!distA || !distB || !data) throw new Error('usage: BENCH_DATA_DIR=<seeded> startup-ab.ts <distA> <distB> [runs]');
  const runs = Number(runsArg ?? 3);
  const copy = `${data}-ab`;
  if (!existsSync(copy)) cpSync(data, copy, { recursive: true });
  const a = await startServer({ DATA_DIR: data, STATIC_DIR: resolve(distA) });
  const b = await startServer({ DATA_DIR: copy, STATIC_DIR: resolve(distB) });
  try {
    const tokenA = await apiLogin(a.url);
    const tokenB = await apiLogin(b.url);
    for (const target of startupPages()) {
      const runsA: StartupFigures[] = [];
      const runsB: StartupFigures[] = [];
      for (let i = 0; i < runs; i++) {
        runsA.push(await traceOnce(a.url, tokenA, target));
        runsB.push(await traceOnce(b.url, tokenB, target));
        console.info(target.name, i, 'A', JSON.stringify(runsA[i]), 'B', JSON.stringify(runsB[i]));
      }
      console.info(`${target.name} median A`, JSON.stringify(medianBy(runsA)));
      console.info(`${target.name} median B`, JSON.stringify(medianBy(runsB)));
    }
  } finally {
    await a.stop();
    await b.stop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
