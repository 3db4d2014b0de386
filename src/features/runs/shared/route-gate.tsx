/**
 * Spec 6 gating for the hand-written pages: they are mounted before the section routes, so they
 * apply the same rule the section pages do (the menu's visibility for this path). The server
 * enforces access anyway; this only avoids showing a page that would answer 403.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../auth/auth-context';
import { describePath } from '../../layout/route-catalogue';
import { menuPrefsStore, useMenuContext, useStore } from '../../menu/use-menu-context';

export function RouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const info = describePath(pathname.replace(/\/+$/, '') || '/', user, context, prefs.labels);
  if (info.access === 'denied') return <Navigate to="/no-access" replace />;
  return <>{children}</>;
}
