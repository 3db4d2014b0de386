import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEarly, takeEarly } from './early-calls';
import { clearSessionToken, SESSION_ID_COOKIE } from './session';

const signIn = (session: string) => {
  document.cookie = `${SESSION_ID_COOKIE}=${session}; path=/`;
};

describe('early start-up calls', () => {
  afterEach(() => {
    clearSessionToken();
    vi.restoreAllMocks();
    takeEarly('clients?limit=-1&sort=name');
  });

  it('are sent only under a known session, to the API of this page, and taken once', () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{"data":[]}'));
    expect(sendEarly('clients?limit=-1&sort=name')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarly('clients?limit=-1&sort=name')).toBeNull();
    signIn('s1');
    expect(sendEarly('clients?limit=-1&sort=name')).toBe(true);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/clients\?limit=-1&sort=name$/);
    expect(takeEarly('clients?limit=-1&sort=name')).not.toBeNull();
    expect(takeEarly('clients?limit=-1&sort=name')).toBeNull();
  });

  it('are dropped when the session changed before they were taken (a log-out, another log-in)', () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{"data":[]}'));
    signIn('s1');
    sendEarly('clients?limit=-1&sort=name');
    signIn('s2');
    expect(takeEarly('clients?limit=-1&sort=name')).toBeNull();
    sendEarly('clients?limit=-1&sort=name');
    clearSessionToken();
    expect(takeEarly('clients?limit=-1&sort=name')).toBeNull();
  });

  it('do not surface a failed call that nobody takes', async () => {
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    signIn('s1');
    sendEarly('clients?limit=-1&sort=name');
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
