/**
 * `npx tsx bench/api-only.ts`: the API figure alone (a 14,000-delivery day's list page at 32
 * connections, next to `/api/health` on the same server), for iterating on the list API without
 * the whole bench. BENCH_DATA_DIR reuses a seeded PGlite folder (`npm run seed -- --deliveries
 * 100000 --data-dir DIR`); DATABASE_URL runs the server on that Postgres instead (seed it first);
 * otherwise it seeds BENCH_DELIVERIES (100,000) into a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLoadFigures, formatApiFigures } from './api-load';
import { startServer } from './lib';

const reuse = process.env.BENCH_DATA_DIR;
const onPostgres = Boolean(process.env.DATABASE_URL);
const dataDir = reuse ?? (onPostgres ? '' : mkdtempSync(join(tmpdir(), 'depot-bench-api-')));
if (!reuse && !onPostgres) {
  const deliveries = process.env.BENCH_DELIVERIES ?? '100000';
  execFileSync('npx', ['tsx', 'server/seed/cli.ts', '--deliveries', deliveries, '--data-dir', dataDir], {
    stdio: 'inherit',
  });
}
const server = await startServer(onPostgres ? {} : { DATA_DIR: dataDir });
try {
  const figures = await apiLoadFigures(server.url);
  console.info(formatApiFigures(figures));
} finally {
  await server.stop();
  if (!reuse && !onPostgres) rmSync(dataDir, { recursive: true, force: true });
}
