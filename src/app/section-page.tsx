/**
 * What a lazily loaded section renders for a path it owns: the hand-written page when the
 * section has one, otherwise the honest 'not available yet' page titled from the menu. Paths
 * the user may not open go to /no-access; unknown sub-paths show 'Route Not Found'.
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/auth-context';
import { describePath } from '../features/layout/route-catalogue';
import { UnavailablePage } from '../features/layout/unavailable-page';
import { menuPrefsStore, useMenuContext, useStore } from '../features/menu/use-menu-context';
import { NotFoundPage } from '../features/not-found/not-found-page';

export function SectionPage({ pages = {} }: { pages?: Record<string, ComponentType> }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const info = describePath(path, user, context, prefs.labels);
  if (info.access === null) return <NotFoundPage />;
  if (info.access === 'denied') return <Navigate to="/no-access" replace />;
  const Page = pages[path];
  return Page ? <Page /> : <UnavailablePage title={info.title} />;
}
