import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';
import type { SessionUser } from './session-user';

const user: SessionUser = {
  id: 5,
  email: 'twofa@demo.test',
  name: 'Two Factor',
  role: 'client-user',
  clientId: 8,
  clientIds: [8],
  features: {},
  permissions: [],
};

describe('the flex link’s code step in the auth state', () => {
  it('waits for the code of the link’s account, and forgets it once signed in, refused or signed out', () => {
    const waiting = authReducer(initialAuthState(null, false), { type: 'flex-code', userIdentity: 'twofa@demo.test' });
    expect(waiting).toMatchObject({ flexCodeFor: 'twofa@demo.test', isAuthenticated: false });
    // a wrong code keeps the step
    expect(authReducer(waiting, { type: 'login-failure', message: 'wrong' }).flexCodeFor).toBe('twofa@demo.test');
    expect(authReducer(waiting, { type: 'login-request' }).flexCodeFor).toBe('twofa@demo.test');
    expect(authReducer(waiting, { type: 'login-success' }).flexCodeFor).toBeNull();
    expect(authReducer(waiting, { type: 'verify-success', token: 'cookie', user }).flexCodeFor).toBeNull();
    expect(authReducer(waiting, { type: 'flex-code', userIdentity: null }).flexCodeFor).toBeNull();
    expect(authReducer(waiting, { type: 'logout', message: 'bye' }).flexCodeFor).toBeNull();
  });
});
