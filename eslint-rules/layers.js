/**
 * Import boundaries (STYLE.md): shared modules (src/resources, src/screens, src/lib, src/offline,
 * src/theme) import no feature and no app code; a feature imports shared modules, its own files
 * and other features' public index only; nothing imports src/app except the entry point.
 */
import path from 'node:path';

const SRC = path.resolve('src');
const SHARED = ['resources', 'screens', 'lib', 'offline', 'theme'];

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (SHARED.includes(top)) return { kind: 'shared', name: top };
  return { kind: 'entry' };
}

export default {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        if (!from) return {};
        const check = (node, spec) => {
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          const to = layerOf(target);
          if (!to) return;
          let why = null;
          if (to.kind === 'app' && from.kind !== 'app' && from.kind !== 'entry')
            why = 'Only the entry point and src/app import src/app.';
          else if (to.kind === 'feature' && from.kind === 'shared')
            why = `Shared module ${from.name} may not import the feature '${to.name}'.`;
          else if (to.kind === 'feature' && from.kind === 'feature' && to.name !== from.name) {
            const rel = path.relative(path.join(SRC, 'features', to.name), target);
            if (rel !== '' && rel !== 'index')
              why = `Import the feature '${to.name}' through its public index (../${to.name}), not its internals.`;
          }
          if (why) context.report({ node, messageId: 'bad', data: { why } });
        };
        return {
          ImportDeclaration: (node) => check(node.source, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
        };
      },
    },
  },
};
