/**
 * The whole side menu of spec 2.4 under its 15 headings, plus the items outside any heading,
 * and the pure functions that filter it per user and map in-app paths back to its items.
 */
import { isAdmin } from '../../resources/roles';
import type { SessionUser } from '../auth/session-user';
import { confirmationsHeading, deliveriesHeading, orderSearch, reportsHeading } from './menu-model-deliveries';
import {
  adminHeading, contractorsHeading, financialHeading, lineHaulHeading, operationsHeading, routingHeading,
} from './menu-model-operations';
import {
  courierHeading, devHeading, documentation, myAccount, pickPackHeading, rdsHeading, settingsHeading, toolsHeading,
} from './menu-model-tools';
import type { LabelSet, MenuContext, MenuEntry, MenuHeading, MenuItem } from './menu-types';

export const MENU: readonly MenuEntry[] = [
  orderSearch,
  deliveriesHeading,
  confirmationsHeading,
  reportsHeading,
  adminHeading,
  financialHeading,
  contractorsHeading,
  lineHaulHeading,
  operationsHeading,
  routingHeading,
  pickPackHeading,
  rdsHeading,
  courierHeading,
  toolsHeading,
  settingsHeading,
  devHeading,
  documentation,
  myAccount,
];

export const MENU_HEADINGS: readonly MenuHeading[] = MENU.filter((e): e is MenuHeading => e.kind === 'heading');

export function allMenuItems(menu: readonly MenuEntry[] = MENU): MenuItem[] {
  return menu.flatMap((entry) => (entry.kind === 'heading' ? [...entry.items] : [entry]));
}

export function isItemVisible(item: MenuItem, user: SessionUser, context: MenuContext): boolean {
  if (user.role === 'contractor' && !item.contractor) return false;
  return item.visible(user, context);
}

/** The menu this user sees: invisible items dropped, empty headings dropped, order kept. */
export function visibleMenu(user: SessionUser, context: MenuContext): MenuEntry[] {
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

/** The link of an item for this user: {date}, {clientId} and the admin-only {clientId/} segment. */
export function resolveUri(item: MenuItem, user: SessionUser, context: MenuContext): string {
  const clientSegment = isAdmin(user) && context.clientId !== -1 ? `${context.clientId}/` : '';
  return item.uri
    .replace('{date}', context.today)
    .replace('{clientId/}', clientSegment)
    .replace('{clientId}', String(context.clientId))
    .replace('{filter}', encodeURIComponent(JSON.stringify({ date: context.today })));
}

const compiled = new Map<string, RegExp[]>();
function patterns(item: MenuItem): RegExp[] {
  let list = compiled.get(item.id);
  if (!list) {
    list = item.uriRegex.map((source) => new RegExp(source));
    compiled.set(item.id, list);
  }
  return list;
}

/** Every item of the full menu whose uriRegex matches the in-app path (no query). */
export function menuItemsForPath(pathname: string): MenuItem[] {
  return allMenuItems().filter((item) => patterns(item).some((re) => re.test(pathname)));
}

export type PathAccess = 'allowed' | 'denied' | 'unknown';

/** 'unknown' when no menu item describes the path; 'denied' when items do but none is visible. */
export function pathAccess(pathname: string, user: SessionUser, context: MenuContext): PathAccess {
  const items = menuItemsForPath(pathname);
  if (items.length === 0) return 'unknown';
  return items.some((item) => isItemVisible(item, user, context)) ? 'allowed' : 'denied';
}
