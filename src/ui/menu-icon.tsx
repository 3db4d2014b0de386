/**
 * Renders a menu or shell icon by its key (decorative: the label carries the meaning) from the
 * build's icon sprite, so the menu's and the shell's icon path data is not in the entry chunk.
 * Sized and coloured as react-icons draws them (currentColor, no stroke; `size="1em"` is
 * react-icons' own default, for icons sized by the text or the button around them).
 */
import type { IconKey } from '../resources';
import { MENU_ICON_SPRITE, type ShellIconKey } from './menu-icon-sprite';

const SPRITE_URL = `${import.meta.env.BASE_URL}${MENU_ICON_SPRITE}`;

export function MenuIcon({ name, size = 18 }: { name: IconKey | ShellIconKey; size?: number | string }) {
  return (
    <svg
      width={size}
      height={size}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="0"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
