/**
 * First visits over the bench's slow link (400 kbit/s, 400 ms RTT) to two builds, interleaved
 * run by run on the same data: `BENCH_DATA_DIR=<seeded> npx tsx bench/slownet-ab.ts <distA>
 * <distB> [runs]`. B's server runs on a copy of the data (`<BENCH_DATA_DIR>-ab`). Prints each
 * run's first row and shell times, and the medians.
 */
import { startAbServers } from './ab-servers';
import { coldStart } from './app-session';
import { apiLogin, median } from './lib';
import { startThrottle } from './throttle-proxy';

async function main() {
  const { a, b, runs, stop } = await startAbServers('slownet-ab.ts');
  const sides = await Promise.all(
    (
      [
        ['A', a],
        ['B', b],
      ] as const
    ).map(async ([name, server]) => ({
      name,
      proxy: await startThrottle(Number(new URL(server.url).port), 400, 400),
      token: await apiLogin(server.url),
      firstRows: [] as number[],
    })),
  );
  try {
    for (let i = 0; i < runs; i++) {
      for (const side of sides) {
        side.proxy.setShaping(true);
        const visit = await coldStart(side.proxy.url, side.token);
        side.firstRows.push(visit.firstRowMs);
        console.info(i, side.name, JSON.stringify(visit));
      }
    }
    console.info(
      'first row, medians',
      sides.map((side) => `${side.name} ${Math.round(median(side.firstRows))}`).join(', '),
    );
  } finally {
    await Promise.all(sides.map((side) => side.proxy.close()));
    await stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
