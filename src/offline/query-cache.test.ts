import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryStorage, createPersister } from './query-cache';
import { mayHaveSavedQueryCache } from './saved-copy';

const client = { timestamp: 1, buster: 'b', clientState: { mutations: [], queries: [] } };

describe('the saved-copy mark', () => {
  afterEach(() => vi.useRealTimers());

  it('is absent until a copy is saved, set by the save, and gone after removal or a wipe', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clearQueryStorage();
    expect(mayHaveSavedQueryCache()).toBe(false);
    const persister = createPersister();
    await persister.persistClient(client);
    expect(mayHaveSavedQueryCache()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(mayHaveSavedQueryCache()).toBe(true);
    await persister.removeClient();
    expect(mayHaveSavedQueryCache()).toBe(false);
    await persister.persistClient(client);
    await vi.advanceTimersByTimeAsync(2000);
    expect(mayHaveSavedQueryCache()).toBe(true);
    await clearQueryStorage();
    expect(mayHaveSavedQueryCache()).toBe(false);
  });
});
