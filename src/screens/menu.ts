/**
 * The side menu derived from the screens: headings of spec 2.4 with the entries placed under
 * them, top-level entries between, each visible exactly when its screen opens for the user.
 */
import type { AccessContext, AccessUser, LabelSet } from '../resources';
import { HEADINGS } from '../resources/screens';
import { SCREENS, mayOpen } from './registry';
import type { MenuEntryPlacement, Screen } from './types';

export interface MenuItem extends MenuEntryPlacement {
  kind: 'item';
  screenId: string;
}

export interface MenuHeading {
  kind: 'heading';
  id: string;
  label: string;
  icon: (typeof HEADINGS)[number]['icon'];
  items: readonly MenuItem[];
}

export type MenuEntry = MenuHeading | MenuItem;

function itemsOf(screens: readonly Screen[]): MenuItem[] {
  return screens.flatMap((s) => s.menu.map((m) => ({ ...m, kind: 'item' as const, screenId: s.id })));
}

function build(): MenuEntry[] {
  const items = itemsOf(SCREENS);
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  const top: (MenuEntry & { order: number })[] = [
    ...HEADINGS.map((h) => ({
      kind: 'heading' as const,
      id: h.id,
      label: h.label,
      icon: h.icon,
      order: h.order,
      items: items.filter((i) => i.heading === h.id).sort(byOrder),
    })),
    ...items.filter((i) => i.heading === null),
  ];
  return top.sort(byOrder).map((entry) => {
    if (entry.kind === 'item') return entry;
    const { order: _order, ...heading } = entry;
    return heading;
  });
}

/** The whole menu, in order. */
export const MENU: readonly MenuEntry[] = build();

export function allMenuItems(menu: readonly MenuEntry[] = MENU): MenuItem[] {
  return menu.flatMap((entry) => (entry.kind === 'heading' ? [...entry.items] : [entry]));
}

const SCREEN_OF_ITEM = new Map(SCREENS.flatMap((s) => s.menu.map((m) => [m.id, s] as const)));

export function isItemVisible(item: MenuItem, user: AccessUser, context: AccessContext): boolean {
  const screen = SCREEN_OF_ITEM.get(item.id);
  return screen ? mayOpen(screen, user, context) && (item.only?.(user, context) ?? true) : false;
}

/** The menu this user sees: invisible items dropped, empty headings dropped, order kept. */
export function visibleMenu(user: AccessUser, context: AccessContext): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'item') {
      if (isItemVisible(entry, user, context)) result.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => isItemVisible(item, user, context));
    if (items.length > 0) result.push({ ...entry, items });
  }
  return result;
}

/** Filters labels (of the active label set) case-insensitively; headings keep matching items. */
export function searchMenu(entries: readonly MenuEntry[], query: string, labels: LabelSet): MenuEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  const matches = (item: MenuItem) => item.label[labels].toLowerCase().includes(needle);
  const result: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (matches(entry)) result.push(entry);
    } else {
      const items = entry.items.filter(matches);
      if (items.length > 0) result.push({ ...entry, items });
    }
  }
  return result;
}
