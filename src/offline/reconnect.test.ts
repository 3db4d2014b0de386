import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-cache';
import { ReconnectSequence, refetchAfterReconnect } from './reconnect';

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

  it('starts nothing while the device is offline (the worker may hand over on the machine’s network)', async () => {
    let online = false;
    const sequence = new ReconnectSequence(() => online);
    const steps: string[] = [];
    sequence.onCatchUp(() => {
      steps.push('catch-up');
      return Promise.resolve(true);
    });
    sequence.onReplay(() => {
      steps.push('replay');
      return Promise.resolve();
    });
    await sequence.run();
    expect(sequence.inFlight).toBe(false);
    expect(steps).toEqual([]);
    online = true;
    await sequence.run();
    expect(steps).toEqual(['catch-up', 'replay']);
  });

  it('the network back during a catch-up that fails: pulls again before the replay', async () => {
    const sequence = new ReconnectSequence();
    const steps: string[] = [];
    const first = deferred<boolean>();
    const answers = [first.promise, Promise.resolve(true)];
    sequence.onCatchUp(() => {
      steps.push('catch-up');
      return answers.shift() ?? Promise.resolve(true);
    });
    sequence.onReplay(() => {
      steps.push('replay');
      return Promise.resolve();
    });
    sequence.onRefetch((caughtUp) => steps.push(`refetch ${caughtUp}`));
    // a sequence whose pull is under way as the network goes; the `online` event joins it
    const done = sequence.run();
    await tick();
    void sequence.run();
    first.resolve(false);
    await done;
    expect(steps).toEqual(['catch-up', 'catch-up', 'replay', 'refetch true']);
  });

  it('asked again during the replay after a failed catch-up, runs once more after it', async () => {
    const sequence = new ReconnectSequence();
    const steps: string[] = [];
    const answers = [false, true];
    const outbox = deferred<void>();
    sequence.onCatchUp(() => {
      steps.push('catch-up');
      return Promise.resolve(answers.shift() ?? true);
    });
    sequence.onReplay(() => {
      steps.push('replay');
      return steps.length < 3 ? outbox.promise : Promise.resolve();
    });
    sequence.onRefetch((caughtUp) => steps.push(`refetch ${caughtUp}`));
    const done = sequence.run();
    await tick();
    expect(steps).toEqual(['catch-up', 'replay']);
    void sequence.run();
    outbox.resolve();
    await done;
    expect(steps).toEqual(['catch-up', 'replay', 'refetch false', 'catch-up', 'replay', 'refetch true']);
  });

  it('a request during a catch-up that succeeds joins it: one pull, one replay', async () => {
    const sequence = new ReconnectSequence();
    const steps: string[] = [];
    const feed = deferred<boolean>();
    sequence.onCatchUp(() => {
      steps.push('catch-up');
      return feed.promise;
    });
    sequence.onReplay(() => {
      steps.push('replay');
      return Promise.resolve();
    });
    const done = sequence.run();
    void sequence.run();
    feed.resolve(true);
    await done;
    void sequence.run();
    await tick();
    expect(steps).toEqual(['catch-up', 'replay', 'catch-up', 'replay']);
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

describe('the refetch step', () => {
  const listKey = (status: string) => ['resource', 'deliveries', 'list', { filters: { status } }];
  function cacheWith(): QueryClient {
    const client = new QueryClient();
    client.setQueryData(listKey('failed'), { data: [], count: 0, source: 'cache', asOf: 1 });
    client.setQueryData(listKey('pending'), { data: [], count: 4, source: 'network', asOf: 1 });
    client.setQueryData(['report', 'daily'], { rows: [] });
    return client;
  }
  const invalidated = (client: QueryClient, key: readonly unknown[]) =>
    client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;

  it('with the feed pulled, marks the answers read from the stored copy stale, not the server’s', async () => {
    const client = cacheWith();
    await refetchAfterReconnect(client, true);
    expect(invalidated(client, listKey('failed'))).toBe(true);
    expect(invalidated(client, listKey('pending'))).toBe(false);
    expect(invalidated(client, ['report', 'daily'])).toBe(false);
  });

  it('refetches the stored copy’s answer on screen now, and not the server’s', async () => {
    const client = cacheWith();
    const fetched: string[] = [];
    const observe = (status: string) =>
      new QueryObserver(client, {
        queryKey: listKey(status),
        queryFn: () => {
          fetched.push(status);
          return { data: [], count: 5, source: 'network', asOf: 2 };
        },
        staleTime: 30_000,
      }).subscribe(() => undefined);
    const stops = [observe('failed'), observe('pending')];
    await refetchAfterReconnect(client, true);
    expect(fetched).toEqual(['failed']);
    stops.forEach((stop) => stop());
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
