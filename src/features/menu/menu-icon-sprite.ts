/** The file name of the menu icon sprite, built by vite.config.ts from react-icons' path data. */
export const MENU_ICON_SPRITE = 'menu-icons.svg';
