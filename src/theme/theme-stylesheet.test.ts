// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStylesheetSystem } from './stylesheet-system';
import { BADGE_PALETTES } from './static-classes';
import { themeStylesheet } from './theme-stylesheet';

describe('the build-time theme stylesheet', () => {
  const system = createStylesheetSystem();
  const css = themeStylesheet(system);

  it('declares the cascade layers first, so the recipes inserted at run time keep their order', () => {
    expect(css.startsWith(system.layers.atRule.replace(/,\s+/g, ','))).toBe(true);
  });

  it('holds the reset, the global styles of system.ts and the token variables, each in its layer', () => {
    expect(css).toMatch(/@layer reset\{/);
    expect(css).toMatch(/@layer base\{[^]*\.dc-row\{/);
    expect(css).toMatch(/@layer tokens\{[^]*--chakra-colors-blue-500:/);
    expect(css).toContain('--chakra-radii-default:8px');
  });

  it('carries the dark-mode token values', () => {
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
  });

  it('defines every token variable of the system, so no var() of a recipe or style prop is left unset', () => {
    // Emotion drops a declaration whose value is blank (Chakra's `blurs.none`), at run time as here
    const base = [...(system.tokens.cssVarMap.get('base') ?? new Map<string, string>()).entries()];
    const variables = base.filter(([, value]) => String(value).trim() !== '').map(([name]) => name);
    expect(variables.length).toBeGreaterThan(300);
    for (const name of variables) expect(css).toContain(`${name}:`);
  });

  it('holds the static classes of the first screen: every badge palette sets the palette variables', () => {
    expect(css).toMatch(/\.dc-badge\{[^}]*background:var\(--chakra-colors-color-palette-subtle\)/);
    for (const palette of BADGE_PALETTES) {
      expect(css).toContain(
        `.dc-badge[data-palette=${palette}]{--chakra-colors-color-palette-50:var(--chakra-colors-${palette}-50)`,
      );
    }
    expect(css).toMatch(/\.dc-menu-link\[data-active\]\{[^}]*var\(--chakra-colors-blue-subtle\)/);
    // body rows of a div-grid table are skipped by style and layout while off screen
    expect(css).toMatch(
      /\.dc-grid>\[role=rowgroup\]:last-child>\.dc-grid-row\{content-visibility:auto;contain-intrinsic-block-size:auto 37px;\}/,
    );
    // a title cell's badge wraps under the title instead of spilling over the next column
    expect(css).toMatch(/\.dc-grid-title\{[^}]*flex-wrap:wrap/);
  });

  it("holds the list page's frame, its count, outline buttons and pager as Chakra's recipes draw them", () => {
    // the button recipe's outline variant, its badge's lg size, Stack's column and its gaps
    expect(css).toContain(
      '.dc-button[data-variant=outline]{border-color:var(--chakra-colors-color-palette-border);color:var(--chakra-colors-color-palette-fg);}',
    );
    expect(css).toMatch(/\.dc-badge\[data-size=lg\]\{[^}]*min-height:var\(--chakra-sizes-7\)/);
    expect(css).toMatch(/\.dc-page\{[^}]*flex-direction:column;gap:var\(--chakra-spacing-3\)/);
    expect(css).toMatch(/\.dc-group\[data-gap="3"\]\{gap:var\(--chakra-spacing-3\);\}/);
  });
});
