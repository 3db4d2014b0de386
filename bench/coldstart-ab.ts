/**
 * Cold starts of two builds, interleaved run by run on the same data: online in a fresh browser,
 * and offline from a warm profile (the home-screen start of goal 7):
 * `BENCH_DATA_DIR=<seeded> npx tsx bench/coldstart-ab.ts <distA> <distB> [runs]`. B's server runs
 * on a copy of the data (`<BENCH_DATA_DIR>-ab`). Prints each run's first rows and the medians.
 */
import { rmSync } from 'node:fs';
import { startAbServers } from './ab-servers';
import { coldStart, warmProfile, warmStart } from './app-session';
import { apiLogin, median } from './lib';

async function main() {
  const { a, b, runs, stop } = await startAbServers('coldstart-ab.ts');
  const sides = await Promise.all(
    (
      [
        ['A', a],
        ['B', b],
      ] as const
    ).map(async ([name, server]) => {
      const token = await apiLogin(server.url);
      return {
        name,
        url: server.url,
        token,
        profile: await warmProfile(server.url, token),
        online: [] as number[],
        offline: [] as number[],
      };
    }),
  );
  try {
    for (let i = 0; i < runs; i++) {
      for (const side of sides) {
        side.online.push((await coldStart(side.url, side.token)).firstRowMs);
        side.offline.push(await warmStart(side.profile, side.url, side.token, true));
        console.info(i, side.name, 'online', side.online[i], 'offline', side.offline[i]);
      }
    }
    for (const side of sides)
      console.info(
        `${side.name} medians: online ${Math.round(median(side.online))} ms, offline ${Math.round(median(side.offline))} ms`,
      );
  } finally {
    for (const side of sides) rmSync(side.profile, { recursive: true, force: true });
    await stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
