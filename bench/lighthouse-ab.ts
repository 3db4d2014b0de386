/**
 * Lighthouse (simulated mobile) of two builds, interleaved run by run on the same data, as
 * startup-ab.ts does for the start-up trace: `BENCH_DATA_DIR=<seeded> npx tsx bench/lighthouse-ab.ts
 * <distA> <distB> [runs]`. B's server runs on a copy of the data (`<BENCH_DATA_DIR>-ab`).
 * Prints each run and each page's medians for A and B.
 */
import { startAbServers } from './ab-servers';
import { lighthouseRun, medianFigures, type LighthouseFigures } from './lighthouse';
import { startupPages } from './startup-trace';

async function main() {
  const { a, b, runs, stop } = await startAbServers('lighthouse-ab.ts');
  try {
    for (const page of startupPages()) {
      const runsA: LighthouseFigures[] = [];
      const runsB: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        runsA.push(await lighthouseRun(`${a.url}/${page.hash}`, page.dataPath));
        runsB.push(await lighthouseRun(`${b.url}/${page.hash}`, page.dataPath));
        console.info(page.name, i, 'A', JSON.stringify(runsA[i]), 'B', JSON.stringify(runsB[i]));
      }
      console.info(`${page.name} median A`, JSON.stringify(medianFigures(runsA)));
      console.info(`${page.name} median B`, JSON.stringify(medianFigures(runsB)));
    }
  } finally {
    await stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
