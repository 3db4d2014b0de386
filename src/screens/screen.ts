/**
 * Builders for hand-written screens (the catalogue) and the rule that turns a link template into
 * router patterns: '{name}' is a path parameter, '{clientId/}' an optional client segment (admins
 * see other clients' pages under it), a query is not part of the route.
 */
import type { AppDomain, HeadingId, IconKey, Label, Pair, QuickSearchEntry, Rule } from '../resources';
import type { MenuEntryPlacement, Screen } from './types';

export function labelPair(label: Label): Pair<string> {
  return typeof label === 'string' ? { old: label, new: label } : { old: label[0], new: label[1] };
}

/** 'Was titled ...' for renamed items (spec 2.2). */
export function renamedTooltip(label: Pair<string>): string | undefined {
  return label.old !== label.new ? `Was titled '${label.old}'` : undefined;
}

/** Router patterns for a link template. */
export function patternsFor(link: string): string[] {
  const path = (link.split('?')[0] ?? link).replace(/^\//, '');
  const named = (p: string) => p.replace(/\{([A-Za-z]+)\}/g, ':$1');
  if (path.includes('{clientId/}'))
    return [named(path.replace('{clientId/}', '')), named(path.replace('{clientId/}', ':clientId/'))];
  return [named(path)];
}

export interface ScreenOptions {
  /** router patterns when they are wider than the link (every later segment a filter) */
  patterns?: readonly string[];
  oldIcon?: IconKey;
  beta?: Partial<Pair<boolean>>;
  domain?: AppDomain;
  tooltip?: string;
  contractor?: boolean;
  counter?: MenuEntryPlacement['counter'];
  submenu?: MenuEntryPlacement['submenu'];
  quickSearch?: QuickSearchEntry;
  titleFromRunSummary?: boolean;
  /** not in the menu (detail pages, pages reached from other pages) */
  hidden?: boolean;
}

/** A hand-written screen; `heading()` places it in the menu. Its id's literal type goes into ScreenId. */
export interface ScreenInit<I extends string = string> {
  id: I;
  link: string;
  label: Pair<string>;
  icon: IconKey;
  access: Rule;
  options: ScreenOptions;
}

export function screen<I extends string>(
  id: I,
  link: string,
  label: Label,
  icon: IconKey,
  access: Rule,
  options: ScreenOptions = {},
): ScreenInit<I> {
  return { id, link, label: labelPair(label), icon, access, options };
}

/** A catalogue screen, with its id's literal type. */
export type CatalogueScreen<I extends string = string> = Screen & { id: I };

function toScreen<I extends string>(init: ScreenInit<I>, heading: HeadingId | null, order: number): CatalogueScreen<I> {
  const { options: o } = init;
  const placement: MenuEntryPlacement = {
    id: init.id,
    heading,
    order,
    label: init.label,
    icon: { old: o.oldIcon ?? init.icon, new: init.icon },
    beta: { old: o.beta?.old ?? false, new: o.beta?.new ?? false },
    tooltip: o.tooltip ?? renamedTooltip(init.label),
    link: init.link,
    appDomain: o.domain ?? 'legacy',
    counter: o.counter,
    submenu: o.submenu,
  };
  return {
    id: init.id,
    link: init.link,
    patterns: o.patterns ?? patternsFor(init.link),
    title: init.label,
    access: init.access,
    contractor: o.contractor ?? false,
    menu: o.hidden ? [] : [placement],
    quickSearch: o.quickSearch,
    titleFromRunSummary: o.titleFromRunSummary,
  };
}

/**
 * One menu heading's entries, in menu order: a hand-written screen (`screen(...)`), or the menu item
 * id of a resource screen that its declaration places under this heading ('boxes.list'; a second
 * placement of the same screen adds '.1', a third '.2'). Each entry's order is its position (10,
 * 20, ...): the list is the one place that orders the heading.
 */
export interface HeadingList<I extends string = string> {
  heading: HeadingId;
  /** the hand-written screens, with their places */
  screens: CatalogueScreen<I>[];
  /** the place of each listed resource menu item, by its id */
  placed: ReadonlyMap<string, number>;
}

export function heading<I extends string = never>(
  id: HeadingId,
  entries: readonly (ScreenInit<I> | string)[],
): HeadingList<I> {
  const screens: CatalogueScreen<I>[] = [];
  const placed = new Map<string, number>();
  entries.forEach((entry, index) => {
    const order = (index + 1) * 10;
    if (typeof entry === 'string') placed.set(entry, order);
    else screens.push(toScreen(entry, id, order));
  });
  return { heading: id, screens, placed };
}

/** A top-level menu item (outside any heading) at this position among the headings (100, 200, ...). */
export function topLevel<I extends string>(order: number, init: ScreenInit<I>): CatalogueScreen<I> {
  return toScreen(init, null, order);
}

/** A screen the menu does not list (detail pages, the outbox ...). */
export function unlisted<I extends string>(init: ScreenInit<I>): CatalogueScreen<I> {
  return toScreen({ ...init, options: { ...init.options, hidden: true } }, null, 0);
}
