import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliveries, drops } from '../resources';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { storeSchema } from './stores';
import { filterSortPage, queryLocal } from './local-query';
import { sortRows } from './sort';
import { putRecords } from './record-store';
import { toSearchParams } from './list-params';

const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  historical: false,
  date: '2026-11-20',
  status: 'routed',
  routingGroupId: 1,
  reference: `D${String(id).padStart(4, '0')}`,
  recipientName: `Person ${id}`,
  suburb: id % 2 ? 'Carlton' : 'Brunswick',
  boxCount: id % 5,
  ...over,
});

describe('local filter, sort and paging', () => {
  const rows = Array.from({ length: 30 }, (_, i) =>
    row(i + 1, { status: i < 10 ? 'delivered' : 'routed', date: i < 20 ? '2026-11-20' : '2026-11-21' }),
  );

  it('filters exact, text, range and free text', () => {
    expect(filterSortPage(deliveries, rows, { filters: { status: 'delivered' } }).count).toBe(10);
    expect(filterSortPage(deliveries, rows, { filters: { suburb: 'carl' } }).count).toBe(15);
    expect(
      filterSortPage(deliveries, rows, { filters: { date: { from: '2026-11-21', to: '2026-11-21' } } }).count,
    ).toBe(10);
    expect(filterSortPage(deliveries, rows, { filters: { routingGroupId: '1' } }).count).toBe(30);
    expect(filterSortPage(deliveries, rows, { filters: { status: 'delivered,failed' } }).count).toBe(10);
    expect(
      filterSortPage(deliveries, [...rows.map((r) => ({ ...r, runId: 3 })), row(50, { runId: null })], {
        filters: { runId: 'null' },
      }).data.map((r) => r.id),
    ).toEqual([50]);
    expect(filterSortPage(deliveries, rows, { q: 'person 3' }).data.map((r) => r.id)).toEqual([3, 30]);
  });

  it('hides historical records unless asked', () => {
    const withOld = [...rows, row(99, { historical: true })];
    expect(filterSortPage(deliveries, withOld, {}).count).toBe(30);
    expect(filterSortPage(deliveries, withOld, { includeHistorical: true }).count).toBe(31);
  });

  it('sorts by several keys, descending with a minus, nulls last', () => {
    const sorted = sortRows(
      [row(1, { boxCount: 2 }), row(2, { boxCount: null }), row(3, { boxCount: 4 }), row(4, { boxCount: 2 })],
      '-boxCount,-id',
    );
    expect(sorted.map((r) => r.id)).toEqual([3, 4, 1, 2]);
  });

  it('pages with offset and limit and reports the full count; limit -1 means all', () => {
    const page = filterSortPage(deliveries, rows, { sort: '-id', limit: 5, offset: 5 });
    expect(page.data.map((r) => r.id)).toEqual([25, 24, 23, 22, 21]);
    expect(page.count).toBe(30);
    expect(filterSortPage(deliveries, rows, { limit: -1 }).data).toHaveLength(30);
  });

  it('builds the contract query string', () => {
    expect(
      toSearchParams({
        limit: 50,
        sort: 'date,-id',
        filters: { status: 'routed', date: { from: '2026-11-01', to: '2026-11-02' }, suburb: '' },
      }).toString(),
    ).toBe('limit=50&sort=date%2C-id&status=routed&date_from=2026-11-01&date_to=2026-11-02');
  });
});

describe('Dexie-backed local list', () => {
  beforeEach(() => setDbForTests(new ConsoleDb(`lq-${Math.random()}`)));
  afterEach(async () => {
    await getDb().delete();
    setDbForTests(null);
  });

  it('derives compound day indexes from the declaration', () => {
    expect(storeSchema(deliveries)).toContain('[date+status]');
    expect(storeSchema(deliveries)).toContain('[date+routingGroupId]');
    expect(storeSchema(drops)).toContain('[runId+sequence]');
  });

  it('answers a day view through the compound index, sorted and paged', async () => {
    await putRecords('deliveries', [
      ...Array.from({ length: 20 }, (_, i) => row(i + 1, { routingGroupId: i % 2 ? 1 : 2 })),
      ...Array.from({ length: 5 }, (_, i) => row(100 + i, { date: '2026-11-21' })),
    ]);
    const page = await queryLocal(deliveries, getDb().records('deliveries'), {
      filters: { date: '2026-11-20', routingGroupId: '1' },
      sort: '-reference',
      limit: 3,
    });
    expect(page.count).toBe(10);
    expect(page.data.map((r) => r.id)).toEqual([20, 18, 16]);
    expect(page.data[0]?._syncedAt).toEqual(expect.any(Number));
  });
});
