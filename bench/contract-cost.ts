/**
 * What the contract suite (test/contract) costs per resource, for the budget of issues 34-37
 * ("the contract suite's time grows by under 2 s per resource"). It reads a Vitest JSON report
 * of the suite and gives the suite's time (the files' times added: the files run one at a time),
 * that time over the registry's resources, and each resource's own tests: a test belongs to the
 * resource its title starts with (`deliveries.list`, `charges as admin@demo.test`, `runs
 * finished -> in-progress`); the rest (the per-user context checks, each file's app and seed)
 * is shared. Run:
 *
 *   npx vitest run --project contract --reporter=json --outputFile=/tmp/contract.json
 *   npx tsx bench/contract-cost.ts /tmp/contract.json
 *
 * Figures and how they were taken: docs/bench.md.
 */
import { readFileSync } from 'node:fs';
import { RESOURCE_NAMES } from '../src/resources/index';

/** The part of Vitest's JSON report this reads. */
export interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { title: string; duration?: number | null }[];
  }[];
}

export interface ContractCost {
  /** the files' wall times added */
  suiteMs: number;
  resources: number;
  /** suiteMs over the resources */
  perResourceMs: number;
  /** each resource's own tests, largest first */
  byResource: { name: string; ms: number; tests: number }[];
  /** each file's time and the part of it no resource's test took (its app, its seed, shared checks) */
  files: { name: string; ms: number; sharedMs: number }[];
}

/** The resource a test's title starts with, or null. */
export function resourceOf(title: string, names: readonly string[]): string | null {
  const first = /^[A-Za-z0-9]+/.exec(title)?.[0];
  return first !== undefined && names.includes(first) ? first : null;
}

export function contractCost(report: VitestReport, names: readonly string[]): ContractCost {
  const own = new Map<string, { ms: number; tests: number }>();
  const files: ContractCost['files'] = [];
  let suiteMs = 0;
  for (const file of report.testResults) {
    const ms = Math.max(0, file.endTime - file.startTime);
    suiteMs += ms;
    let attributed = 0;
    for (const test of file.assertionResults) {
      const name = resourceOf(test.title, names);
      if (name === null) continue;
      const duration = test.duration ?? 0;
      attributed += duration;
      const entry = own.get(name) ?? { ms: 0, tests: 0 };
      own.set(name, { ms: entry.ms + duration, tests: entry.tests + 1 });
    }
    files.push({ name: file.name, ms, sharedMs: Math.max(0, ms - attributed) });
  }
  return {
    suiteMs,
    resources: names.length,
    perResourceMs: names.length ? suiteMs / names.length : 0,
    byResource: [...own].map(([name, v]) => ({ name, ...v })).sort((a, b) => b.ms - a.ms),
    files: files.sort((a, b) => b.ms - a.ms),
  };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (!path) throw new Error('usage: npx tsx bench/contract-cost.ts <vitest json report>');
  const cost = contractCost(JSON.parse(readFileSync(path, 'utf8')) as VitestReport, RESOURCE_NAMES);
  console.info(`suite ${s(cost.suiteMs)} over ${cost.resources} resources: ${s(cost.perResourceMs)} a resource`);
  console.info('| file | time | not any one resource |\n| --- | --- | --- |');
  for (const f of cost.files)
    console.info(`| ${f.name.replace(/^.*\/test\//, 'test/')} | ${s(f.ms)} | ${s(f.sharedMs)} |`);
  console.info('| resource | own tests | their time |\n| --- | --- | --- |');
  for (const r of cost.byResource.slice(0, 15)) console.info(`| ${r.name} | ${r.tests} | ${s(r.ms)} |`);
}
