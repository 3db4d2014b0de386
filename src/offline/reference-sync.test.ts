import { HTTPError, type KyRequest, type NormalizedOptions } from 'ky';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { REFERENCES_SYNCED_KEY } from './reference-lists';
import { syncReferenceLists, syncReferenceListsIfMissing } from './reference-sync';

const refused = () =>
  new HTTPError(
    new Response('{}', { status: 403 }),
    new Request('http://x/api/nv/depot') as KyRequest,
    {} as NormalizedOptions,
  );

beforeEach(() => {
  setDbForTests(new ConsoleDb(`ref-sync-${Math.random()}`));
  document.cookie = 'depot-session-id=s1; path=/';
});
afterEach(async () => {
  document.cookie = 'depot-session-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  await getDb().delete();
  setDbForTests(null);
});

const synced = async () => (await getDb().meta.get(REFERENCES_SYNCED_KEY)) !== undefined;

describe('the reference-list sync', () => {
  it('stores every list (no worker controls the page) and notes that the device has them', async () => {
    await syncReferenceLists(async (path) => ({
      data: path.startsWith('z/zone') ? [{ id: 7, version: 1, name: 'North' }] : [],
    }));
    expect((await getDb().records('zones').get(7))?.name).toBe('North');
    expect(await synced()).toBe(true);
  });

  it('counts a list the server refuses this user as answered', async () => {
    await syncReferenceLists(async (path) => {
      if (path.startsWith('nv/depot')) throw refused();
      return { data: [] };
    });
    expect(await synced()).toBe(true);
  });

  it('notes nothing while a list could not be fetched for want of a network', async () => {
    await syncReferenceLists(async (path) => {
      if (path.startsWith('clients')) throw new TypeError('Failed to fetch');
      return { data: [] };
    });
    expect(await synced()).toBe(false);
  });

  it('does nothing without a session', async () => {
    document.cookie = 'depot-session-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await syncReferenceLists(async () => ({ data: [] }));
    expect(await synced()).toBe(false);
  });
});

describe('back online', () => {
  it('syncs a device that has not had its lists, and leaves one that has alone', async () => {
    const asked: string[] = [];
    const get = async (path: string) => {
      asked.push(path);
      return { data: [] };
    };
    await syncReferenceListsIfMissing(get);
    expect(asked.length).toBeGreaterThan(0);
    expect(await synced()).toBe(true);
    asked.length = 0;
    await syncReferenceListsIfMissing(get);
    expect(asked).toEqual([]);
  });
});
