import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { Authenticating } from '../features/auth/authenticating';
import { describePath } from '../features/layout/route-catalogue';
import { menuPrefsStore, useMenuContext, useStore } from '../features/menu/use-menu-context';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** Unauthenticated users go to /auth/login?nextPath=<wanted path>; a nextPath given on load is honoured once. */
export function RequireAuth() {
  const { state, takeLoadNextPath } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const next = takeLoadNextPath();
    if (next && next !== location.pathname + location.search) navigate(next, { replace: true });
  }, [state.isAuthenticated, takeLoadNextPath, navigate, location.pathname, location.search]);
  if (!state.didAttemptTokenVerification) return <Authenticating />;
  if (!state.isAuthenticated) {
    const wanted = location.pathname + location.search;
    const query = wanted === '/' ? '' : `?nextPath=${encodeURIComponent(wanted)}`;
    return <Navigate to={`/auth/login${query}`} replace />;
  }
  return <Outlet />;
}

/** Contractors may open '/', /auth/logout and the screens of their menu subset; anything else is not found. */
export function ContractorGate() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  if (state.user?.role !== 'contractor' || pathname === '/') return <Outlet />;
  const info = describePath(pathname, state.user, context, prefs.labels);
  return info.access === 'allowed' ? <Outlet /> : <NotFoundPage />;
}

/** '/': non-contractors go to /d/overview; contractors see the report section's landing page. */
export function HomeRedirect() {
  return <Navigate to="/d/overview" replace />;
}
