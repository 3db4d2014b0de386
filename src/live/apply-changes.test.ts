import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resourceKeys } from '../offline/hooks/use-resource-list';
import type { ItemAnswer, ListAnswer } from '../offline/resource-api';
import { applyChanges, type FeedChange } from './apply-changes';

const row = (id: number, version: number, extra: Record<string, unknown> = {}) => ({
  id,
  version,
  clientId: 8,
  historical: false,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  date: '2026-11-27',
  status: 'pending',
  _syncedAt: 99,
  ...extra,
});

const list = (rows: ReturnType<typeof row>[]): ListAnswer => ({
  data: rows,
  count: rows.length,
  source: 'network',
  asOf: 1,
  includeHistorical: false,
});

function setup() {
  const client = new QueryClient();
  const dayKey = resourceKeys.list('deliveries', { filters: { date: '2026-11-27' } });
  const otherDayKey = resourceKeys.list('deliveries', { filters: { date: '2026-11-28' } });
  client.setQueryData(dayKey, list([row(1, 1), row(2, 1)]));
  client.setQueryData(otherDayKey, list([]));
  client.setQueryData<ItemAnswer>(resourceKeys.item('deliveries', 1), { data: row(1, 1), source: 'network', asOf: 1 });
  const stored: [string, Map<number, unknown>][] = [];
  const store = (resource: string, records: ReadonlyMap<number, unknown>) => {
    stored.push([resource, new Map(records)]);
    return Promise.resolve();
  };
  return { client, dayKey, otherDayKey, stored, store };
}

const change = (record: ReturnType<typeof row>, position = 1): FeedChange => ({
  position,
  resource: 'deliveries',
  id: record.id,
  record,
});

describe('applyChanges', () => {
  it('replaces a changed row in place in the lists and the record it belongs to, and stores it', async () => {
    const { client, dayKey, otherDayKey, stored, store } = setup();
    const before = client.getQueryData<ListAnswer>(dayKey);
    await applyChanges(client, [change(row(1, 2, { status: 'delivered' }))], store, 99);
    const after = client.getQueryData<ListAnswer>(dayKey);
    expect(after?.data.map((r) => [r.id, r.version, r.status])).toEqual([
      [1, 2, 'delivered'],
      [2, 1, 'pending'],
    ]);
    // the other row is the same object: React re-renders the changed row only
    expect(after?.data[1]).toBe(before?.data[1]);
    expect(client.getQueryState(dayKey)?.isInvalidated).toBe(false);
    expect(client.getQueryData<ItemAnswer>(resourceKeys.item('deliveries', 1))?.data.status).toBe('delivered');
    expect(client.getQueryState(otherDayKey)?.isInvalidated).toBe(false);
    expect(stored).toEqual([['deliveries', new Map([[1, row(1, 2, { status: 'delivered' })]])]]);
  });

  it('never goes back to an older version', async () => {
    const { client, dayKey, store } = setup();
    await applyChanges(client, [change(row(1, 3, { status: 'delivered' }))], store);
    await applyChanges(client, [change(row(1, 2, { status: 'failed' }))], store);
    expect(client.getQueryData<ListAnswer>(dayKey)?.data[0]?.status).toBe('delivered');
  });

  it('marks stale the lists a record joins or leaves, and drops a deleted record', async () => {
    const { client, dayKey, otherDayKey, store, stored } = setup();
    await applyChanges(client, [change(row(2, 2, { date: '2026-11-28' }))], store);
    expect(client.getQueryState(dayKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherDayKey)?.isInvalidated).toBe(true);
    await applyChanges(client, [{ position: 3, resource: 'deliveries', id: 1, deleted: true }], store);
    expect(client.getQueryData(resourceKeys.item('deliveries', 1))).toBeUndefined();
    expect(stored.at(-1)).toEqual(['deliveries', new Map([[1, null]])]);
  });

  it('takes a record moved out of the reader’s scope out of its lists, its own query and Dexie', async () => {
    const { client, dayKey, store, stored } = setup();
    await applyChanges(client, [{ position: 4, resource: 'deliveries', id: 1, deleted: true, gone: 'scope' }], store);
    const after = client.getQueryData<ListAnswer>(dayKey);
    expect(after?.data.map((r) => r.id)).toEqual([2]);
    expect(after?.count).toBe(1);
    expect(client.getQueryState(dayKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(resourceKeys.item('deliveries', 1))).toBeUndefined();
    expect(stored).toEqual([['deliveries', new Map([[1, null]])]]);
  });
});
