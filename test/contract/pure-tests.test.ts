/**
 * The database-free server tests are chosen by name (`*.pure.test.ts`, vite.config.ts): they run
 * once, not again on Postgres. This keeps the name true both ways: a file so named opens no
 * database (it would lose its Postgres run silently), and a server test file that opens none is
 * so named (it would run twice for nothing). A file opens a database when it imports one of the
 * modules that open one for tests, or opens one itself.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const OPENERS = new Set(['server/testing/helpers', 'server/testing/test-database', 'server/testing/two-nodes']);
const OPENS_ITSELF = /\bopen(?:Empty)?(?:Test)?Database\(/;

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function opensDatabase(file: string): boolean {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const imported = [...text.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/gm)].map((m) =>
    relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? '')).replace(/\.tsx?$/, ''),
  );
  return imported.some((path) => OPENERS.has(path)) || OPENS_ITSELF.test(text);
}

describe('database-free server tests are named so, and only they', () => {
  const files = testFiles('server');

  it('finds the server tests', () => {
    expect(files.filter((f) => f.endsWith('.pure.test.ts')).length).toBeGreaterThan(5);
  });

  it('every file opens a database exactly when it is not named *.pure.test.ts', () => {
    const misnamed = files.filter((file) => opensDatabase(file) === file.endsWith('.pure.test.ts'));
    expect(misnamed).toEqual([]);
  });
});
