/**
 * Which server test files run where, read from the files themselves so no list is kept by hand:
 * vite.config.ts builds its Vitest projects from this, and test/contract/pure-tests.test.ts keeps
 * the names and marks true.
 * - `*.pure.test.ts` opens no database: it runs once (`server-pure`).
 * - A file whose header says `@pglite-only: <why>` runs on PGlite only, not again on Postgres.
 *   PGlite is the Postgres engine itself, so SQL, types and errors agree; what differs is the
 *   server version, the driver's decoding and locking across connections. A file whose SQL is
 *   only the generic store's (run on Postgres by resources.test.ts and the db tests) and that
 *   holds no two connections at once gains nothing from the second run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATABASE_FREE_TESTS = ['server/**/*.pure.test.ts', 'bench/**/*.test.ts'];

/** the mark and its reason; a bare `@pglite-only` without one is refused by the contract check */
export const PGLITE_ONLY_MARK = /@pglite-only:\s*\S/;
export const PGLITE_ONLY_WORD = /@pglite-only\b/;

/** every `*.test.ts` under `dir`, as paths relative to `root` */
export function testFilesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .sort();
}

/** the server test files that open a database and are marked to run on PGlite only */
export function pgliteOnlyTests(root: string): string[] {
  return testFilesUnder(root, 'server').filter(
    (file) =>
      !file.endsWith('.pure.test.ts') && PGLITE_ONLY_MARK.test(readFileSync(join(root, file), 'utf8').slice(0, 2000)),
  );
}
