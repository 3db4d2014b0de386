import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { slotRecipes as chakraSlotRecipes, recipes as chakraRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, system } from './system';

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
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
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
    expect(system.breakpoints.keys().filter((k) => k !== 'base').sort()).toEqual(Object.keys(BREAKPOINTS).sort());
  });
});
