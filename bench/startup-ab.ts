/**
 * Start-up traces of two builds, interleaved run by run on the same data, so that a busy shared
 * machine weighs on both alike: `BENCH_DATA_DIR=<seeded> npx tsx bench/startup-ab.ts <distA>
 * <distB> [runs]`. Each build gets its own server (PGlite is one process per folder: B runs on a
 * copy, `<BENCH_DATA_DIR>-ab`, made once). Prints each page's medians for A and B.
 */
import { startAbServers } from './ab-servers';
import { apiLogin } from './lib';
import { medianBy, startupPages, traceOnce, type StartupFigures } from './startup-trace';

async function main() {
  const { a, b, runs, stop } = await startAbServers('startup-ab.ts');
  try {
    const tokenA = await apiLogin(a.url);
    const tokenB = await apiLogin(b.url);
    // BENCH_PAGES ('list,overview') measures only the pages whose names contain one of its words
    const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    for (const target of startupPages().filter((p) => !only || only.some((w) => p.name.includes(w)))) {
      const runsA: StartupFigures[] = [];
      const runsB: StartupFigures[] = [];
      for (let i = 0; i < runs; i++) {
        runsA.push(await traceOnce(a.url, tokenA, target));
        runsB.push(await traceOnce(b.url, tokenB, target));
        console.info(target.name, i, 'A', runsA[i]?.mainThreadMs, 'B', runsB[i]?.mainThreadMs);
      }
      console.info(`${target.name} median A`, JSON.stringify(medianBy(runsA)));
      console.info(`${target.name} median B`, JSON.stringify(medianBy(runsB)));
    }
  } finally {
    await stop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
