/**
 * Build step, not app code: the menu icon sprite (./menu-icon-sprite.ts names the file), one
 * `<symbol>` per icon key, made by rendering each react-icons component with React's own static
 * renderer and taking the drawing inside its `<svg>`. vite.config.ts serves it in dev and emits
 * it in the build; the app never imports this module (it would pull in every Material icon).
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as md from 'react-icons/md';

const ICONS: Record<string, ComponentType | undefined> = md;

/** react-icons renders one `<svg …>` around the icon's shapes */
const SVG = /^<svg([^>]*)>(.*)<\/svg>$/s;
const PATH = /<path ([^>]*)><\/path>/g;
/** the invisible 24x24 box react-icons pads each Material icon with; the symbol's viewBox does that */
const isPadding = (attrs: string) =>
  / fill="none"( |$)/.test(` ${attrs}`) && / d="M0 0h24v24H0z"( |$)/.test(` ${attrs}`);

/** One icon's `<symbol>`; throws when react-icons/md has no icon of that name. */
export function iconSymbol(key: string): string {
  const Icon = ICONS[key];
  if (!Icon) throw new Error(`react-icons/md has no icon ${key}`);
  const svg = SVG.exec(renderToStaticMarkup(createElement(Icon)));
  if (!svg) throw new Error(`react-icons/md ${key} did not render as one <svg>`);
  const viewBox = /\sviewBox="([^"]*)"/.exec(svg[1] ?? '')?.[1] ?? '0 0 24 24';
  const shapes = (svg[2] ?? '').replace(PATH, (path, attrs: string) => (isPadding(attrs) ? '' : path));
  if (!shapes) throw new Error(`react-icons/md ${key} drew nothing`);
  return `<symbol id="${key}" viewBox="${viewBox}">${shapes}</symbol>`;
}

/** The sprite file's text: a symbol for each key, in the order given. */
export function buildMenuIconSprite(keys: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${keys.map(iconSymbol).join('')}</svg>`;
}
