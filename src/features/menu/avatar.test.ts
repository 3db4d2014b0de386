import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarInitials } from './avatar';

describe('letter avatar', () => {
  it.each([
    ['Demo Admin', 'DA'],
    ['fiona', 'F'],
    ['Mary Jane van Dyke', 'MJV'],
    ['  spaced   out  name ', 'SON'],
    ['', 'UN'],
    [null, 'UN'],
    [undefined, 'UN'],
    ['Émile Zola', 'ÉZ'],
  ])('initials of %j are %s', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });

  it('picks the same palette colour for the same name, and spreads names over the palette', () => {
    expect(avatarColor('Demo Admin')).toBe(avatarColor('Demo Admin'));
    expect(AVATAR_COLORS).toContain(avatarColor('Demo Admin'));
    const colours = new Set(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'].map(avatarColor));
    expect(colours.size).toBeGreaterThan(3);
    expect(avatarColor(null)).toBe(avatarColor(''));
  });
});
