import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { slotRecipes as chakraSlotRecipes, recipes as chakraRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, system } from './system';
import { createStylesheetSystem } from './stylesheet-system';
import { STATIC_CLASSES } from './static-classes';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name imported from '@chakra-ui/react' anywhere in the app. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sources('src')) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('theme system', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    const used = [...chakraImports()].map(lowerFirst);
    const needed = used.filter((key) => key in chakraSlotRecipes || key in chakraRecipes);
    expect(needed).toContain('table');
    for (const key of needed) expect(system.getSlotRecipe(key) ?? system.getRecipe(key), key).toBeDefined();
  });

  it('uses the spec breakpoints only', () => {
    expect(
      system.breakpoints
        .keys()
        .filter((k) => k !== 'base')
        .sort(),
    ).toEqual(Object.keys(BREAKPOINTS).sort());
  });
});

describe('the run-time system and the stylesheet system', () => {
  const full = createStylesheetSystem();
  // (the full system lists a token once per condition: light and dark)
  const names = (sys: typeof system) => [...new Set(sys.tokens.allTokens.map((t) => t.name))].sort();

  it('know the same tokens, each under the same variable, each resolving alike', () => {
    expect(names(system)).toEqual(names(full));
    for (const name of names(full)) {
      expect(system.token.var(name), name).toBe(full.token.var(name));
      expect(system.token(name), name).toBe(full.token(name));
    }
  });

  it('write the same CSS for every static class and every recipe style the app uses', () => {
    const styles: unknown[] = [...Object.values(STATIC_CLASSES)];
    const collect = (recipe: unknown) => {
      const { base, variants } = (recipe ?? {}) as { base?: object; variants?: Record<string, Record<string, object>> };
      if (base) styles.push(base);
      for (const options of Object.values(variants ?? {})) styles.push(...Object.values(options));
    };
    for (const key of Object.keys(full._config.theme?.slotRecipes ?? {})) collect(full.getSlotRecipe(key));
    for (const key of Object.keys(full._config.theme?.recipes ?? {})) collect(full.getRecipe(key));
    expect(styles.length).toBeGreaterThan(100);
    for (const style of styles) expect(system.css(style as never)).toEqual(full.css(style as never));
  });
});
