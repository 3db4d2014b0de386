import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/safe-storage';
import type { FeedAnswer, FeedChange } from './apply-changes';
import { LiveSync, type StreamLike } from './live-sync';

class FakeStream implements StreamLike {
  readyState = 1;
  listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  addEventListener(type: string, fn: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data?: unknown): void {
    for (const fn of this.listeners.get(type) ?? []) fn({ data });
  }
  close(): void {
    this.readyState = 2;
  }
}

const change = (position: number, id: number): FeedChange => ({
  position,
  resource: 'deliveries',
  id,
  deleted: true,
});

/** A server whose feed holds `changes`, paging them two at a time. */
function server(changes: FeedChange[], last = () => changes.at(-1)?.position ?? 0) {
  const asked: string[] = [];
  const pull = (path: string): Promise<FeedAnswer> => {
    asked.push(path);
    const since = Number(new URLSearchParams(path.split('?')[1] ?? '').get('since') ?? NaN);
    if (Number.isNaN(since)) return Promise.resolve({ data: [], position: last(), more: false, reload: false });
    if (since < 2) return Promise.resolve({ data: [], position: last(), more: false, reload: true });
    const after = changes.filter((c) => c.position > since);
    const page = after.slice(0, 2);
    const more = after.length > 2;
    return Promise.resolve({
      data: page,
      position: more ? (page.at(-1)?.position ?? since) : last(),
      more,
      reload: false,
    });
  };
  return { asked, pull };
}

function sync(pull: (path: string) => Promise<FeedAnswer>, storage = memoryStore()) {
  const applied: FeedChange[] = [];
  const streams: FakeStream[] = [];
  let reloads = 0;
  const live = new LiveSync({
    userId: 7,
    storage,
    pull,
    openStream: () => {
      const s = new FakeStream();
      streams.push(s);
      return s;
    },
    apply: (changes) => {
      applied.push(...changes);
      return Promise.resolve();
    },
    reloadAll: () => void reloads++,
  });
  return { live, applied, streams, storage, reloads: () => reloads };
}

describe('LiveSync', () => {
  it('starts a new device at the server position, then pulls each notice past it, page by page', async () => {
    const feed: FeedChange[] = [];
    const { asked, pull } = server(feed, () => (feed.length ? (feed.at(-1)?.position ?? 0) : 10));
    const { live, applied, streams, storage } = sync(pull);
    live.start();
    await live.catchUp();
    expect(live.state.position).toBe(10);
    feed.push(change(11, 1), change(12, 2), change(13, 3));
    await live.want(13);
    expect(applied.map((c) => c.position)).toEqual([11, 12, 13]);
    expect(asked).toEqual(['changes', 'changes?since=10', 'changes?since=12']);
    expect(storage.getItem('depot-live-position:7')).toBe('13');
    // a notice at or below the position asks nothing
    await live.want(12);
    expect(asked).toHaveLength(3);
    expect(streams).toHaveLength(1);
    live.stop();
  });

  it('catches up from the stored position after a time away: only what changed', async () => {
    const storage = memoryStore();
    storage.setItem('depot-live-position:7', '20');
    const feed = [change(21, 5), change(22, 6)];
    const { asked, pull } = server(feed);
    const { live, applied } = sync(pull, storage);
    await live.catchUp();
    expect(asked).toEqual(['changes?since=20']);
    expect(applied.map((c) => c.id)).toEqual([5, 6]);
    expect(storage.getItem('depot-live-position:7')).toBe('22');
  });

  it('reloads the cached pages when the server no longer covers the position', async () => {
    const storage = memoryStore();
    storage.setItem('depot-live-position:7', '1');
    const { pull } = server([change(30, 1)]);
    const { live, reloads, applied } = sync(pull, storage);
    await live.catchUp();
    expect(reloads()).toBe(1);
    expect(applied).toEqual([]);
    expect(live.state.position).toBe(30);
  });

  it('opens a closed stream again when back online, and survives a failed pull', async () => {
    let fail = true;
    const { pull } = server([change(5, 1)]);
    const { live, streams } = sync((path) => (fail ? Promise.reject(new Error('offline')) : pull(path)));
    live.start();
    expect(await live.catchUp()).toBe(false);
    expect(live.state.position).toBeNull();
    streams[0]?.close();
    fail = false;
    // back online: the first step of the reconnect sequence, true once at the server's position
    expect(await live.online()).toBe(true);
    expect(streams).toHaveLength(2);
    expect(live.state.position).toBe(5);
    live.stop();
  });

  it('back online, waits for a pull asked before the network came back, then pulls again', async () => {
    const { asked, pull } = server([change(5, 1), change(6, 2)]);
    let failFirst: (error: Error) => void = () => undefined;
    let calls = 0;
    const { live, applied } = sync((path) => {
      calls += 1;
      // the pull a notice asked while the network was gone: it fails as the network comes back
      if (calls === 2) return new Promise((_, reject) => (failFirst = reject));
      return pull(path);
    });
    live.start();
    await live.catchUp();
    expect(live.state.position).toBe(6);
    const notice = live.want(7);
    const back = live.online();
    failFirst(new Error('offline'));
    expect(await notice).toBe(false);
    expect(await back).toBe(true);
    expect(asked.at(-1)).toBe('changes?since=6');
    expect(applied).toEqual([]);
    live.stop();
  });

  it('a catch-up ends at the position of a notice that came while it pulled, not before', async () => {
    const feed = [change(5, 1)];
    const { pull } = server(feed);
    let release: () => void = () => undefined;
    let calls = 0;
    const { live, applied } = sync((path) => {
      calls += 1;
      if (calls !== 2) return pull(path);
      // the first pull after the start is slow: a change and its notice come meanwhile
      return new Promise<FeedAnswer>((resolve) => (release = () => void pull(path).then(resolve)));
    });
    live.start();
    await live.catchUp();
    feed.push(change(6, 2), change(7, 3));
    const first = live.want(6);
    void live.want(7);
    release();
    expect(await first).toBe(true);
    expect(live.state.position).toBe(7);
    expect(applied.map((c) => c.position)).toEqual([6, 7]);
    live.stop();
  });
});
