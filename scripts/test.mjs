#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, unit and server tests (Vitest, on PGlite and, when
 * TEST_DATABASE_URL is set, again on that real Postgres), a production build, then the
 * Playwright suite. Prints one closing line 'N passed, N failed' summing every suite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const tmp = join(process.cwd(), 'node_modules', '.tmp', 'test-report');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const steps = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  return (report.numFailedTests ?? 0) > 0 || report.success === true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  return (report.stats?.unexpected ?? 0) > 0 || (report.errors ?? []).length === 0;
}

/** Runs commands side by side (their output is printed whole as each ends); true when all passed. */
async function runTogether(jobs) {
  const results = await Promise.all(
    jobs.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => {
            console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out}`);
            steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 100) / 10 });
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.filter((ok) => !ok).length;
}

const only = process.argv[2];
const want = (s) => !only || only === s;

if (want('static')) {
  // the type-checker and the linter are independent and each mostly single-threaded
  failed += await runTogether([
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  ]);
}

if (want('unit')) {
  const out = join(tmp, 'vitest.json');
  const ok = run('vitest (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (!countVitest(out) && !ok) failed += 1;
  if (process.env.TEST_DATABASE_URL) {
    const outPg = join(tmp, 'vitest-pg.json');
    const okPg = run('vitest server suite (Postgres)', 'npx', ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${outPg}`], {
      DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
    if (!countVitest(outPg) && !okPg) failed += 1;
  }
}

if (want('e2e')) {
  if (!run('build', 'npx', ['vite', 'build'])) failed += 1;
  const out = join(tmp, 'playwright.json');
  const ok = run('playwright', 'npx', ['playwright', 'test'], { PW_JSON_OUTPUT: out });
  if (!countPlaywright(out) && !ok) failed += 1;
}

console.info('\n=== summary');
for (const s of steps) console.info(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0);
