import { createElement } from 'react';
import { MENU_ICONS, type IconKey } from './menu-icons';

/** Renders a menu icon by its key (decorative: the label carries the meaning). */
export function MenuIcon({ name, size = 18 }: { name: IconKey; size?: number }) {
  return createElement(MENU_ICONS[name], { size, 'aria-hidden': true });
}
