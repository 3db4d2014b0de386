/** Public face of the auth feature: what other features may import from it. */
export { AUTH_CALL_PATHS } from './auth-api';
export { useAuth, useCurrentUser, useSignedInUser } from './auth-context';
export type { SessionUser } from './session-user';
