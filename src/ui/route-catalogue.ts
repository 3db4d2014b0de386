/**
 * What the shell knows about an in-app path, from the screen registry: its title (page heading
 * and document title) and whether this user may open it.
 */
import type { AccessContext, AccessUser, LabelSet } from '../resources';
import { matchScreen, mayOpen, type Screen } from '../screens';

export const PRODUCT_NAME = 'Depot Console';

/** Paths outside the signed-in screens. */
const FIXED_TITLES: Record<string, string> = {
  '/': 'Reports',
  '/auth/login': 'Log In',
  '/auth/logout': 'Log Out',
};

export interface PathInfo {
  title: string;
  /** null: no known page at this path */
  access: 'allowed' | 'denied' | null;
  runSummary: boolean;
  screen: Screen | null;
}

export function describePath(
  pathname: string,
  user: AccessUser | null,
  context: AccessContext | null,
  labels: LabelSet,
): PathInfo {
  const fixed = FIXED_TITLES[pathname];
  if (fixed) return { title: fixed, access: 'allowed', runSummary: false, screen: null };
  const match = matchScreen(pathname);
  if (!match) return { title: 'Route Not Found', access: null, runSummary: false, screen: null };
  const { screen } = match;
  const allowed = !user || !context || mayOpen(screen, user, context);
  return {
    title: screen.title[labels],
    access: allowed ? 'allowed' : 'denied',
    runSummary: screen.titleFromRunSummary === true,
    screen,
  };
}

/**
 * Run Summary: '/run/r/country/{country}/{date}/.../rg/{id}/...' gives its date and routing group.
 * Read here by hand, not through its codec (src/screens/run-summary-url.ts): the document title is
 * on the start path, and the codec with its declarations is 1.4 KB gzip of the entry.
 */
export function runSummaryParts(pathname: string): { date: string | null; routingGroupId: number | null } {
  const segments = pathname.split('/').filter(Boolean);
  const date = segments[4] && /^\d{4}-\d{2}-\d{2}$/.test(segments[4]) ? segments[4] : null;
  const rgIndex = segments.indexOf('rg');
  const rg = rgIndex >= 0 ? Number(segments[rgIndex + 1]) : NaN;
  return { date, routingGroupId: Number.isInteger(rg) ? rg : null };
}

/** '<page title> | Depot Console'; Run Summary: '<routing group or date> | Run Summary | Depot Console'. */
export function documentTitle(
  info: PathInfo,
  runSummary?: { routingGroupName: string | null; date: string | null },
): string {
  const parts = [info.title, PRODUCT_NAME];
  if (info.runSummary && runSummary) {
    const lead = runSummary.routingGroupName ?? runSummary.date;
    if (lead) parts.unshift(lead);
  }
  return parts.join(' | ');
}
