/**
 * Authentication state (spec sections 3 and 4): starts unauthenticated; token verification
 * in progress / failed / succeeded; login request clears token and user; logout clears all.
 */
import type { SessionUser } from './session-user';

export interface AuthFlags {
  /** `hideNav=true` was given on load: no side menu for this session */
  hideNav: boolean;
  /** the user came from the offline cache because verification could not reach the server */
  offlineUser: boolean;
}

export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  didAttemptTokenVerification: boolean;
  user: SessionUser | null;
  flags: AuthFlags;
  message: string | null;
  /** HTTP status (or NETWORK_ERROR) and optional developer message of a failed verification */
  verificationError: { status: number | string; developerMessage?: string } | null;
  /**
   * The user a flex log-in link is for, while it waits for that account's two-factor code (the
   * log-in page then asks only for the code); null otherwise.
   */
  flexCodeFor: string | null;
}

export type AuthAction =
  | { type: 'verify-start' }
  | { type: 'verify-success'; token: string; user: SessionUser; offline?: boolean }
  | { type: 'verify-failure'; status: number | string; developerMessage?: string }
  | { type: 'login-request' }
  | { type: 'login-success' }
  | { type: 'login-failure'; message: string }
  /** a flex log-in link waits for this account's two-factor code (null: it no longer does) */
  | { type: 'flex-code'; userIdentity: string | null }
  | { type: 'logout'; message: string }
  | { type: 'set-flags'; flags: Partial<AuthFlags> };

export const SUCCESS_VIA_TOKEN = 'You have been successfully authenticated (via token).';

export function initialAuthState(token: string | null, hideNav: boolean): AuthState {
  return {
    token,
    isAuthenticated: false,
    didAttemptTokenVerification: false,
    user: null,
    flags: { hideNav, offlineUser: false },
    message: null,
    verificationError: null,
    flexCodeFor: null,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'verify-start':
      return { ...state, didAttemptTokenVerification: false };
    case 'verify-success':
      return {
        ...state,
        token: action.token,
        user: action.user,
        isAuthenticated: true,
        didAttemptTokenVerification: true,
        message: SUCCESS_VIA_TOKEN,
        verificationError: null,
        flexCodeFor: null,
        flags: { ...state.flags, offlineUser: action.offline ?? false },
      };
    case 'verify-failure':
      return {
        ...state,
        token: null,
        user: null,
        isAuthenticated: false,
        didAttemptTokenVerification: true,
        verificationError: { status: action.status, developerMessage: action.developerMessage },
      };
    case 'login-request':
      return { ...state, token: null, user: null, isAuthenticated: false, message: null };
    case 'login-success':
      return { ...state, message: 'SUCCESS', flexCodeFor: null };
    case 'login-failure':
      return { ...state, message: action.message };
    case 'flex-code':
      return { ...state, message: null, flexCodeFor: action.userIdentity };
    case 'logout':
      return {
        ...state,
        token: null,
        user: null,
        isAuthenticated: false,
        didAttemptTokenVerification: true,
        message: action.message,
        flags: { ...state.flags, offlineUser: false },
        flexCodeFor: null,
      };
    case 'set-flags':
      return { ...state, flags: { ...state.flags, ...action.flags } };
  }
}
