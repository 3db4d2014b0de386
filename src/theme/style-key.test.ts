import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chakraSimpleHashRange, styleKey } from './style-key';
import { createStylesheetSystem } from './stylesheet-system';
import { STATIC_CLASSES } from './static-classes';

/** Chakra's own `simpleHash`, read from its memo.js where the build replaces it (vite.config.ts). */
function chakraSimpleHash(): (value: unknown) => string {
  const require = createRequire(import.meta.url);
  const memo = join(require.resolve('@chakra-ui/react').replace(/[\\/]dist[\\/].*$/, ''), 'dist/esm/utils/memo.js');
  const code = readFileSync(memo, 'utf8');
  const range = chakraSimpleHashRange(code);
  if (!range) throw new Error(`no simpleHash in ${memo}`);
  const hash: unknown = runInNewContext(`${code.slice(range.start, range.end)}; simpleHash`);
  if (typeof hash !== 'function') throw new Error('simpleHash is not a function');
  return (value) => String(hash(value));
}

describe("the style key, in place of Chakra's simpleHash in the build", () => {
  const simpleHash = chakraSimpleHash();

  it('writes the same key as Chakra for every recipe style, token and static class of the theme', () => {
    const full = createStylesheetSystem();
    const theme = full._config.theme ?? {};
    const values: unknown[] = [
      ...Object.values(STATIC_CLASSES),
      ...Object.values(theme.slotRecipes ?? {}),
      ...Object.values(theme.recipes ?? {}),
      theme.tokens,
      theme.semanticTokens,
      theme.textStyles,
    ];
    expect(values.length).toBeGreaterThan(40);
    for (const value of values) expect(styleKey(value)).toBe(simpleHash(value));
  });

  it('writes the same key for every kind of value, in any key order', () => {
    function named() {
      return 1;
    }
    const values: unknown[] = [
      null,
      undefined,
      '',
      'fg.muted',
      0,
      -0,
      1.5,
      Number.NaN,
      true,
      false,
      named,
      () => 2,
      [],
      [1, 'a', null, undefined, [true], { b: 2, a: 1 }],
      {},
      { only: 1 },
      { z: 1, a: { y: [1, { d: 4, c: 3 }], x: undefined }, m: null },
      { _hover: { bg: 'gray.100' }, p: 2, color: { base: 'fg', md: 'fg.muted' } },
      Symbol.for('s'),
      10n,
    ];
    for (const value of values) expect(styleKey(value), String(typeof value)).toBe(simpleHash(value));
    // the keys are sorted, as Chakra sorts them: the same entries in another order are one key
    expect(styleKey({ a: 1, b: 2 })).toBe(styleKey({ b: 2, a: 1 }));
  });
});
