/**
 * The bench's `list` part alone against a given build, on a seeded database:
 * `BENCH_DATA_DIR=<seeded> npx tsx bench/list-only.ts [dist] [runs]` (prints the figures;
 * `BENCH_LIST_TRACE=1` adds each filter step's main-thread timeline). Two builds compared turn
 * about on the same folder measure what a change did on a shared, busy machine.
 */
import { resolve } from 'node:path';
import { apiLogin, startServer } from './lib';
import { measureLargeList } from './list-figures';

async function main() {
  const data = process.env.BENCH_DATA_DIR;
  if (!data) throw new Error('set BENCH_DATA_DIR to a seeded database');
  const server = await startServer({ DATA_DIR: data, STATIC_DIR: resolve(process.argv[2] ?? 'dist') });
  try {
    const token = await apiLogin(server.url);
    console.info(JSON.stringify(await measureLargeList(server.url, token, Number(process.argv[3] ?? 3))));
  } finally {
    await server.stop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
