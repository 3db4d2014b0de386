import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDay } from './db';
import { downloadDay, removeDay } from './offline-day';
import { openDb } from './open-db';
import { setActiveQueryClient } from './query-cache';

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

describe('storing a day', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setActiveQueryClient(null);
  });

  it('marks the cached answers of the day’s resources stale, without refetching them', async () => {
    const answers: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      answers.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(Response.json({ data: [], count: 0 }));
    });
    const client = new QueryClient();
    const counted = ['resource', 'deliveries', 'list', { limit: 0, filters: { date: DATE, status: 'failed' } }];
    client.setQueryData(counted, { data: [], count: 0, source: 'cache', asOf: 1 });
    client.setQueryData(['resource', 'clients', 'list', {}], { data: [], count: 0, source: 'network', asOf: 1 });
    client.setQueryData(['report', 'daily'], { rows: [] });
    setActiveQueryClient(client);
    await downloadDay({ date: DATE, label: 'today' }, () => undefined);
    expect(answers.length).toBeGreaterThan(0);
    const state = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })?.state;
    expect(state(counted)?.isInvalidated).toBe(true);
    expect(state(counted)?.fetchStatus).toBe('idle');
    expect(state(['resource', 'clients', 'list', {}])?.isInvalidated).toBe(false);
    expect(state(['report', 'daily'])?.isInvalidated).toBe(false);
  });

  it('a copy kept as it is (younger than asked) marks nothing stale and asks nothing', async () => {
    const answers: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      answers.push(String(input));
      return Promise.resolve(Response.json({ data: [], count: 0 }));
    });
    await (await openDb()).offlineDays.put({ ...day('all', {}), storedAt: 1000 });
    const client = new QueryClient();
    const key = ['resource', 'deliveries', 'list', {}];
    client.setQueryData(key, { data: [], count: 0, source: 'network', asOf: 1 });
    setActiveQueryClient(client);
    const { downloaded } = await downloadDay({ date: DATE, label: 'today' }, () => undefined, {
      keptFor: 60_000,
      now: 2000,
    });
    expect(downloaded).toBe(false);
    expect(answers).toEqual([]);
    expect(client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated).toBe(false);
  });
});
