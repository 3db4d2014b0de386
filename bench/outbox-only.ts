/**
 * `npx tsx bench/outbox-only.ts`: figure 7 alone, against a server on a fresh default demo
 * database, for iterating on the outbox without the whole bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLogin, startServer } from './lib';
import { measureOutbox } from './outbox-figures';

const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-outbox-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  console.info(await measureOutbox(server.url, await apiLogin(server.url)));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
