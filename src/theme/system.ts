/**
 * The Chakra theme system of the spec's section 9: breakpoints xs 0 / sm 600 / md 900 / lg 1200 /
 * xl 1536, an 8 px spacing unit, radius 8, sans-serif, modal widths and 150-375 ms transitions.
 * The breakpoints replace Chakra's defaults outright (a deep merge would keep Chakra's 2xl at
 * 1536 px, the same width as our xl).
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  layerStyles,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  recipes,
  semanticTokens,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const BREAKPOINTS = { xs: '0px', sm: '600px', md: '900px', lg: '1200px', xl: '1536px' } as const;
export const SPACING_UNIT_PX = 8;
export const MODAL_WIDTHS = { default: '750px', large: '80vw', sliding: '1000px' } as const;
export const DROPDOWN_MAX_HEIGHT = '300px';
export const MENU_WIDTH_PX = 280;
export const SIDE_NAV_WIDTH_PX = 320;

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      radii: {
        default: { value: '8px' },
      },
      sizes: {
        modal: { value: MODAL_WIDTHS.default },
        modalLarge: { value: MODAL_WIDTHS.large },
        modalSliding: { value: MODAL_WIDTHS.sliding },
        menu: { value: `${MENU_WIDTH_PX}px` },
        sideNav: { value: `${SIDE_NAV_WIDTH_PX}px` },
        dropdown: { value: DROPDOWN_MAX_HEIGHT },
      },
      durations: {
        shortest: { value: '150ms' },
        shorter: { value: '200ms' },
        short: { value: '250ms' },
        standard: { value: '300ms' },
        complex: { value: '375ms' },
      },
    },
    semanticTokens: {
      radii: {
        l1: { value: '4px' },
        l2: { value: '8px' },
        l3: { value: '8px' },
      },
    },
  },
});

/**
 * The slot recipes of the Chakra components the app uses (system.test.ts checks every one is
 * here; a component without its recipe renders unstyled). Chakra's `defaultConfig` carries all
 * 58, from date pickers to QR codes, and importing it also builds Chakra's own default system at
 * load: both sat on the start-up path.
 */
const slotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  timeline: timelineSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's default theme (its `defaultThemeConfig`) with our breakpoints in place of its own and
 * only the recipes above. Its reset, global styles and keyframes are the stylesheet's alone
 * (stylesheet-system.ts): in a build the run-time system never writes global CSS.
 */
const chakraTheme = (semantic: typeof semanticTokens) =>
  defineConfig({
    cssVarsPrefix,
    cssVarsRoot,
    theme: {
      breakpoints: BREAKPOINTS,
      tokens,
      semanticTokens: semantic,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

interface ConditionalValue {
  _light?: unknown;
}
const isConditional = (value: unknown): value is ConditionalValue =>
  typeof value === 'object' && value !== null && '_light' in value;

/**
 * The semantic tokens with one condition each, their light value. Style props and recipes at run
 * time only name tokens (`fg.muted` becomes `var(--chakra-colors-fg-muted)`). The values, light
 * and dark, live in the build-time stylesheet (theme-stylesheet.ts), which is made from the full
 * tokens. Building every token in two conditions was most of `createSystem`, the longest task of
 * every start at 4x CPU (docs/bench.md). The token names, and so every class and variable, are
 * the same in both systems (system.test.ts).
 */
function oneConditionEach<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map(oneConditionEach) as T;
  const entries = Object.entries(node).map(([key, child]) => {
    if (key === 'value' && isConditional(child)) return [key, { base: child._light }];
    return [key, oneConditionEach(child)];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * `'stylesheet'`: the whole theme, for the build-time stylesheet, with the global styles it is
 * given (stylesheet-system.ts). `'runtime'`: the same names with one condition per semantic token,
 * for the app (see `oneConditionEach`).
 * The spacing scale keeps Chakra's 4 px steps, so the 8 px unit is token `2` (and `4` = 16 px).
 */
export function createThemeSystem(use: 'runtime' | 'stylesheet', ...globals: SystemConfig[]) {
  return createSystem(
    defaultBaseConfig,
    chakraTheme(use === 'runtime' ? oneConditionEach(semanticTokens) : semanticTokens),
    config,
    ...globals,
  );
}

export const system = createThemeSystem('runtime');
