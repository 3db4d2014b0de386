import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { openDb } from './open-db';
import { clearQueryStorage, createPersister } from './query-cache';
import { PERSIST_KEY, queryStorage } from './query-persister';
import { createDexieStorage } from './query-storage';
import { mayHaveSavedQueryCache } from './saved-copy';

const client: PersistedClient = { timestamp: 1, buster: 'b', clientState: { mutations: [], queries: [] } };

describe('the persisted query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('is saved through the sync-storage persister into Dexie, throttled, and restored by a new start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clearQueryStorage();
    expect(mayHaveSavedQueryCache()).toBe(false);
    const persister = createPersister();
    await persister.persistClient(client);
    expect(mayHaveSavedQueryCache()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await queryStorage.flushed();
    expect(mayHaveSavedQueryCache()).toBe(true);
    expect(JSON.parse((await (await openDb()).queryCache.get(PERSIST_KEY))?.value ?? 'null')).toEqual(client);

    // a later start: another storage reads the table into memory, then the persister restores from it
    const next = createDexieStorage();
    expect(next.getItem(PERSIST_KEY)).toBeNull();
    await next.load();
    expect(JSON.parse(next.getItem(PERSIST_KEY) ?? 'null')).toEqual(client);
  });

  it('is gone from memory, the table and the saved-copy mark after removal or a sign-out wipe', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const persister = createPersister();
    await persister.persistClient(client);
    await vi.advanceTimersByTimeAsync(2000);
    await persister.removeClient();
    await queryStorage.flushed();
    expect(mayHaveSavedQueryCache()).toBe(false);
    expect(await persister.restoreClient()).toBeUndefined();
    expect(await (await openDb()).queryCache.get(PERSIST_KEY)).toBeUndefined();

    await persister.persistClient(client);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await persister.restoreClient()).toEqual(client);
    await clearQueryStorage();
    expect(mayHaveSavedQueryCache()).toBe(false);
    expect(await persister.restoreClient()).toBeUndefined();
    expect(await (await openDb()).queryCache.count()).toBe(0);
  });
});
