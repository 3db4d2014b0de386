/** The quick menu's navigation search entries (spec 2.3) and the name/code filters, at most 9 results. */
import type { AccessUser } from '../../resources';
import { SCREENS, fillLink, mayOpen } from '../../screens';
import type { MenuClient, MenuContext } from '../../screens/menu-types';

export const MAX_QUICK_RESULTS = 9;

export interface NavEntry {
  name: string;
  path: string;
}

/** The screens declared for the navigation search that this user may open, in the spec's order. */
export function navigationEntries(user: AccessUser, context: MenuContext): NavEntry[] {
  return SCREENS.filter((s) => s.quickSearch && mayOpen(s, user, context))
    .sort((a, b) => (a.quickSearch?.order ?? 0) - (b.quickSearch?.order ?? 0))
    .map((s) => ({
      name: s.quickSearch?.name ?? s.title.new,
      path: fillLink(s.link, user, { today: context.today, clientId: context.clientId }),
    }));
}

export function filterNavigation(entries: readonly NavEntry[], query: string): NavEntry[] {
  const needle = query.trim().toLowerCase();
  return entries.filter((e) => e.name.toLowerCase().includes(needle)).slice(0, MAX_QUICK_RESULTS);
}

export function filterClients(clients: readonly MenuClient[], query: string): MenuClient[] {
  const needle = query.trim().toLowerCase();
  return clients
    .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.code.toLowerCase().includes(needle))
    .slice(0, MAX_QUICK_RESULTS);
}
