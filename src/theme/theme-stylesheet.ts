/**
 * The theme's global CSS written out at build time: Chakra's cascade-layer order, its reset
 * (preflight), the global styles of system.ts and the token variables (every colour, size and
 * spacing as a CSS custom property, with the dark-mode values).
 *
 * Chakra computes this CSS in `createSystem` at every start, and its provider then has Emotion
 * serialise and insert it: about a third of the entry's evaluation and a long task of the first
 * render at 4x CPU, for a stylesheet that is the same on every start. vite.config.ts writes the
 * result of this function to a hashed stylesheet that index.html links, and tells Chakra's
 * browser build to skip computing it (see `themeStylesheet` plugin there).
 *
 * Node only (the build and its test): Emotion's cache returns the rules as text only where
 * there is no document.
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';

/** The CSS Chakra's provider would insert for this system, in its order: the layer order first. */
export function themeStylesheet(system: SystemContext): string {
  if (typeof document !== 'undefined') throw new Error('themeStylesheet runs at build time, in Node');
  const cache = createCache({ key: 'css' });
  const insertedByProvider = [system.layers.atRule, system._global];
  return insertedByProvider
    .map((styles) => cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false) ?? '')
    .join('\n');
}
