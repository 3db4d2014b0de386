/**
 * Owns the authentication state: processes the load parameters, verifies the stored token
 * (falling back to the cached current user when the network is down), logs in and out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { ApiError, toApiError } from '../../lib/api';
import { clearSessionToken, getSessionToken, setSessionToken } from '../../lib/session';
import { wipeUserData } from '../../offline';
import { authenticate, fetchCurrentUser, flexAuthenticate, logoutCall, type LoginRequest } from './auth-api';
import { AuthContext, type AuthContextValue, type LogoutOutcome } from './auth-context';
import { authReducer, initialAuthState } from './auth-state';
import { clearCachedUser, readCachedUser, readCachedUserFor, writeCachedUser } from './current-user-cache';
import { readLoadParams, rememberHideNav, scrubAddressBar } from './load-params';
import { safeNextPath } from './safe-next-path';

export const LOGOUT_SUCCESS = 'You have been successfully logged out.';
export const LOGOUT_FAILURE = 'There was a problem logging you out.';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [loadParams] = useState(() => readLoadParams(window.location));
  const nextPathTaken = useRef(false);
  const [state, dispatch] = useReducer(
    authReducer,
    loadParams,
    (params) => initialAuthState(getSessionToken(), rememberHideNav(params.hideNav)),
  );
  const started = useRef(false);

  /**
   * `optimistic` (a start with the same token as last time): the user verified with this token
   * before is signed in at once, so stored data shows without waiting for the network; the
   * server's answer follows (a 401 still signs out).
   */
  const verify = useCallback(async (token: string | null, optimistic = false) => {
    const known = optimistic && token ? readCachedUserFor(token) : null;
    if (known && token) dispatch({ type: 'verify-success', token, user: known });
    else dispatch({ type: 'verify-start' });
    if (!token) {
      dispatch({ type: 'verify-failure', status: 401 });
      return;
    }
    try {
      const user = await fetchCurrentUser(token);
      writeCachedUser(user, token);
      dispatch({ type: 'verify-success', token, user });
    } catch (error) {
      const apiError = await toApiError(error).catch(() => null);
      const cached = readCachedUser();
      if (apiError?.isNetworkError && cached) {
        dispatch({ type: 'verify-success', token, user: cached, offline: true });
        return;
      }
      if (apiError?.status === 401) {
        clearSessionToken();
        clearCachedUser();
      }
      dispatch({ type: 'verify-failure', status: apiError?.status ?? 'UNKNOWN', developerMessage: apiError?.message });
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = loadParams;
    scrubAddressBar();
    void (async () => {
      if (params.authToken) setSessionToken(params.authToken);
      if (params.flex) {
        try {
          setSessionToken(await flexAuthenticate(params.flex.userIdentity, params.flex.flexToken));
        } catch (error) {
          const apiError = await toApiError(error).catch(() => null);
          dispatch({ type: 'login-failure', message: apiError?.displayMessage ?? 'Flex log-in failed.' });
        }
      }
      await verify(getSessionToken(), !params.authToken && !params.flex);
    })();
  }, [verify, loadParams]);

  const login = useCallback(
    async (request: LoginRequest) => {
      dispatch({ type: 'login-request' });
      try {
        const token = await authenticate(request);
        setSessionToken(token);
        dispatch({ type: 'login-success' });
      } catch (error) {
        const apiError = error instanceof ApiError ? error : await toApiError(error);
        dispatch({ type: 'login-failure', message: apiError.displayMessage });
        throw apiError;
      }
      await verify(getSessionToken());
    },
    [verify],
  );

  const logout = useCallback(
    async ({ discardPending }: { discardPending: boolean }): Promise<LogoutOutcome> => {
      let outcome: LogoutOutcome = 'success';
      try {
        await logoutCall();
      } catch (error) {
        const apiError = await toApiError(error).catch(() => null);
        if (apiError?.status !== 401) outcome = 'failure';
      }
      // The device is cleared whatever the server said: a shared tablet must not keep the session.
      try {
        await wipeUserData({ discardPending });
      } catch (error) {
        console.error('wipeUserData failed', error);
        outcome = 'failure';
      }
      clearSessionToken();
      clearCachedUser();
      queryClient.clear();
      dispatch({ type: 'logout', message: outcome === 'success' ? LOGOUT_SUCCESS : LOGOUT_FAILURE });
      return outcome;
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      login,
      logout,
      takeLoadNextPath: () => {
        if (nextPathTaken.current) return null;
        nextPathTaken.current = true;
        return safeNextPath(loadParams.nextPath);
      },
    }),
    [state, login, logout, loadParams],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
