/**
 * The one ordered sequence a device runs when its network returns (docs/live.md, docs/offline.md):
 *
 * 1. **catch-up**: the change feed from the device's position (src/live registers it), so the
 *    cache and Dexie hold what others changed while the device was away;
 * 2. **replay**: the outbox sends the queued edits, against that state;
 * 3. **refetch**: what is still stale on screen is fetched again, and the offline machinery's own
 *    catch-up (the worker's install, reference lists missing). The server's answers of resource
 *    queries are left out when the feed was pulled: it has brought them up to date, record by
 *    record.
 *
 * Nothing else listens to `online` to fetch or send: TanStack Query's reconnect refetch is off
 * (query-cache.ts), the replay scheduler's timer waits while a sequence runs, and the service
 * worker's Background Sync hands the sequence to an open window. A step that fails does not stop
 * the next (an outbox must be sent even when the feed is unreachable); a catch-up that failed
 * refetches the resource queries too.
 *
 * The order holds however the requests come. A sequence is not started while the device is
 * offline: it would have nothing to pull or send, and the worker's Background Sync, which goes by
 * the machine's network rather than the window's, could hand one over many times a second (48
 * in 5 s in a journey's offline browser). A request while a sequence runs joins it, unless that
 * sequence's catch-up failed (it began as the network went, or before the network was back):
 * then it pulls again before it replays, or, asked during the replay, runs again after it.
 *
 * The refetch step's own rule (`refetchAfterReconnect`): an answer counted from this device's
 * stored copy (`source: 'cache'`) is a stand-in the feed does not correct (a count, a page of the
 * rows this device happened to hold): it is marked stale whether shown or not, so it is asked
 * again now if on screen, else when next shown.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { isOnline } from './flags';
import { RECONNECT_MESSAGE } from './outbox/pause';

/** A catch-up step: resolves true when the device's copy was brought up to date through the feed. */
export type CatchUpStep = () => Promise<boolean>;
export type ReplayStep = () => Promise<unknown>;
/** `caughtUp`: every catch-up step succeeded (the resource queries need no refetch). */
export type RefetchStep = (caughtUp: boolean) => unknown;

export class ReconnectSequence {
  private readonly catchUps = new Set<CatchUpStep>();
  private readonly replays = new Set<ReplayStep>();
  private readonly refetches = new Set<RefetchStep>();
  private running: Promise<void> | null = null;
  /** a sequence was asked for while this one ran */
  private asked = false;

  /** `online`: whether the device has a network (the window's navigator.onLine by default). */
  constructor(private readonly online: () => boolean = isOnline) {}

  onCatchUp(step: CatchUpStep): () => void {
    return add(this.catchUps, step);
  }
  onReplay(step: ReplayStep): () => void {
    return add(this.replays, step);
  }
  onRefetch(step: RefetchStep): () => void {
    return add(this.refetches, step);
  }

  /** A sequence is running: a replay triggered elsewhere (a timer) waits for it. */
  get inFlight(): boolean {
    return this.running !== null;
  }

  /**
   * Runs catch-up, then replay, then refetch; nothing while offline. Asked for while a sequence
   * runs, resolves when that one has finished.
   */
  run(): Promise<void> {
    if (!this.online()) return this.running ?? Promise.resolve();
    if (this.running) {
      this.asked = true;
      return this.running;
    }
    this.running = this.sequence().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A request that came during a catch-up that failed: the network may be back since, pull again. */
  private again(caught: readonly boolean[]): boolean {
    return this.asked && caught.includes(false) && this.online();
  }

  private async sequence(): Promise<void> {
    for (;;) {
      this.asked = false;
      const caught = await Promise.all([...this.catchUps].map((step) => step().catch(() => false)));
      if (this.again(caught)) continue;
      await Promise.all([...this.replays].map((step) => step().catch(() => undefined)));
      const caughtUp = caught.length > 0 && !caught.includes(false);
      for (const step of this.refetches) {
        try {
          step(caughtUp);
        } catch {
          // a refetch that throws leaves the others to run
        }
      }
      if (!this.again(caught)) return;
    }
  }
}

function add<T>(set: Set<T>, item: T): () => void {
  set.add(item);
  return () => void set.delete(item);
}

/** The app's one sequence. */
export const reconnectSequence = new ReconnectSequence();

/** Runs the sequence on the browser's `online` event and on the worker's hand-over; returns a stop function. */
export function listenForReconnect(): () => void {
  const run = () => void reconnectSequence.run();
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === RECONNECT_MESSAGE) run();
  };
  window.addEventListener('online', run);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('online', run);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}

/** An answer read from this device's stored copy (resource-api.ts: `source: 'cache'`), not the server's. */
export function isStoredCopyAnswer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'source' in data && data.source === 'cache';
}

/**
 * The refetch step for the app's query client: with the feed pulled (`caughtUp`), the network's
 * answers of resource queries are current record by record and stay; an answer counted from the
 * stored copy is marked stale (refetched now if on screen, else when next shown); everything
 * else stale on screen refetches. Without the feed, every stale query on screen refetches.
 */
export async function refetchAfterReconnect(client: QueryClient, caughtUp: boolean): Promise<void> {
  const stored = (query: Query) => isStoredCopyAnswer(query.state.data);
  await client.invalidateQueries({ queryKey: ['resource'], predicate: stored, refetchType: 'none' });
  await client.refetchQueries({
    type: 'active',
    stale: true,
    predicate: (query) => !caughtUp || query.queryKey[0] !== 'resource' || stored(query),
  });
}
