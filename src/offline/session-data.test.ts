import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { saveCredentials } from './credentials';
import { SENT_LOG_KEY } from './outbox/sent-log';
import { enqueue } from './outbox/store';
import { putRecords } from './record-store';
import { REFERENCES_SYNCED_KEY } from './reference-lists';
import { countPendingChanges, wipeUserData } from './session-data';

beforeEach(async () => {
  setDbForTests(new ConsoleDb(`wipe-${Math.random()}`));
  await saveCredentials({ sessionId: 's', xsrf: 'x', userId: 7 });
  await putRecords('deliveries', [{ id: 1, version: 1 }]);
  await putRecords('countries', [{ id: 1, version: 1 }]);
  await getDb().queryCache.put({ key: 'k', value: '{}' });
  await enqueue({
    resource: 'deliveries',
    recordId: 1,
    baseVersion: 1,
    method: 'PATCH',
    payload: { status: 'failed' },
    userId: 7,
  });
  await enqueue({
    resource: 'deliveries',
    recordId: 2,
    baseVersion: 1,
    method: 'PATCH',
    payload: { status: 'failed' },
    userId: 8,
  });
});
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

describe('logout wipe', () => {
  it('counts only the signed-in user’s unsent changes', async () => {
    expect(await countPendingChanges()).toBe(1);
  });

  it('wipes cached records, the query cache and the sent log but keeps unsent edits and shared reference lists', async () => {
    await getDb().meta.put({ key: SENT_LOG_KEY, value: [{ key: 'k', title: 'FRSH-1', sentAt: 1 }] });
    await getDb().meta.put({ key: REFERENCES_SYNCED_KEY, value: 1 });
    await wipeUserData({ discardPending: false });
    const db = getDb();
    expect(await db.records('deliveries').count()).toBe(0);
    expect(await db.queryCache.count()).toBe(0);
    expect(await db.records('countries').count()).toBe(1);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.meta.get('auth'))?.value).toBeNull();
    expect(await db.meta.get(SENT_LOG_KEY)).toBeUndefined();
    // the next user's reference lists are not known to be on the device: not ready offline
    expect(await db.meta.get(REFERENCES_SYNCED_KEY)).toBeUndefined();
  });

  it('discards the user’s unsent edits only when told to', async () => {
    await wipeUserData({ discardPending: true });
    const left = await getDb().outbox.toArray();
    expect(left.map((e) => e.userId)).toEqual([8]);
  });
});
