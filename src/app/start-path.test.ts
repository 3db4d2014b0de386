/**
 * What the first screens load: the static import graph (no `import type`, no `import()`) of the
 * start (src/main.tsx's stages) and of the three pages staff open most. A module reached here is
 * downloaded and evaluated before that page shows, so the CSV parser, zod and the record forms
 * must stay out, and the photo viewer (docs/bench.md, "Start-path bytes"). The graph is the bundler's upper bound: what
 * is not reached here cannot be in those chunks.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.'))
    return `npm:${spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/')}`;
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(SRC, e));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('npm:') || !/\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, m[1] ?? '');
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

const rel = (files: Set<string>) => [...files].map((f) => (f.startsWith('npm:') ? f : f.slice(SRC.length + 1)));
const DATABASE = ['npm:dexie', 'offline/db.ts'];
const OUTBOX_WORK = ['offline/outbox/replay.ts', 'offline/outbox/store.ts', 'offline/outbox/bookkeeping.ts'];
/** Does this module declare a resource (`export const x = defineResource({...})`)? */
const declares = (file: string) =>
  !file.startsWith('npm:') && /=\s*defineResource\(/.test(readFileSync(join(SRC, file), 'utf8'));
const KEPT_OUT = [
  'npm:zod',
  'npm:papaparse',
  'resources/csv.ts',
  'resources/schema.ts',
  'ui/resource-pages/edit-form.tsx',
  'ui/resource-pages/resource-import-page.tsx',
  'ui/image-lightbox.tsx',
];

describe('the start path', () => {
  it.each([
    ['the start', ['main.tsx', 'app/mount.tsx', 'offline/index.ts', 'theme/system.ts']],
    ['the deliveries list', ['features/deliveries/pages.tsx']],
    ['the overview', ['features/overview/overview-page.tsx']],
    ['the run summary', ['features/runs/pages.tsx']],
    ['a generic list', ['ui/resource-pages/list-route.tsx']],
  ])('of %s leaves out the CSV parser, zod and the record forms', (_name, entries) => {
    const reached = rel(staticGraph(entries));
    expect(reached.length).toBeGreaterThan(5);
    expect(reached.filter((f) => KEPT_OUT.includes(f))).toEqual([]);
  });

  // The pages read IndexedDB live through dexie-react-hooks, so a page's chunk may bring Dexie
  // (it loads the database on its first read anyway); the boot may not: the shell's live readers
  // are lazy (offline/shell-readers.tsx).
  it('of the boot leaves out Dexie: the shell reads IndexedDB through lazy readers', () => {
    const reached = rel(staticGraph(['main.tsx', 'app/mount.tsx', 'offline/shell.ts', 'theme/system.ts']));
    expect(reached.length).toBeGreaterThan(5);
    expect(reached.filter((f) => [...DATABASE, 'npm:dexie-react-hooks'].includes(f))).toEqual([]);
  });

  // The menu, router, gate and offline layer read each resource's boot face (resources/boot.ts,
  // generated from the declarations); the fields, forms and lifecycles load with the pages.
  it('of the boot leaves out the resource declarations', () => {
    const reached = rel(staticGraph(['main.tsx', 'app/mount.tsx', 'offline/shell.ts', 'theme/system.ts']));
    expect(reached).toContain('resources/boot-registry.ts');
    expect(reached.filter((f) => f === 'resources/index.ts' || declares(f))).toEqual([]);
  });

  // The replay and the outbox's store need the database, itself loaded on demand: they load with it.
  it('of the boot leaves out the outbox replay and store', () => {
    const reached = rel(staticGraph(['main.tsx', 'app/mount.tsx', 'offline/shell.ts', 'theme/system.ts']));
    expect(reached).toContain('offline/replay-scheduler.ts');
    expect(reached.filter((f) => OUTBOX_WORK.includes(f))).toEqual([]);
  });

  it('would see them: a generic list reaches the declarations', () => {
    const reached = rel(staticGraph(['ui/resource-pages/list-route.tsx']));
    expect(reached).toContain('resources/index.ts');
    expect(reached.filter(declares).length).toBeGreaterThan(20);
  });

  it('would see Dexie: the service worker reaches the database statically', () => {
    const reached = rel(staticGraph(['offline/db.ts']));
    expect(DATABASE.filter((f) => !reached.includes(f))).toEqual([]);
  });

  it('would see them: the generic record pages reach all of them', () => {
    const reached = rel(staticGraph(['ui/resource-pages/pages.tsx', 'ui/image-lightbox.tsx']));
    expect(KEPT_OUT.filter((f) => !reached.includes(f))).toEqual([]);
  });
});
