/**
 * The domain list (database-free: *.pure.test.ts): every resource hook reaches the generic routes through it, a misplaced or
 * doubled hook fails at start, the server's folders import each other without a cycle, and no
 * domain imports another's code (server/domains.ts hands each what it needs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceByName, resourceList, type ResourceDef } from '../../src/resources/index';
import { DOMAINS } from '../domains';
import { hookLookup, type Domain } from './domain';

const def = (name: string): ResourceDef => {
  const found = resourceByName(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
};

describe('hookLookup', () => {
  const hooksOf = hookLookup(DOMAINS);

  it('gives each hooked resource the hooks its domain declares (inside its lifecycle step, when it has one)', () => {
    for (const domain of DOMAINS)
      for (const [name, hooks] of Object.entries(domain.hooks ?? {})) {
        const found = hooksOf(def(name));
        if (def(name).lifecycle || def(name).audited) expect(found.extraFields).toBe(hooks?.extraFields);
        else expect(found).toBe(hooks);
      }
    expect(hooksOf(def('deliveries')).beforeWrite).toBeTypeOf('function');
    expect(hooksOf(def('users')).extraFields).toEqual(['password']);
    for (const name of ['scans', 'routePlans', 'drops', 'preDeliveries', 'lineHaulJobs'])
      expect(hooksOf(def(name)).beforeWrite ?? hooksOf(def(name)).afterWrite).toBeTypeOf('function');
  });

  it('gives a resource without hooks none', () => {
    const hooked = new Set(DOMAINS.flatMap((d) => Object.keys(d.hooks ?? {})));
    const plain = resourceList.find((r) => !hooked.has(r.name) && !r.lifecycle && !r.audited);
    expect(plain).toBeDefined();
    if (plain) expect(hooksOf(plain)).toEqual({ extraFields: [] });
  });

  it('refuses hooks for a name that is not a resource (it does not compile either)', () => {
    // @ts-expect-error a misspelt resource name is not a key of the hook table
    const stray: Domain = { name: 'stray', hooks: { deliverys: { extraFields: [] } } };
    expect(() => hookLookup([stray])).toThrow(/'deliverys', which is not a resource/);
  });

  it('refuses a resource hooked by two domains', () => {
    const a: Domain = { name: 'a', hooks: { users: { extraFields: [] } } };
    const b: Domain = { name: 'b', hooks: { users: { extraFields: [] } } };
    expect(() => hookLookup([a, b])).toThrow(/'users' has hooks in both 'a' and 'b'/);
  });

  it('lists each domain once, the generic resource routes last', () => {
    expect(new Set(DOMAINS.map((d) => d.name)).size).toBe(DOMAINS.length);
    expect(DOMAINS.at(-1)?.name).toBe('resources');
  });
});

describe('server folders', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  /** the folder of a server file, or the file itself at the top (app.ts, main.ts, config.ts, ...) */
  const unit = (rel: string): string => rel.split(path.sep)[0] ?? rel;
  /** static imports that load code: `import type` and `export type` are erased and do not count */
  const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm;

  it('import each other without a cycle (by value imports)', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, spec = ''] of text.matchAll(VALUE_IMPORT)) {
        const target = path.relative(root, path.resolve(root, path.dirname(file), spec));
        if (target.startsWith('..')) continue;
        const [from, to] = [unit(file), unit(target)];
        if (from === to) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
      }
    }
    const cycles: string[] = [];
    const reaches = (from: string, goal: string, seen = new Set<string>()): boolean =>
      from === goal ||
      (!seen.has(from) && (seen.add(from), [...(edges.get(from) ?? [])].some((n) => reaches(n, goal, seen))));
    for (const [from, tos] of edges) for (const to of tos) if (reaches(to, from)) cycles.push(`${from} -> ${to}`);
    expect(cycles).toEqual([]);
  });

  it('a domain imports no other domain by value; what it needs is handed to it by server/domains.ts', () => {
    /** the platform every domain builds on: the domain kit, sign-in and the generic resources */
    const SHARED = new Set(['domain', 'auth', 'resources']);
    /** reports read finance's pure model (the invoice arithmetic); finance gets reports' computation injected */
    const ALLOWED = new Set(['reports -> finance']);
    const isDomain = (unit: string) => fs.existsSync(path.join(root, unit, 'domain.ts'));
    const crossings = new Set<string>();
    for (const file of files) {
      const from = unit(file);
      if (!isDomain(from)) continue;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, spec = ''] of text.matchAll(VALUE_IMPORT)) {
        const to = unit(path.relative(root, path.resolve(root, path.dirname(file), spec)));
        if (to !== from && isDomain(to) && !SHARED.has(to) && !ALLOWED.has(`${from} -> ${to}`))
          crossings.add(`${file} -> ${to}`);
      }
    }
    expect([...crossings]).toEqual([]);
  });
});
