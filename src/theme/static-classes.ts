/**
 * Static classes for what every signed-in start draws: the side menu, badges, in-text links, the
 * filter bars' selects and buttons, and the tables. They are global styles of the theme
 * (system.ts), so the build writes them into the theme stylesheet once, in Chakra's tokens.
 *
 * Why not Chakra's styled components here: each one resolves its style props, serialises them
 * with Emotion and inserts the rules at render. The side menu alone was 217 such elements on
 * every page, and the list page's rows, badges and links as many again: the largest share of
 * the first render in the start-up profile (docs/bench.md). Elements drawn a handful of times,
 * and anything with behaviour (inputs, dialogs, menus), stay Chakra components.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** The colour palettes a static badge can take (`data-palette`); unknown values read gray. */
export const BADGE_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export type BadgePalette = (typeof BADGE_PALETTES)[number];

const focusRing = { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' } as const;

/** Chakra's badge recipe (subtle variant; sizes sm and xs), as classes. */
const badges: Record<string, SystemStyleObject> = {
  '.dc-badge': {
    colorPalette: 'gray',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  '.dc-badge[data-size=xs]': { textStyle: '2xs', px: '1', minH: '4' },
  ...Object.fromEntries(BADGE_PALETTES.map((p) => [`.dc-badge[data-palette=${p}]`, { colorPalette: p }])),
};

/** The side menu: rows, headings, sub-links, switches (src/features/menu). */
const menu: Record<string, SystemStyleObject> = {
  '.dc-menu': { display: 'flex', flexDirection: 'column', h: 'full', minH: '0', bg: 'bg.panel' },
  '.dc-menu-top': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between' },
  '.dc-menu-user': { display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '2' },
  '.dc-menu-user-name': { fontSize: 'sm', fontWeight: 'semibold' },
  '.dc-menu-user-role': { fontSize: 'xs', color: 'fg.muted' },
  '.dc-menu-scroll': { flex: '1', minH: '0', overflowY: 'auto', px: '2' },
  '.dc-menu-scroll[data-collapsed]': { px: '1' },
  '.dc-menu-empty': { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
  '.dc-menu-list': { pb: '2' },
  '.dc-menu-line': { display: 'flex', alignItems: 'center', gap: '1', pr: '1' },
  '.dc-menu-link': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    flex: '1',
    minW: '0',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    fontSize: 'sm',
    transition: 'background 150ms',
    _hover: { bg: 'bg.muted' },
    _focusVisible: focusRing,
  },
  '.dc-menu-link[data-active]': { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
  '.dc-menu-link.dc-menu-sublink': { py: '1.5' },
  '.dc-menu-sub': { pl: '9', py: '1' },
  '.dc-menu-note': { fontSize: 'xs', color: 'fg.muted', pl: '10', pr: '3', pb: '1' },
  '.dc-menu-heading': { mt: '1' },
  '.dc-menu-heading-button': {
    w: 'full',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    fontSize: 'xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted' },
    _focusVisible: focusRing,
  },
  '.dc-menu-heading-label': { flex: '1', textAlign: 'start' },
  '.dc-menu-group': { pl: '2' },
  '.dc-menu-footer': { display: 'flex', flexDirection: 'column', gap: '3', px: '4', py: '3', borderTopWidth: '1px', fontSize: 'sm' },
  '.dc-menu-caption': { fontWeight: 'semibold', fontSize: 'xs', textTransform: 'uppercase', color: 'fg.muted' },
  '.dc-menu-queue': { display: 'flex', gap: '4' },
  '.dc-menu-logout': { display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', borderRadius: 'l2', _hover: { bg: 'bg.muted' }, _focusVisible: focusRing },
  '.dc-branding': { px: '4', pt: '4', pb: '2' },
  '.dc-branding-logo': { maxH: '48px', maxW: '200px', objectFit: 'contain' },
  '.dc-branding-name': { fontWeight: 'bold', fontSize: 'lg' },
  '.dc-branding .dc-badge': { mt: '2' },
  '.dc-branding-compact': { px: '2', py: '3', textAlign: 'center', fontWeight: 'bold', fontSize: 'sm' },
  '.dc-avatar': {
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'white',
    color: 'white',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'xs',
    fontWeight: 'bold',
  },
  '.dc-avatar[data-large]': { fontSize: 'sm' },
};

/** Small buttons and toggles drawn without a recipe. */
const controls: Record<string, SystemStyleObject> = {
  '.dc-icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '8',
    h: '8',
    borderRadius: 'l2',
    color: 'fg',
    _hover: { bg: 'bg.muted' },
    _focusVisible: focusRing,
  },
  '.dc-info-toggle': { display: 'inline-flex', p: '1', color: 'fg.muted', cursor: 'help', borderRadius: 'full', _focusVisible: focusRing },
  '.dc-turns': { display: 'inline-flex', transition: 'transform 200ms' },
  '.dc-turns[data-open]': { transform: 'rotate(180deg)' },
  '.dc-switch': { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm', position: 'relative' },
  '.dc-switch-input': {
    position: 'absolute',
    w: '1px',
    h: '1px',
    p: '0',
    m: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
  '.dc-switch-track': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: '0',
    w: '8',
    h: '4',
    p: '0.5',
    borderRadius: 'full',
    bg: 'bg.emphasized',
    transition: 'background 150ms',
  },
  '.dc-switch-thumb': { w: '3', h: '3', borderRadius: 'full', bg: 'white', boxShadow: 'xs', transition: 'transform 150ms' },
  '.dc-switch-input:checked + .dc-switch-track': { bg: 'gray.solid' },
  '.dc-switch-input:checked + .dc-switch-track > .dc-switch-thumb': { transform: 'translateX(1rem)' },
  '.dc-switch-input:focus-visible + .dc-switch-track': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
};

/**
 * The filter bars' labelled selects and their Apply and Clear buttons: Chakra's field, native
 * select (size sm, outline) and button (size sm) recipes, as classes.
 */
const forms: Record<string, SystemStyleObject> = {
  '.dc-field': { display: 'flex', flexDirection: 'column', gap: '1.5', position: 'relative', alignItems: 'flex-start', width: { base: '10.5rem', md: '11rem' } },
  '.dc-field-label': { display: 'flex', alignItems: 'center', gap: '1', textAlign: 'start', textStyle: 'sm', fontWeight: 'medium', userSelect: 'none' },
  '.dc-select-wrap': { position: 'relative', display: 'flex', width: '100%', height: 'fit-content' },
  '.dc-select': {
    width: '100%',
    minW: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    h: '9',
    lineHeight: 'normal',
    textStyle: 'sm',
    ps: '2.5',
    pe: '8',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    focusVisibleRing: 'inside',
    _disabled: { layerStyle: 'disabled' },
  },
  '.dc-select > option, .dc-select > optgroup': { bg: 'bg' },
  '.dc-select-indicator': {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    top: '50%',
    transform: 'translateY(-50%)',
    height: '100%',
    color: 'fg.muted',
    insetEnd: '2',
    textStyle: 'md',
    '& svg': { width: '1em', height: '1em' },
  },
  '.dc-button': {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'relative',
    borderRadius: 'l2',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'button',
    flexShrink: '0',
    outline: '0',
    lineHeight: '1.2',
    isolation: 'isolate',
    fontWeight: 'medium',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    focusVisibleRing: 'outside',
    h: '9',
    minW: '9',
    px: '3.5',
    textStyle: 'sm',
    gap: '2',
    _disabled: { layerStyle: 'disabled' },
  },
  '.dc-button[data-variant=solid]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', _hover: { bg: 'colorPalette.solid/90' } },
  '.dc-button[data-variant=ghost]': { bg: 'transparent', color: 'colorPalette.fg', _hover: { bg: 'colorPalette.subtle' } },
  '.dc-wrap': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end' },
  '.dc-hstack': { display: 'flex', alignItems: 'center', gap: '3' },
};

/** Links in text and table cells, and the resource table's rows, cells and headers. */
const tables: Record<string, SystemStyleObject> = {
  '.dc-inline-link': { color: 'blue.fg', textDecoration: 'underline' },
  '.dc-table': { borderWidth: '1px', borderRadius: 'md', overflowX: 'auto' },
  '.dc-thead': { display: 'grid', bg: 'bg.muted', fontWeight: 'semibold', fontSize: 'sm' },
  '.dc-th': { px: '2', py: '2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.dc-th-button': { fontWeight: 'semibold', textAlign: 'left', _focusVisible: focusRing },
  '.dc-row': { display: 'grid', alignItems: 'center', borderTopWidth: '1px', fontSize: 'sm', position: 'absolute', top: '0', left: '0', width: '100%' },
  '.dc-cell': { px: '2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' },
  '.dc-cell[data-pending]': { fontStyle: 'italic', bg: 'blue.subtle' },
  '.dc-title-cell': { display: 'flex', gap: '1', alignItems: 'center' },
  '.dc-ellipsis': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.dc-muted-note': { fontSize: 'sm', color: 'fg.muted' },
  // A table as a grid of divs (the run summary's runs): every row a grid of the same columns
  // (--dc-grid-template), skipped by style and layout while off screen.
  '.dc-grid-scroll': { borderWidth: '1px', borderRadius: 'md', overflow: 'auto' },
  '.dc-grid': { minWidth: 'min-content', fontSize: 'sm' },
  '.dc-grid-head': { position: 'sticky', top: '0', zIndex: '1', bg: 'bg', fontWeight: 'medium' },
  '.dc-grid-row': { display: 'grid', gridTemplateColumns: 'var(--dc-grid-template)', alignItems: 'center', borderBottomWidth: '1px' },
  '.dc-grid > [role=rowgroup]:last-child > .dc-grid-row': { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 37px' },
  '.dc-grid-row[aria-selected=true]': { bg: 'blue.subtle' },
  '.dc-grid-cell': { px: '2', py: '2', minW: '0' },
  // a title cell whose badge (an unsent change) goes under the title when the column is too narrow
  '.dc-grid-title': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '1', rowGap: '0.5' },
  '.dc-grid-title > a': { whiteSpace: 'nowrap' },
  '.dc-link': { color: 'blue.fg', textDecoration: 'underline', fontWeight: 'medium' },
  '.dc-progress': { display: 'flex', alignItems: 'center', gap: '2', minW: '9rem' },
  '.dc-progress-track': { flex: '1', h: '2.5', bg: 'bg.emphasized', borderRadius: 'full', overflow: 'hidden', display: 'flex' },
  '.dc-progress-done': { bg: 'green.solid' },
  '.dc-progress-failed': { bg: 'red.solid' },
  '.dc-progress-text': { fontSize: 'xs', whiteSpace: 'nowrap', minW: '3.25rem', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
};

export const STATIC_CLASSES: Record<string, SystemStyleObject> = { ...badges, ...menu, ...controls, ...forms, ...tables };
