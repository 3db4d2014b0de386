import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDay } from './db';
import { removeDay } from './offline-day';
import { openDb } from './open-db';

const DATE = '2026-11-27';
const day = (id: string, scope: OfflineDay['scope']): OfflineDay => ({
  id: `${DATE}|${id}`,
  date: DATE,
  scope,
  label: id,
  counts: {},
  bytes: 0,
  storedAt: 1,
});
const delivery = (id: number, routingGroupId: number) => ({ id, version: 1, _syncedAt: 1, date: DATE, routingGroupId });

describe('removing a stored day', () => {
  beforeEach(async () => {
    const db = await openDb();
    await db.offlineDays.clear();
    await db.records('deliveries').clear();
    await db.records('deliveries').bulkPut([delivery(1, 7), delivery(2, 7), delivery(3, 8)]);
  });

  it("keeps the records when today is also kept whole, and drops only that day's line", async () => {
    const db = await openDb();
    const group = day('rg:7', { routingGroupId: 7 });
    await db.offlineDays.bulkPut([group, day('all', {})]);
    await removeDay(group);
    expect(await db.records('deliveries').count()).toBe(3);
    expect((await db.offlineDays.toArray()).map((d) => d.id)).toEqual([`${DATE}|all`]);
  });

  it('removing the whole day keeps the routing groups stored on their own', async () => {
    const db = await openDb();
    const all = day('all', {});
    await db.offlineDays.bulkPut([all, day('rg:7', { routingGroupId: 7 })]);
    await removeDay(all);
    expect((await db.records('deliveries').toArray()).map((d) => d.id)).toEqual([1, 2]);
  });

  it('a routing group on its own goes with its records', async () => {
    const db = await openDb();
    const group = day('rg:7', { routingGroupId: 7 });
    await db.offlineDays.put(group);
    await removeDay(group);
    expect((await db.records('deliveries').toArray()).map((d) => d.id)).toEqual([3]);
  });
});
