import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startEarly } from './start-early';

const key = ['resource', 'deliveries', 'list', { filters: { status: 'failed' } }] as const;

describe('startEarly', () => {
  it('starts a new request at once, and the query that mounts later waits for it instead of asking again', async () => {
    const client = new QueryClient();
    let resolve: (rows: string[]) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string[]>((r) => (resolve = r)));
    expect(startEarly(client, { queryKey: key, queryFn })).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(1);
    // a second render pass of the same request does not start another
    expect(startEarly(client, { queryKey: key, queryFn })).toBe(false);
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const seen: (string[] | undefined)[] = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    resolve(['FRSH-1']);
    await vi.waitFor(() => expect(seen).toContainEqual(['FRSH-1']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a request the cache already knows to the query (restored or fetched before)', () => {
    const client = new QueryClient();
    client.setQueryData(key, ['stored']);
    const queryFn = vi.fn(() => Promise.resolve(['fresh']));
    expect(startEarly(client, { queryKey: key, queryFn })).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();
  });
});
