/**
 * Owns the authentication state: processes the load parameters, verifies the stored token
 * (falling back to the cached current user when the network is down), logs in and out. An
 * `authToken` or flex log-in link for another user never switches accounts silently: the page
 * asks first. A flex log-in for an account with two-factor waits for its code on the log-in page
 * (the link's token kept in memory only), never signing in without it.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, toApiError } from '../lib/api';
import { clearSessionToken, getSessionId } from '../lib/session';
import { wipeUserData } from '../offline/shell';
import { switchQuestionOf, type AccountLink, type SwitchQuestion } from './account-switch';
import { takeEarlyVerify } from './early-verify';
import {
  adoptSessionToken,
  authenticate,
  fetchCurrentUser,
  flexAuthenticate,
  logoutCall,
  TWOFA_INVALID,
  TWOFA_REQUIRED,
  type LoginRequest,
} from './auth-api';
import { AuthContext, type AuthContextValue, type LogoutOutcome } from './auth-context';
import { authReducer, initialAuthState, type AuthAction } from './auth-state';
import { clearCachedUser, readCachedUser, readCachedUserFor, writeCachedUser } from './current-user-cache';
import { readLoadParams, rememberHideNav, scrubAddressBar } from './load-params';
import { safeNextPath } from './safe-next-path';

// Asked only when a link for another user arrives: loaded then, not with the boot (the entry budget).
const AccountSwitchQuestion = lazy(() =>
  import('./account-switch-question').then((m) => ({ default: m.AccountSwitchQuestion })),
);

export const LOGOUT_SUCCESS = 'You have been successfully logged out.';
export const LOGOUT_FAILURE = 'There was a problem logging you out.';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [loadParams] = useState(() => readLoadParams(window.location));
  const nextPathTaken = useRef(false);
  const [state, dispatch] = useReducer(authReducer, loadParams, (params) =>
    initialAuthState(getSessionId(), rememberHideNav(params.hideNav)),
  );
  const started = useRef(false);
  const [switchQuestion, setSwitchQuestion] = useState<SwitchQuestion | null>(null);
  // a flex log-in link waiting for its account's two-factor code (state.flexCodeFor names it)
  const pendingFlex = useRef<Extract<AccountLink, { kind: 'flex' }> | null>(null);
  // Verification's outcome re-renders every signed-in screen: as a transition, which React
  // renders in slices, where a plain dispatch from a network answer is one unsliced task.
  const settle = useCallback((action: AuthAction) => startTransition(() => dispatch(action)), []);

  /**
   * The credential is an HttpOnly cookie the page cannot see, so verification always asks the
   * server; offline, a session id or a cached user stands in until the network is back.
   * `optimistic` (a start in the same session as last time): the user verified in this session
   * before is signed in at once, so stored data shows without waiting for the network; the
   * server's answer follows (a 401 still signs out).
   */
  const verify = useCallback(
    async (optimistic = false, sent: Promise<Response> | null = null) => {
      const sessionId = getSessionId();
      const known = optimistic && sessionId ? readCachedUserFor(sessionId) : null;
      if (known) settle({ type: 'verify-success', token: sessionId ?? 'cookie', user: known });
      else settle({ type: 'verify-start' });
      try {
        const user = await fetchCurrentUser(sent);
        writeCachedUser(user, getSessionId() ?? undefined);
        settle({ type: 'verify-success', token: getSessionId() ?? 'cookie', user });
      } catch (error) {
        const apiError = await toApiError(error).catch(() => null);
        const cached = readCachedUser();
        if (apiError?.isNetworkError && cached) {
          settle({ type: 'verify-success', token: getSessionId() ?? 'cookie', user: cached, offline: true });
          return;
        }
        if (apiError?.status === 401) {
          clearSessionToken();
          clearCachedUser();
        }
        settle({ type: 'verify-failure', status: apiError?.status ?? 'UNKNOWN', developerMessage: apiError?.message });
      }
    },
    [settle],
  );

  /**
   * Signs in with a flex log-in link: an account with two-factor is asked for its code on the
   * log-in page (the token stays unspent on the server until then); another user's live session
   * asks 'Switch account?'; any other refusal is said on the log-in page.
   */
  const signInWithFlex = useCallback(async (link: Extract<AccountLink, { kind: 'flex' }>) => {
    try {
      await flexAuthenticate(link.userIdentity, link.flexToken);
      pendingFlex.current = null;
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : await toApiError(error).catch(() => null);
      const question = switchQuestionOf(apiError, link);
      if (question) {
        setSwitchQuestion(question);
        return false;
      }
      const code = apiError?.errors[0]?.code;
      if (code === TWOFA_REQUIRED || code === TWOFA_INVALID) {
        pendingFlex.current = link;
        dispatch({ type: 'flex-code', userIdentity: link.userIdentity });
      } else {
        pendingFlex.current = null;
        dispatch({ type: 'flex-code', userIdentity: null });
      }
      if (code !== TWOFA_REQUIRED)
        dispatch({ type: 'login-failure', message: apiError?.displayMessage ?? 'Flex log-in failed.' });
      return false;
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = loadParams;
    scrubAddressBar();
    void (async () => {
      if (params.authToken) {
        const link: AccountLink = { kind: 'session', token: params.authToken };
        // Another user's live session is never replaced (409): ask, and meanwhile go on as that user.
        const question = await adoptSessionToken(link.token).then(
          () => null,
          (error: unknown) => switchQuestionOf(error, link),
        );
        if (question) setSwitchQuestion(question);
      }
      if (params.flex) await signInWithFlex({ kind: 'flex', ...params.flex });
      const plainStart = !params.authToken && !params.flex;
      await verify(plainStart, plainStart ? takeEarlyVerify() : null);
    })();
  }, [verify, loadParams, signInWithFlex]);

  const login = useCallback(
    async (request: LoginRequest) => {
      dispatch({ type: 'login-request' });
      const flex = pendingFlex.current;
      try {
        if (flex && request.email === flex.userIdentity) {
          // the flex link's code step: the link's token with the code, no password
          await flexAuthenticate(flex.userIdentity, flex.flexToken, request.twofa ?? '');
          pendingFlex.current = null;
        }
        // The server answers with the token (spec) and sets it as the HttpOnly cookie; the page keeps no copy.
        else await authenticate(request);
        dispatch({ type: 'login-success' });
      } catch (error) {
        const apiError = error instanceof ApiError ? error : await toApiError(error);
        const code = apiError.errors[0]?.code;
        if (flex && code !== TWOFA_REQUIRED && code !== TWOFA_INVALID) {
          // an expired or spent link: the page goes back to the ordinary log-in
          pendingFlex.current = null;
          dispatch({ type: 'flex-code', userIdentity: null });
        }
        dispatch({ type: 'login-failure', message: apiError.displayMessage });
        throw apiError;
      }
      await verify();
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

  /** The user chose the link's account: sign the current one out (keeping unsent changes), then use the link. */
  const switchAccount = useCallback(
    async (question: SwitchQuestion) => {
      await logout({ discardPending: false });
      const { link } = question;
      if (link.kind === 'session') await adoptSessionToken(link.token).catch(() => undefined);
      setSwitchQuestion(null);
      if (link.kind === 'flex' && !(await signInWithFlex(link))) return;
      await verify();
    },
    [logout, verify, signInWithFlex],
  );

  return (
    <AuthContext.Provider value={value}>
      {switchQuestion ? (
        <Suspense fallback={null}>
          <AccountSwitchQuestion
            question={switchQuestion}
            onStay={() => setSwitchQuestion(null)}
            onSwitch={() => switchAccount(switchQuestion)}
          />
        </Suspense>
      ) : (
        children
      )}
    </AuthContext.Provider>
  );
}
