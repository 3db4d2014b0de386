/**
 * What the shell knows about an in-app path: its title (for the page heading and the document
 * title) and whether this user may open it. Menu items describe most paths; detail routes that
 * have no menu item of their own are listed here.
 */
import { isItemVisible, menuItemsForPath } from '../menu/menu-model';
import { adminType, any, dashboard, perm, staffOr } from '../menu/menu-rules';
import type { LabelSet, MenuContext, Rule } from '../menu/menu-types';
import type { SessionUser } from '../auth/session-user';

export const PRODUCT_NAME = 'Depot Console';

interface ExtraRoute {
  pattern: RegExp;
  title: string;
  visible: Rule;
}

export const EXTRA_ROUTES: readonly ExtraRoute[] = [
  { pattern: /^\/run\/r\/dropN\/[^/]+\/?$/, title: 'Drop Detail', visible: any(staffOr('drops'), perm('runs')) },
  { pattern: /^\/run\/r\/delivery\/[^/]+\/?$/, title: 'Delivery Detail', visible: any(dashboard, perm('drops')) },
  { pattern: /^\/(?:cd\/-?\d+\/)?d\/rg\/\d+\/?$/, title: 'Routing Group Deliveries', visible: perm('runs') },
  { pattern: /^\/d\/primary-connect(?:\/[^/]+)*\/?$/, title: 'Primary Connect', visible: adminType },
];

const FIXED_TITLES: Record<string, string> = {
  '/': 'Reports',
  '/auth/login': 'Log In',
  '/auth/logout': 'Log Out',
  '/no-access': 'No Access',
  '/offline': 'Available Offline',
  '/outbox': 'Unsent Changes',
};

export interface PathInfo {
  title: string;
  /** null: no known page at this path */
  access: 'allowed' | 'denied' | null;
  runSummary: boolean;
}

export function describePath(pathname: string, user: SessionUser | null, context: MenuContext | null, labels: LabelSet): PathInfo {
  const fixed = FIXED_TITLES[pathname];
  if (fixed) return { title: fixed, access: 'allowed', runSummary: false };
  const extra = EXTRA_ROUTES.find((r) => r.pattern.test(pathname));
  if (extra) {
    const allowed = !user || !context || (user.role !== 'contractor' && extra.visible(user, context));
    return { title: extra.title, access: allowed ? 'allowed' : 'denied', runSummary: false };
  }
  const items = menuItemsForPath(pathname);
  const first = items[0];
  if (!first) return { title: 'Route Not Found', access: null, runSummary: false };
  const visible = !user || !context ? items : items.filter((item) => isItemVisible(item, user, context));
  const shown = visible[0] ?? first;
  return { title: shown.label[labels], access: visible.length > 0 ? 'allowed' : 'denied', runSummary: shown.id === 'run.summary' };
}

/** Run Summary: '/run/r/country/{country}/{date}/.../rg/{id}/...' gives its date and routing group. */
export function runSummaryParts(pathname: string): { date: string | null; routingGroupId: number | null } {
  const segments = pathname.split('/').filter(Boolean);
  const date = segments[4] && /^\d{4}-\d{2}-\d{2}$/.test(segments[4]) ? segments[4] : null;
  const rgIndex = segments.indexOf('rg');
  const rg = rgIndex >= 0 ? Number(segments[rgIndex + 1]) : NaN;
  return { date, routingGroupId: Number.isInteger(rg) ? rg : null };
}

/** '<page title> | Depot Console'; Run Summary: '<routing group or date> | Run Summary | Depot Console'. */
export function documentTitle(info: PathInfo, runSummary?: { routingGroupName: string | null; date: string | null }): string {
  const parts = [info.title, PRODUCT_NAME];
  if (info.runSummary && runSummary) {
    const lead = runSummary.routingGroupName ?? runSummary.date;
    if (lead) parts.unshift(lead);
  }
  return parts.join(' | ');
}
