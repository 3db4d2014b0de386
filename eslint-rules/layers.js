/**
 * Import boundaries (STYLE.md, docs/architecture.md). The client is layered:
 *
 *   resources < theme < lib < offline < screens < session < ui < features < app < entry point
 *
 * A shared module (src/resources ... src/ui) imports its own folder and the folders below it only,
 * so the shared folders have no cycle between them. A feature imports shared modules and its own
 * files only: never another feature (what two features share belongs in src/session or src/ui, and a
 * page that shows another feature's screen goes through the screen registry). Nothing imports
 * src/app except the entry point. No module takes part in an import cycle (type-only imports and
 * dynamic import() are not part of the load order and do not count).
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve('src');
const SHARED = ['resources', 'theme', 'lib', 'offline', 'screens', 'session', 'ui'];

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (SHARED.includes(top)) return { kind: 'shared', name: top, rank: SHARED.indexOf(top) };
  return { kind: 'entry' };
}

function violation(from, to) {
  if (to.kind === 'app' && from.kind !== 'app' && from.kind !== 'entry')
    return 'Only the entry point and src/app import src/app.';
  if (to.kind === 'feature' && from.kind === 'shared')
    return `Shared module ${from.name} may not import the feature '${to.name}'.`;
  if (to.kind === 'feature' && from.kind === 'feature' && to.name !== from.name)
    return `The feature '${from.name}' may not import the feature '${to.name}': move what both use to src/session or src/ui, or reach the other screen through the screen registry.`;
  if (to.kind === 'shared' && from.kind === 'shared' && to.rank > from.rank)
    return `src/${from.name} may not import src/${to.name}: the shared folders are layered ${SHARED.join(' < ')}.`;
  return null;
}

// ---- import cycles: a graph of the files' static value imports, read from disk and kept by mtime

/** static imports and re-exports that load code (not `import type` / `export type`) */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
const seen = new Map(); // file -> { mtime, deps }

function resolveFile(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (fs.statSync(c).isFile()) return c;
    } catch {
      // not this candidate
    }
  }
  return null;
}

function depsOfText(file, text) {
  const deps = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const target = resolveFile(file, m[1]);
    if (target && /\.tsx?$/.test(target)) deps.push(target);
  }
  return deps;
}

function depsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = seen.get(file);
  if (hit && hit.mtime === mtime) return hit.deps;
  const deps = depsOfText(file, fs.readFileSync(file, 'utf8'));
  seen.set(file, { mtime, deps });
  return deps;
}

/** a path of files from `start` back to `goal`, or null */
function pathBack(start, goal) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const chain = [];
      for (let f = at; f; f = parent.get(f)) chain.unshift(f);
      return chain;
    }
    for (const next of depsOf(at)) {
      if (!parent.has(next)) {
        parent.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        const check = (node, spec, typeOnly) => {
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = layerOf(path.resolve(path.dirname(file), spec));
          let why = from && to ? violation(from, to) : null;
          if (!why && !typeOnly && node.parent.type !== 'ImportExpression') {
            const resolved = resolveFile(file, spec);
            const chain = resolved && pathBack(resolved, file);
            if (chain) why = `Import cycle: ${[file, ...chain].map((f) => path.relative(SRC, f)).join(' -> ')}.`;
          }
          if (why) context.report({ node, messageId: 'bad', data: { why } });
        };
        return {
          ImportDeclaration: (node) => check(node.source, node.source.value, node.importKind === 'type'),
          ExportNamedDeclaration: (node) =>
            node.source && check(node.source, node.source.value, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, true),
        };
      },
    },
  },
};
