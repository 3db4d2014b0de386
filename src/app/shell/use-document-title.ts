import { useEffect } from 'react';
import { usePathname } from '../../lib/pathname';
import { describePath, documentTitle, runSummaryParts } from '../../ui/route-catalogue';
import { useAuth } from '../../session/auth-context';
import { menuPrefsStore, useMenuContext, useStore } from '../../session/use-menu-context';
import { useRoutingGroups } from '../../session/use-reference-lists';

/** Keeps document.title in step with the route (spec 2.1). */
function useDocumentTitle(): void {
  const pathname = usePathname();
  const { state } = useAuth();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const info = describePath(pathname, state.user, context, prefs.labels);
  const needsGroups = info.runSummary;
  const groups = useRoutingGroups(needsGroups && state.isAuthenticated);
  const { date, routingGroupId } = runSummaryParts(pathname);
  const routingGroupName = groups.data?.find((g) => g.id === routingGroupId)?.name ?? null;
  const title = documentTitle(info, { routingGroupName, date });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The title as a leaf of the shell, not a hook of the shell itself: the routing groups' answer
 * (and every menu-context change) then re-renders this alone, not the shell and the page in it.
 * As a transition over the whole shell it could also wait behind a page chunk still loading.
 */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}
