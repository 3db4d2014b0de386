import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROBE_INTERVAL_MS,
  fetchAndReport,
  reportAnswered,
  reportUnreachable,
  serverUnreachable,
  subscribeReachability,
} from './reachability';
import { STORED_RESPONSE_HEADER } from './stored-response';

const stored = () => new Response('{}', { headers: { [STORED_RESPONSE_HEADER]: '1' } });

afterEach(() => {
  reportAnswered(new Response('{}'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reachability', () => {
  it('a request without an answer makes the server unreachable until one is answered, whatever its status', () => {
    const heard = vi.fn();
    const stop = subscribeReachability(heard);
    expect(serverUnreachable()).toBe(false);
    reportUnreachable();
    expect(serverUnreachable()).toBe(true);
    reportUnreachable();
    expect(heard).toHaveBeenCalledTimes(1);
    reportAnswered(new Response('{}', { status: 503 }));
    expect(serverUnreachable()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it("an answer from the worker's cache does not count as the server's", () => {
    reportUnreachable();
    reportAnswered(stored());
    expect(serverUnreachable()).toBe(true);
  });

  it("the browser's 'online' event tries the server as reachable again", () => {
    reportUnreachable();
    window.dispatchEvent(new Event('online'));
    expect(serverUnreachable()).toBe(false);
  });

  it('while unreachable, asks /api/health every interval and stops once it answers', async () => {
    vi.useFakeTimers();
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(stored()),
      () => Promise.resolve(new Response('{"ok":true}')),
    ];
    const health = vi.fn((_url: URL) => (answers.shift() ?? (() => Promise.resolve(new Response('{}'))))());
    vi.stubGlobal('fetch', health);
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1);
    expect(health).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(health.mock.calls[0]?.[0])).toMatch(/\/api\/health$/);
    expect(serverUnreachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(serverUnreachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(serverUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(health).toHaveBeenCalledTimes(3);
  });

  it('fetchAndReport: no answer makes it unreachable, an abort says nothing, any answer makes it reachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(fetchAndReport('api/x')).rejects.toThrow('aborted');
    expect(serverUnreachable()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchAndReport('api/x')).rejects.toThrow(TypeError);
    expect(serverUnreachable()).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(stored())),
    );
    await fetchAndReport('api/x');
    expect(serverUnreachable()).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    expect((await fetchAndReport('api/x')).status).toBe(404);
    expect(serverUnreachable()).toBe(false);
  });
});
