/**
 * The database-free server tests are chosen by name (`*.pure.test.ts`, vite.config.ts): they run
 * once, not again on Postgres. This keeps the name true both ways: a file so named opens no
 * database (it would lose its Postgres run silently), and a server test file that opens none is
 * so named (it would run twice for nothing). A file opens a database when it imports one of the
 * modules that open one for tests, or opens one itself.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_ONLY_MARK, PGLITE_ONLY_WORD, pgliteOnlyTests, testFilesUnder } from '../server-test-files';

const ROOT = resolve(import.meta.dirname, '../..');
const OPENERS = new Set(['server/testing/helpers', 'server/testing/test-database', 'server/testing/two-nodes']);
const OPENS_ITSELF = /\bopen(?:Empty)?(?:Test)?Database\(/;

const TWO_CONNECTIONS = new Set(['server/testing/two-nodes', 'server/testing/test-database']);

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/gm)].map((m) =>
    relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? '')).replace(/\.tsx?$/, ''),
  );
}

function opensDatabase(file: string): boolean {
  return importsOf(file).some((path) => OPENERS.has(path)) || OPENS_ITSELF.test(readFileSync(join(ROOT, file), 'utf8'));
}

describe('database-free server tests are named so, and only they', () => {
  const files = testFilesUnder(ROOT, 'server');

  it('finds the server tests', () => {
    expect(files.filter((f) => f.endsWith('.pure.test.ts')).length).toBeGreaterThan(5);
  });

  it('every file opens a database exactly when it is not named *.pure.test.ts', () => {
    const misnamed = files.filter((file) => opensDatabase(file) === file.endsWith('.pure.test.ts'));
    expect(misnamed).toEqual([]);
  });
});

describe('server tests marked to run on PGlite only', () => {
  const marked = pgliteOnlyTests(ROOT);

  it('finds the marked files', () => {
    expect(marked.length).toBeGreaterThan(3);
  });

  it('every mark gives its reason', () => {
    const bare = testFilesUnder(ROOT, 'server').filter((file) => {
      const head = readFileSync(join(ROOT, file), 'utf8').slice(0, 2000);
      return PGLITE_ONLY_WORD.test(head) && !PGLITE_ONLY_MARK.test(head);
    });
    expect(bare).toEqual([]);
  });

  it('no marked file opens a database of its own or two nodes (those are what Postgres is for)', () => {
    expect(marked.filter((file) => importsOf(file).some((path) => TWO_CONNECTIONS.has(path)))).toEqual([]);
  });
});
