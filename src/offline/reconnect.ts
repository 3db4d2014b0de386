/**
 * The one ordered sequence a device runs when its network returns (docs/live.md, docs/offline.md):
 *
 * 1. **catch-up**: the change feed from the device's position (src/live registers it), so the
 *    cache and Dexie hold what others changed while the device was away;
 * 2. **replay**: the outbox sends the queued edits, against that state;
 * 3. **refetch**: what is still stale on screen is fetched again, and the offline machinery's own
 *    catch-up (the worker's install, reference lists missing). Resource queries are left out when
 *    the feed was pulled: it has brought them up to date, record by record.
 *
 * Nothing else listens to `online` to fetch or send: TanStack Query's reconnect refetch is off
 * (query-cache.ts), the replay scheduler's timer waits while a sequence runs, and the service
 * worker's Background Sync hands the sequence to an open window. A sequence asked for while one
 * runs joins it. A step that fails does not stop the next (an outbox must be sent even when the
 * feed is unreachable); a catch-up that failed refetches the resource queries too.
 */
import { RECONNECT_MESSAGE } from './outbox/replay';

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

  /** Runs catch-up, then replay, then refetch; joins the sequence already running. */
  run(): Promise<void> {
    this.running ??= this.sequence().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sequence(): Promise<void> {
    const caught = await Promise.all([...this.catchUps].map((step) => step().catch(() => false)));
    await Promise.all([...this.replays].map((step) => step().catch(() => undefined)));
    const caughtUp = caught.length > 0 && caught.every(Boolean);
    for (const step of this.refetches) {
      try {
        step(caughtUp);
      } catch {
        // a refetch that throws leaves the others to run
      }
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
