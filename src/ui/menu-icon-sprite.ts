/** The file name of the icon sprite, built by vite.config.ts from react-icons' path data. */
export const MENU_ICON_SPRITE = 'menu-icons.svg';

/**
 * The icons the shell draws itself (header, menu and quick-menu buttons), beside the menu's
 * declared ones (ICON_KEYS): in the sprite too, so the boot carries no icon path data.
 */
export const SHELL_ICON_KEYS = [
  'MdMenu',
  'MdExpandMore',
  'MdChevronLeft',
  'MdChevronRight',
  'MdSearch',
  'MdInfoOutline',
] as const;
export type ShellIconKey = (typeof SHELL_ICON_KEYS)[number];
