import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../session/auth-context';
import { pathWithoutSecrets } from '../session/load-params';
import { Authenticating } from '../features/auth/authenticating';

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
    // never the log-in link's token: the router still holds the address as loaded
    const wanted = pathWithoutSecrets(location.pathname + location.search);
    const query = wanted === '/' ? '' : `?nextPath=${encodeURIComponent(wanted)}`;
    return <Navigate to={`/auth/login${query}`} replace />;
  }
  return <Outlet />;
}
