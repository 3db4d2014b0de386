import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionToken, SESSION_ID_COOKIE } from '../lib/session';
import { fetchCurrentUser } from './auth-api';
import { sendEarlyVerify, takeEarlyVerify } from './early-verify';

const user = {
  id: 3,
  email: 'a@demo.test',
  name: 'Ann',
  role: 'admin',
  clientId: null,
  clientIds: [],
  features: {},
  permissions: ['*'],
};

describe('the early session check', () => {
  afterEach(() => {
    clearSessionToken();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    takeEarlyVerify();
  });

  it('is sent only when the page knows of a session, and taken once', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(user)));
    expect(sendEarlyVerify()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyVerify()).toBeNull();
    document.cookie = `${SESSION_ID_COOKIE}=s1; path=/`;
    expect(sendEarlyVerify()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/current-user\?fields=\*$/);
    expect(takeEarlyVerify()).not.toBeNull();
    expect(takeEarlyVerify()).toBeNull();
  });

  it('is not sent when the address carries a token to adopt first', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    document.cookie = `${SESSION_ID_COOKIE}=s1; path=/`;
    window.history.replaceState(null, '', '/?authToken=abc#/d/overview');
    expect(sendEarlyVerify()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is read through the one client: the user, or the same error a fresh call would give', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    await expect(
      fetchCurrentUser(
        Promise.resolve(new Response(JSON.stringify(user), { headers: { 'Content-Type': 'application/json' } })),
      ),
    ).resolves.toMatchObject({ id: 3, name: 'Ann' });
    const refused = new Response(
      JSON.stringify({
        errors: [{ type: 'AUTH', code: 'UNAUTHORISED', displayMessage: 'Sign in again.', reference: '' }],
      }),
      { status: 401 },
    );
    await expect(fetchCurrentUser(Promise.resolve(refused))).rejects.toMatchObject({ status: 401 });
    await expect(fetchCurrentUser(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 'NETWORK_ERROR',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
