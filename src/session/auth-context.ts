import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';
import type { LoginRequest } from './auth-api';
import type { SessionUser } from './session-user';

export type LogoutOutcome = 'success' | 'failure';

export interface AuthContextValue {
  state: AuthState;
  login(request: LoginRequest): Promise<void>;
  logout(options: { discardPending: boolean }): Promise<LogoutOutcome>;
  /** a nextPath given on load (already checked by safeNextPath), consumed once */
  takeLoadNextPath(): string | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, or null: signed out, or rendered outside the auth provider. */
export function useSignedInUser(): SessionUser | null {
  return useContext(AuthContext)?.state.user ?? null;
}

/** The signed-in user; only for components rendered behind the auth gate. */
export function useCurrentUser() {
  const { state } = useAuth();
  if (!state.user) throw new Error('useCurrentUser needs a signed-in user');
  return state.user;
}
