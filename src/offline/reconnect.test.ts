import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-cache';
import { ReconnectSequence } from './reconnect';

/** A promise resolved from outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ReconnectSequence', () => {
  it('replays the outbox only after the catch-up, and refetches only after the replay', async () => {
    const sequence = new ReconnectSequence();
    const steps: string[] = [];
    const feed = deferred<boolean>();
    const outbox = deferred<void>();
    sequence.onCatchUp(() => {
      steps.push('catch-up');
      return feed.promise;
    });
    sequence.onReplay(() => {
      steps.push('replay');
      return outbox.promise;
    });
    sequence.onRefetch((caughtUp) => steps.push(`refetch ${caughtUp}`));
    const done = sequence.run();
    expect(sequence.inFlight).toBe(true);
    await tick();
    expect(steps).toEqual(['catch-up']);
    feed.resolve(true);
    await tick();
    expect(steps).toEqual(['catch-up', 'replay']);
    outbox.resolve();
    await done;
    expect(steps).toEqual(['catch-up', 'replay', 'refetch true']);
    expect(sequence.inFlight).toBe(false);
  });

  it('joins a sequence already running instead of starting a second', async () => {
    const sequence = new ReconnectSequence();
    let catchUps = 0;
    const feed = deferred<boolean>();
    sequence.onCatchUp(() => {
      catchUps++;
      return feed.promise;
    });
    const first = sequence.run();
    const second = sequence.run();
    expect(second).toBe(first);
    feed.resolve(true);
    await first;
    await sequence.run();
    expect(catchUps).toBe(2);
  });

  it('still replays when the catch-up fails, and then says the feed was not pulled', async () => {
    const sequence = new ReconnectSequence();
    const steps: string[] = [];
    sequence.onCatchUp(() => Promise.reject(new Error('feed unreachable')));
    sequence.onReplay(() => {
      steps.push('replay');
      return Promise.resolve();
    });
    sequence.onRefetch((caughtUp) => steps.push(`refetch ${caughtUp}`));
    await sequence.run();
    expect(steps).toEqual(['replay', 'refetch false']);
  });

  it('without a catch-up step (the live chunk not loaded), refetches everything stale', async () => {
    const sequence = new ReconnectSequence();
    const seen: boolean[] = [];
    const stop = sequence.onRefetch((caughtUp) => seen.push(caughtUp));
    await sequence.run();
    stop();
    await sequence.run();
    expect(seen).toEqual([false]);
  });
});

describe('the app query client', () => {
  it('does not refetch on reconnect by itself: that is the sequence’s last step', async () => {
    const client = createQueryClient();
    client.mount();
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['resource', 'deliveries', 'list', {}],
      queryFn: () => ++fetches,
      staleTime: 0,
    });
    const stop = observer.subscribe(() => undefined);
    await tick();
    expect(fetches).toBe(1);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await tick();
    expect(fetches).toBe(1);
    stop();
    client.unmount();
  });
});
