import { describe, expect, it } from 'vitest';
import { HEADINGS, ICON_KEYS } from '../resources';
import { allMenuItems } from '../screens';
import { buildMenuIconSprite, iconSymbol } from './menu-icon-sprite.build';

const sprite = buildMenuIconSprite(ICON_KEYS);
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)].map((m) => [
    m[1],
    { viewBox: m[2], body: m[3] ?? '' },
  ]),
);

/** every icon the menu draws: the headings' and each entry's, in both label sets */
const menuIcons = new Set<string>([
  ...HEADINGS.map((h) => h.icon),
  ...allMenuItems().flatMap((i) => [i.icon.new, i.icon.old]),
]);

describe('menu icon sprite, rendered from the react-icons components', () => {
  it('is one svg with a symbol for each icon key, in order', () => {
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><symbol id=')).toBe(true);
    expect(sprite.endsWith('</symbol></svg>')).toBe(true);
    expect([...symbols.keys()]).toEqual([...ICON_KEYS]);
  });

  it('draws every icon the menu declares (headings, entries, old and new labels)', () => {
    expect(menuIcons.size).toBeGreaterThan(20);
    for (const key of menuIcons) {
      const symbol = symbols.get(key);
      expect(symbol, key).toBeDefined();
      expect(symbol?.viewBox, key).toBe('0 0 24 24');
      const paths = [...(symbol?.body ?? '').matchAll(/<path [^>]*\bd="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(paths.length, key).toBeGreaterThan(0);
      expect(
        paths.every((d) => /^[Mm][\d.\s-]/.test(d)),
        key,
      ).toBe(true);
    }
  });

  it("leaves out react-icons' invisible 24x24 padding box and writes SVG attribute names", () => {
    expect(sprite).not.toContain('M0 0h24v24H0z');
    expect(sprite).not.toMatch(/ (?!viewBox=)[a-z]+[A-Z][a-zA-Z]*="/);
    expect(symbols.get('MdFactCheck')?.body).toContain('fill-rule="evenodd"');
    expect(symbols.get('MdHome')?.body).toBe('<path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z"></path>');
  });

  it('fails loudly on an icon name react-icons does not have', () => {
    expect(() => iconSymbol('MdNoSuchIcon')).toThrow('react-icons/md has no icon MdNoSuchIcon');
    expect(() => buildMenuIconSprite([...ICON_KEYS, 'MdNoSuchIcon'])).toThrow(/MdNoSuchIcon/);
  });
});
