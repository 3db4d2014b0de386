/**
 * Keeps an open console up to date (docs/live.md): listens to `/api/changes/stream`, and when it
 * says positions advanced past this device's, pulls `/api/changes` from its last position, page
 * by page (the data worker fetches and stores each: feed-pull.ts), and applies what comes to the
 * page's cache (apply-changes.ts). The device's position is kept per user in
 * localStorage, so a device back online, or a console opened again, pulls only what changed
 * while it was away (catch-up) rather than whole pages; a position the server no longer covers
 * (`reload`) marks every cached list stale instead. The browser's EventSource reconnects by
 * itself after a drop (the server asks for 2 s); a stream that ended (401, logout) is opened
 * again with a backoff up to a minute, and back online at once. Back online, `online()` is the
 * first step of the device's reconnect sequence (src/offline/reconnect.ts): the outbox replays
 * and queries refetch only after it.
 */
import { feedPath, type FeedAnswer, type FeedChange } from './feed-pull';
import type { KeyValueStore } from '../lib/safe-storage';

const POSITION_KEY = 'depot-live-position';
const BACKOFF_MAX_MS = 60_000;

/** What the sync needs from the page, passed in so that tests give their own. */
export interface LiveDeps {
  userId: number;
  storage: KeyValueStore;
  /**
   * GETs a feed path under /api (feed-pull.ts, `feedPath`) and stores the changes it sends in
   * Dexie: the data worker does both (throws on failure)
   */
  pull(path: string): Promise<FeedAnswer>;
  /** opens the stream (EventSource in the browser) */
  openStream(url: string): StreamLike;
  /** applies a pulled page of changes where the page reads them (its query cache) */
  apply(changes: readonly FeedChange[]): Promise<void>;
  /** the stored copy is past saving: every cached list and record is to be fetched again */
  reloadAll(): void;
  /** for the status shown in the menu and for tests */
  onState?(state: LiveState): void;
}

/** The part of EventSource the sync uses. */
export interface StreamLike {
  readyState: number;
  addEventListener(type: 'position' | 'end' | 'error' | 'open', fn: (event: { data?: unknown }) => void): void;
  close(): void;
}

export interface LiveState {
  connected: boolean;
  position: number | null;
  /** Date.now() of the last applied page */
  appliedAt: number | null;
  /** changes applied since start */
  applied: number;
}

const CLOSED = 2;

export class LiveSync {
  private stream: StreamLike | null = null;
  private pulling: Promise<boolean> | null = null;
  private wanted = 0;
  private retryMs = 1000;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  readonly state: LiveState = { connected: false, position: null, appliedAt: null, applied: 0 };

  constructor(private readonly deps: LiveDeps) {
    const stored = Number(deps.storage.getItem(this.key()));
    this.state.position = Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  }

  private key(): string {
    return `${POSITION_KEY}:${this.deps.userId}`;
  }

  private setPosition(position: number): void {
    this.state.position = position;
    this.deps.storage.setItem(this.key(), String(position));
  }

  private report(): void {
    this.deps.onState?.({ ...this.state });
  }

  /** Starts: a catch-up from the stored position (or the current position), then the stream. */
  start(): void {
    this.stopped = false;
    void this.catchUp();
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.stream?.close();
    this.stream = null;
    this.state.connected = false;
  }

  /**
   * Back online: reopen a stream that had ended and pull what changed meanwhile; resolves true
   * once the device is at the server's position (false: the pull failed, or the sync is stopped).
   */
  online(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    if (!this.stream || this.stream.readyState === CLOSED) {
      this.retryMs = 1000;
      this.connect();
    }
    // A pull still on its way was asked before the network came back (a notice on a stream that
    // outlived the network), and may fail with it: pull again once it has ended, so that what
    // the reconnect sequence waits for is a pull asked online.
    const asked = this.pulling;
    return asked ? asked.then(() => this.catchUp()) : this.catchUp();
  }

  private connect(): void {
    if (this.stopped) return;
    this.stream?.close();
    const stream = this.deps.openStream('api/changes/stream');
    this.stream = stream;
    stream.addEventListener('open', () => {
      this.retryMs = 1000;
      this.state.connected = true;
      this.report();
    });
    stream.addEventListener('position', (event) => {
      this.state.connected = true;
      const position = Number(event.data);
      if (Number.isSafeInteger(position)) this.want(position);
    });
    const ended = () => {
      this.state.connected = false;
      this.report();
      if (stream.readyState !== CLOSED || this.stopped || this.stream !== stream) return;
      // the browser gave up (401, a logout, a server answer that is not a stream): our backoff
      this.timer = setTimeout(() => this.connect(), this.retryMs);
      this.retryMs = Math.min(BACKOFF_MAX_MS, this.retryMs * 2);
    };
    stream.addEventListener('end', () => {
      stream.close();
      ended();
    });
    stream.addEventListener('error', ended);
  }

  /** A notice: pull up to `position` unless this device is there already. */
  want(position: number): Promise<boolean> {
    if (position > this.wanted) this.wanted = position;
    if (this.state.position !== null && this.state.position >= this.wanted) return Promise.resolve(true);
    return this.catchUp();
  }

  /**
   * Pulls the feed from the device's position until it has no more (one pull at a time);
   * resolves true when the pull reached the end, false when it failed.
   */
  catchUp(): Promise<boolean> {
    if (this.pulling) return this.pulling;
    // a failed pull (offline, a restart) is tried again at the next notice or `online`
    this.pulling = this.pullToWanted()
      .then(() => !this.stopped)
      .catch(() => false)
      .finally(() => {
        this.pulling = null;
      });
    return this.pulling;
  }

  /**
   * Pulls, and again while a notice that came meanwhile names a later position: one promise to the
   * end. A pull that brings the position no further ends it (the next notice asks again).
   */
  private async pullToWanted(): Promise<void> {
    for (;;) {
      const from = this.state.position;
      await this.pull();
      const at = this.state.position;
      if (this.stopped || at === null || at >= this.wanted || at === from) return;
    }
  }

  private async pull(): Promise<void> {
    if (this.state.position === null) {
      // a device with no position starts where the server is: its pages are fetched as they are
      this.setPosition((await this.deps.pull(feedPath(null))).position);
      this.report();
      return;
    }
    for (;;) {
      if (this.stopped || this.state.position === null) return;
      const page = await this.deps.pull(feedPath(this.state.position));
      if (page.reload) {
        this.deps.reloadAll();
        this.setPosition(page.position);
        this.report();
        return;
      }
      if (page.data.length > 0) {
        await this.deps.apply(page.data);
        this.state.applied += page.data.length;
        this.state.appliedAt = Date.now();
      }
      this.setPosition(page.position);
      this.report();
      if (!page.more) return;
    }
  }
}
