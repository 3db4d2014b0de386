#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, unit and server tests (Vitest, on PGlite and, when
 * TEST_DATABASE_URL is set, again on that real Postgres), a production build, then the
 * Playwright suite (in PW_SHARDS shards side by side, default 1). Prints one closing line 'N passed, N failed'
 * summing every suite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const tmp = join(process.cwd(), 'node_modules', '.tmp', 'test-report');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const steps = [];
/** Each failed test's name and first message lines, repeated under the summary: CI keeps only the tail. */
const failures = [];

/** The first lines of a failure message, without colour codes */
function firstLines(message, n = 4) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, n)
    .map((line) => `      ${line.trim().slice(0, 200)}`)
    .join('\n');
}

/**
 * Warnings a build must not print (issue 10): Vite's '(!)' notices (a deprecated option, a config
 * the native loader cannot read), Rolldown's deprecations, and a chunk over the size limit
 * (Vite's own, and vite.config.ts's `chunkSizeWarning`).
 */
const BUILD_WARNING = /^\(!\)|deprecat|larger than \d+ kB|KB minified \(warning above/im;

/** The first build warning in `output`, if any (the file list's lines name chunks, which may say anything). */
function buildWarning(output) {
  return output.split('\n').find((line) => !/^\s*dist\//.test(line) && BUILD_WARNING.test(line));
}

/**
 * Runs one step and records it. With `refuse`, the output is also read (and shown): a line
 * `refuse` returns fails the step even when the command succeeds.
 */
function run(name, cmd, args, env = {}, refuse = null) {
  const started = Date.now();
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const options = { env: { ...process.env, ...env } };
  const result = refuse
    ? spawnSync(cmd, args, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(cmd, args, { ...options, stdio: 'inherit' });
  let refused;
  if (refuse) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    process.stdout.write(output);
    refused = refuse(output);
    if (refused) console.error(`${name} printed: ${refused}`);
  }
  const ok = result.status === 0 && !refused;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

/** Adds a Vitest report's tests to the totals: 'missing' (no report, or a suite that could not run), 'failed tests' or 'passed'. */
function countVitest(file) {
  if (!existsSync(file)) return 'missing';
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(
          `${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`,
        );
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`${file.name.replace(process.cwd() + '/', '')} (the file failed)\n${firstLines(file.message)}`);
  }
  if ((report.numFailedTests ?? 0) > 0) return 'failed tests';
  return report.success === true ? 'passed' : 'missing';
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failures.push(
            `${spec.file}:${spec.line} › ${spec.title}\n${firstLines(test.results?.at(-1)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) failures.push(`playwright: ${firstLines(error.message, 2).trim()}`);
  return (report.stats?.unexpected ?? 0) > 0 || (report.errors ?? []).length === 0;
}

/** Runs commands side by side (their output is printed whole as each ends); true when all passed. */
async function runTogether(jobs) {
  const results = await Promise.all(
    jobs.map(
      ({ name, cmd, args, env = {}, refuse = null }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: { ...process.env, ...env } });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => {
            console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out}`);
            const refused = refuse?.(out);
            if (refused) console.error(`${name} printed: ${refused}`);
            const ok = code === 0 && !refused;
            steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
            resolve(ok);
          });
        }),
    ),
  );
  return results.filter((ok) => !ok).length;
}

/** n distinct free TCP ports on loopback (all held open together, so no two are the same) */
async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

const only = process.argv[2];
const want = (s) => !only || only === s;

const build = { name: 'build', cmd: 'npx', args: ['vite', 'build'], env: { NO_COLOR: '1' }, refuse: buildWarning };
const staticJobs = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
];
if (only === 'static') failed += await runTogether(staticJobs);
/**
 * In a whole run the static checks start first, at the lowest CPU priority (nice 19), and take
 * only the time the tests leave idle: the journeys keep about a quarter of the two cores idle
 * while a page and the server wait on each other. Beside the contract suite at equal priority they
 * made every job of that phase three times slower (render.test.ts: 26 s alone, 149 s there).
 */
const atIdlePriority = (job) => ({ ...job, cmd: 'nice', args: ['-n', '19', job.cmd, ...job.args] });
const staticRun = only ? null : runTogether(staticJobs.map(atIdlePriority));

if (want('unit')) {
  // Web and server files on PGlite first, side by side. Then the contract suite beside the server
  // suite on Postgres and (in a whole run) the static checks, so no core idles while the longest
  // of them finishes.
  const vitest = (name, projects, env = {}) => {
    const out = join(tmp, `vitest-${name.replace(/\W+/g, '-')}.json`);
    const args = [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ];
    return { name: `vitest ${name}`, cmd: 'npx', args, env, out };
  };
  const first = vitest('web and server (PGlite)', ['web', 'server', 'server-pure']);
  // not spawnSync: the static checks' output must keep flowing meanwhile
  await runTogether([first]);
  const then = [vitest('contract', ['contract'])];
  if (process.env.TEST_DATABASE_URL)
    then.push(vitest('server (Postgres)', ['server-postgres'], { DATABASE_URL: process.env.TEST_DATABASE_URL }));
  // In a whole run the production build goes there too: the journeys need it next.
  const withBuild = !only;
  await runTogether(withBuild ? [...then, build] : then);
  if (withBuild && !steps.find((s) => s.name === build.name)?.ok) failed += 1;
  for (const job of [first, ...then]) {
    const outcome = countVitest(job.out);
    if (outcome === 'missing') failed += 1;
    // Vitest's report says success with an unhandled error (a rejection no test awaited); only
    // its exit code tells. Counted, so the closing line cannot say 0 failed beside a failed step.
    else if (outcome === 'passed' && !steps.find((s) => s.name === job.name)?.ok) {
      console.error(
        `${job.name}: every test passed but the run failed (an unhandled error: see 'Unhandled Errors' above)`,
      );
      failed += 1;
    }
  }
}

if (want('e2e')) {
  if (only && !run(build.name, build.cmd, build.args, build.env, build.refuse)) failed += 1;
  // PW_SHARDS=N splits Playwright's files into N shards that run side by side, each with its own
  // server and fresh database on its own port. One by default: on 2 cores two shards saved about
  // 2 minutes but loaded the machine enough for a 10 s expectation to time out once.
  const shards = Math.max(1, Number(process.env.PW_SHARDS ?? 1));
  const ports = await freePorts(shards);
  const outs = ports.map((_, i) => join(tmp, `playwright-${i + 1}.json`));
  await runTogether(
    ports.map((port, i) => ({
      name: `playwright ${i + 1}/${shards}`,
      cmd: 'npx',
      args: ['playwright', 'test', ...(shards > 1 ? [`--shard=${i + 1}/${shards}`] : [])],
      // each shard its own artefacts folder: a run empties its folder as it starts
      env: { E2E_PORT: String(port), PW_JSON_OUTPUT: outs[i], PW_OUTPUT_DIR: `test-results/shard-${i + 1}` },
    })),
  );
  for (const out of outs) if (!countPlaywright(out)) failed += 1;
}

// a failed static check counts once (its output above says what)
if (staticRun) failed += await staticRun;

console.info('\n=== summary');
for (const s of steps) console.info(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (failures.length > 0) console.info(`\n=== failed\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0);
