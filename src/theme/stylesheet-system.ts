/**
 * The theme system the build-time stylesheet is made from (theme-stylesheet.ts): the whole theme
 * plus the global styles, Chakra's reset and ours with the static classes. Only the stylesheet
 * carries them: in a build the run-time system's global CSS is never written (vite.config.ts), so
 * system.ts leaves them out and the entry does not carry the static classes' style objects.
 */
import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import { STATIC_CLASSES } from './static-classes.ts';
import { createThemeSystem } from './system.ts';

/**
 * The keyframes are CSS the stylesheet writes (`@keyframes spin`, ...); at run time a style only
 * names one (`animation: spin ...`), so the run-time system goes without their bodies.
 */
const chakraGlobals = defineConfig({ preflight: true, globalCss, theme: { keyframes } });

const ourGlobals = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body' },
    ...STATIC_CLASSES,
  },
});

export function createStylesheetSystem() {
  return createThemeSystem('stylesheet', chakraGlobals, ourGlobals);
}
